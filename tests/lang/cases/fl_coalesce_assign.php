<?php // min: 8.2
// ??= on a built-in call result.
trim(" a ") ??= 1;
echo "done\n";
