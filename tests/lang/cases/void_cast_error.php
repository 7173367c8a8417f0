<?php // min: 8.5
// (void) is a statement, not an expression: a parse error.
$x = (void) 1;
