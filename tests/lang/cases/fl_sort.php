<?php // min: 8.2
// sort() on a built-in call result.
var_dump(sort(str_replace("x", "", ["xb", "xa"])));
echo "done\n";
