<?php // min: 8.2
// An arrow function returning by reference whose body is a built-in call.
$f = fn&() => implode(",", [1, 2]);
var_dump($f());
$g = fn&(array $a) => str_replace("a", "b", $a);
$x = &$g(["a"]);
var_dump($x);
