<?php // min: 8.2
// unset() of an offset of a built-in call result.
unset(str_replace("a", "b", ["a"])[0]);
echo "done\n";
