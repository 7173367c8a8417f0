<?php // min: 8.2
// A built-in call result iterated by reference (write context).
foreach (str_replace("a", "b", ["a1", "a2"]) as &$v) {
	$v .= "!";
	echo $v, "\n";
}
echo "done\n";
