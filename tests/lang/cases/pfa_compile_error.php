<?php // min: 8.6
// A positional placeholder after the variadic placeholder: compile error.
function f($a, $b) {}
$x = f(..., ?);
