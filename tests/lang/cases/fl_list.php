<?php // min: 8.2
// Destructuring a built-in call result (read context).
[$a, $b] = str_replace("a", "b", ["a1", "a2"]);
var_dump($a, $b);
list("k" => $c) = str_replace("x", "y", ["k" => "x!"]);
var_dump($c);
[, [$d]] = str_replace("q", "r", [1, ["q"]]);
var_dump($d);
[$e] = trim(" s ");
var_dump($e);
var_dump(current(str_replace("a", "b", ["a1"])));
var_dump(str_replace("a", "b", ["a1"])[0], substr("hello", 1)[0], implode(",", [1])[0]);
