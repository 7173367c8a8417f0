<?php // min: 8.4
// Writing a virtual property that has only a get hook, uncaught.
class V {
	public int $v { get => 1; }
}
$o = new V;
echo $o->v, "\n";
$o->v = 2;
