<?php // min: 8.2
// The same inside a namespace, the built-in called unqualified (fallback).
namespace App;
function setTo(&$x, $v) { $x = $v; return $v; }
var_dump(setTo(substr("abc", 1), 2));
var_dump(setTo(\implode(",", [1, 2]), 3));
echo "done\n";
