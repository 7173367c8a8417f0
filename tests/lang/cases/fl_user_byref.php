<?php // min: 8.2
// A user function taking its parameter by reference, given a built-in call.
function setTo(&$x, $v) { $x = $v; return $v; }
var_dump(setTo(trim(" a "), 1));
echo "done\n";
