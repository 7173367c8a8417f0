<?php // min: 8.5
// An arrow function on the right of |> must be parenthesized: compile error.
var_dump(1 |> fn($x) => $x + 1);
