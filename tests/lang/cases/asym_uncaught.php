<?php // min: 8.4
// An uncaught write to a private(set) property from outside.
final class Point {
	public function __construct(public private(set) int $x = 0) {}
}
$p = new Point(1);
echo $p->x, "\n";
$p->x = 2;
