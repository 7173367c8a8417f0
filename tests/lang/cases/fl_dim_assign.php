<?php // min: 8.2
// Writing to an offset of a built-in call result.
str_replace("a", "b", ["a"])[0] = 1;
echo "done\n";
