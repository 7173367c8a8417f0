--TEST--
compare: closures made by Closure::fromCallable() (user function, method, internal function) are judged when called from user code
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
function half(int $x) { return intdiv($x, 2); }
class T { function pad(string $s, int $n) { return str_pad($s, $n, "."); } }
$h = Closure::fromCallable('half');
$p = Closure::fromCallable([new T, 'pad']);
$s = Closure::fromCallable('strrev');
var_dump($h("10"));
var_dump($p(5, "3"));
var_dump($s(123));
var_dump($h(10));        // exact: not reported

$r = st_records();
st_show($r);
$code = ['8 1' => '$h("10")', '9 1' => '$p(5, 3)', '9 2' => '$p("5", "3")', '10 1' => '$s(123)'];
foreach ($r as $rec) {
	st_engine($rec, $code[$rec['line'] . ' ' . $rec['arg']], compact('h', 'p', 's'));
}
?>
--EXPECT--
int(5)
string(3) "5.."
string(3) "321"
int(5)
8 half #1 $x int<-string weak numeric_string_to_int x1 | half(): Argument #1 ($x) must be of type int, string given
9 T::pad #1 $s string<-int weak int_to_string x1 | T::pad(): Argument #1 ($s) must be of type string, int given
9 T::pad #2 $n int<-string weak numeric_string_to_int x1 | T::pad(): Argument #2 ($n) must be of type int, string given
10 strrev #1 $string string<-int weak int_to_string x1 | strrev(): Argument #1 ($string) must be of type string, int given
engine agrees: line 8 #1
engine agrees: line 9 #1
engine agrees: line 9 #2
engine agrees: line 10 #1
