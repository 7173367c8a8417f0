<?php // min: 8.5
// The pipe operator into built-ins through first-class callables: each
// stage is a call the extension may observe.
$r = "  Hello, World  " |> trim(...) |> strtoupper(...) |> strrev(...);
var_dump($r);
var_dump("a,b,c" |> str_split(...) |> count(...));
var_dump([3, 1, 2] |> array_reverse(...) |> array_sum(...));
var_dump("42" |> intval(...) |> dechex(...));
var_dump(" x " |> 'trim');
var_dump(1.5 |> strval(...) |> strlen(...));
