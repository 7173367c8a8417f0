<?php // min: 8.2
// A frameless result given to a parameter that prefers a reference
// (array_multisort-like) and to by-value parameters of user functions.
function byval(array $a, string $s): string { return implode("|", $a) . $s; }
var_dump(byval(str_replace("a", "b", ["a", "aa"]), trim(" ! ")));
var_dump(array_multisort(str_replace("a", "b", ["b", "a"])));
var_dump(key(str_replace("a", "b", ["k" => "a"])));
