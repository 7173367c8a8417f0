--TEST--
compare: an int for a float parameter is widened by both modes (nothing recorded), except through a reference bound to a typed property, which both modes refuse (recorded, coercion null, the engine's message)
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
class A { public int $p = 5; }
function f(float $x) { return $x; }
function g(float &$x) { return $x; }
function u(int|float|null $x = null, float ...$rest) { return $rest; }
$a = new A;
$i = 7;
var_dump(f(3), f($i), sqrt(4), fdiv(1, 2), u(1, 2, 3), g($i));
$line = __LINE__ + 1;
try { g($a->p); } catch (TypeError $e) { echo "app: ", $e->getMessage(), "\n"; }
$r = scalar_types_report();
var_dump(count($r));
$weak = st_weak('g($a->p)', ['a' => new A]);
$strict = st_strict('g($a->p)', ['a' => new A]);
var_dump($r[0]['line'] === $line, $r[0]['coercion'], $r[0]['message'] === $strict, $weak === $strict);
echo $r[0]['message'], "\n";
?>
--EXPECTF--
float(3)
float(7)
float(2)
float(0.5)
array(2) {
  [0]=>
  float(2)
  [1]=>
  float(3)
}
float(7)
app: g(): Argument #1 ($x) must be of type float, int given, called in %s on line %d
int(1)
bool(true)
NULL
bool(true)
bool(true)
g(): Argument #1 ($x) must be of type float, int given
