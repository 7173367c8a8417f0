--TEST--
compare: from a strict file, callbacks run by internal functions are received weakly (not reported), call_user_func()/call_user_func_array() compiled to direct calls are strict (reported) — as the engine does
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
declare(strict_types=1);
require __DIR__ . '/../../helpers/compare_helpers.inc';
function num(int $x) { return $x; }
function cmp(int $a, int $b) { return $a <=> $b; }
class K { static function up(string $s) { return $s; } }
$try = function (string $what, callable $call) {
	try {
		$result = $call();
		echo $what, ': ', json_encode($result), "\n";
	} catch (TypeError $e) {
		echo $what, ': TypeError ', preg_replace('/, called in .*/', '', $e->getMessage()), "\n";
	}
};
$try('array_map', fn() => array_map('num', ["7"]));
$try('usort', function () { $a = ["2", "1"]; usort($a, 'cmp'); return $a; });
$try('array_filter', fn() => array_filter([1.0], 'num'));
$try('array_walk', function () { $a = [true]; array_walk($a, fn(string $v) => $v); return $a; });
$try('call_user_func', fn() => call_user_func('num', "8"));
$try('call_user_func_array', fn() => call_user_func_array('num', ["9"]));
$try('call_user_func method', fn() => call_user_func([K::class, 'up'], 10));
$try('call_user_func via variable', function () { $f = 'call_user_func'; return $f('num', "11"); });
$try('Closure::call', fn() => (fn(int $x) => $x)->call(new K, "12"));
$try('iterator_apply', function () { $it = new ArrayIterator([1]); return iterator_apply($it, 'num', ["13"]); });

// the records: only the three direct calls, from this strict file, each with weak mode's coercion
st_show(st_records());
?>
--EXPECT--
array_map: [7]
usort: ["1","2"]
array_filter: [1]
array_walk: [true]
call_user_func: TypeError num(): Argument #1 ($x) must be of type int, string given
call_user_func_array: TypeError num(): Argument #1 ($x) must be of type int, string given
call_user_func method: TypeError K::up(): Argument #1 ($s) must be of type string, int given
call_user_func via variable: 11
Closure::call: 12
iterator_apply: 1
19 num #1 $x int<-string strict numeric_string_to_int x1 | num(): Argument #1 ($x) must be of type int, string given
20 num #1 $x int<-string strict numeric_string_to_int x1 | num(): Argument #1 ($x) must be of type int, string given
21 K::up #1 $s string<-int strict int_to_string x1 | K::up(): Argument #1 ($s) must be of type string, int given
