<?php // min: 8.2
// Appending to a built-in call result.
str_replace("a", "b", ["a"])[] = 1;
echo "done\n";
