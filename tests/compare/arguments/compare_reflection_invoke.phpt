--TEST--
compare: ReflectionFunction/ReflectionMethod::invoke()/invokeArgs() pass arguments from internal code, weakly in both modes: nothing reported, as the engine (no TypeError from a strict caller)
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
function dbl(int $x) { return 2 * $x; }
class R { function neg(float $f) { return -$f; } static function id(bool $b) { return $b; } }
$rf = new ReflectionFunction('dbl');
$rm = new ReflectionMethod('R', 'neg');
$rs = new ReflectionMethod('R', 'id');
$ri = new ReflectionFunction('strrev');
$calls = [
	'$rf->invoke("4")',
	'$rf->invokeArgs(["5"])',
	'$rm->invoke(new R, "1.5")',
	'$rs->invokeArgs(null, [1])',
	'$ri->invoke(321)',
	'(new ReflectionClass("ArrayObject"))->newInstance([], "1")',
];
$vars = compact('rf', 'rm', 'rs', 'ri');
foreach ($calls as $c) {
	echo $c, ' => ', json_encode(eval("return $c;")), "; strict caller: ", st_strict($c, $vars), "\n";
}
// the reflection methods' own parameters are judged like any internal method
$rf->invokeArgs(["6"]);
(new ReflectionClass('R'))->getMethods("1");
st_show(st_records());
?>
--EXPECT--
$rf->invoke("4") => 8; strict caller: no TypeError
$rf->invokeArgs(["5"]) => 10; strict caller: no TypeError
$rm->invoke(new R, "1.5") => -1.5; strict caller: no TypeError
$rs->invokeArgs(null, [1]) => true; strict caller: no TypeError
$ri->invoke(321) => "123"; strict caller: no TypeError
(new ReflectionClass("ArrayObject"))->newInstance([], "1") => {}; strict caller: no TypeError
23 ReflectionClass::getMethods #1 $filter ?int<-string weak numeric_string_to_int x1 | ReflectionClass::getMethods(): Argument #1 ($filter) must be of type ?int, string given
