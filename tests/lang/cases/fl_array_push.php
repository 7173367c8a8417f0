<?php // min: 8.2
// array_push() on a built-in call result.
var_dump(array_push(str_replace("a", "b", ["a"]), 1));
echo "done\n";
