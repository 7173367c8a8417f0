--TEST--
compare: first-class callables of user functions, methods, static methods and internal functions
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
function twice(int $x) { return 2 * $x; }
class M {
	function neg(float $f) { return -$f; }
	static function up(string $s) { return strtoupper($s); }
}
$f = twice(...);
$g = (new M)->neg(...);
$h = M::up(...);
$i = str_repeat(...);

var_dump($f("21"));
var_dump($g("1.5"));
var_dump($h(7));
var_dump($i("ab", "2"));
var_dump($f(21));        // exact: not reported

$r = st_records();
st_show($r);
$code = [13 => '$f("21")', 14 => '$g("1.5")', 15 => '$h(7)', 16 => '$i("ab", "2")'];
foreach ($r as $rec) {
	st_engine($rec, $code[$rec['line']], compact('f', 'g', 'h', 'i'));
}
?>
--EXPECT--
int(42)
float(-1.5)
string(1) "7"
string(4) "abab"
int(42)
13 twice #1 $x int<-string weak numeric_string_to_int x1 | twice(): Argument #1 ($x) must be of type int, string given
14 M::neg #1 $f float<-string weak numeric_string_to_float x1 | M::neg(): Argument #1 ($f) must be of type float, string given
15 M::up #1 $s string<-int weak int_to_string x1 | M::up(): Argument #1 ($s) must be of type string, int given
16 str_repeat #2 $times int<-string weak numeric_string_to_int x1 | str_repeat(): Argument #2 ($times) must be of type int, string given
engine agrees: line 13 #1
engine agrees: line 14 #1
engine agrees: line 15 #1
engine agrees: line 16 #2
