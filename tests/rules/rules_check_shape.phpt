--TEST--
scalar_types_check(): verdict shape, and the engine agrees on a numeric string to int
--EXTENSIONS--
scalar_types
--FILE--
<?php
function f(int $x) { return $x; }
$r = scalar_types_check("5", "int");
var_dump(array_keys($r), array_keys($r['weak']));
// the engine, weak caller (this file declares nothing)
var_dump(f("5") === $r['weak']['value'], $r['weak']['kind']);
var_dump($r['strict']['accepted'], $r['strict']['error']);
?>
--EXPECT--
array(4) {
  [0]=>
  string(4) "weak"
  [1]=>
  string(6) "strict"
  [2]=>
  string(4) "php9"
  [3]=>
  string(5) "rules"
}
array(6) {
  [0]=>
  string(8) "accepted"
  [1]=>
  string(5) "value"
  [2]=>
  string(4) "kind"
  [3]=>
  string(11) "deprecation"
  [4]=>
  string(7) "warning"
  [5]=>
  string(5) "error"
}
bool(true)
string(21) "numeric_string_to_int"
bool(false)
string(55) "f(): Argument #1 ($x) must be of type int, string given"
