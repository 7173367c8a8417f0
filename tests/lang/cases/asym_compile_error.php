<?php // min: 8.4
// The set visibility may not be wider than the get visibility.
class W {
	protected public(set) int $x = 1;
}
echo "not reached\n";
