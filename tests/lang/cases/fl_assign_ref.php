<?php // min: 8.2
// Assigning a built-in call result by reference.
$y = &implode(",", [1, 2]);
var_dump($y);
