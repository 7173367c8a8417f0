<?php // min: 8.2
// end() takes its array by reference: a built-in call result passed to it.
var_dump(end(str_replace("a", "b", ["a1", "a2"])));
echo "done\n";
