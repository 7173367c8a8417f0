--TEST--
compare: arrow functions (called directly, nested, calls made inside an arrow function's body)
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$half = fn(int $x): int => intdiv($x, 2);
$inner = fn(string $s) => fn(int $n) => str_repeat($s, $n);
$body = fn($v) => strtoupper($v);     // the internal call in the body is judged at the body's line

var_dump($half("9"));
var_dump($inner(7)("2"));
var_dump($body(12));
var_dump($half(9));      // exact: not reported

$r = st_records();
st_show($r);
// the body's call is strict when the arrow function is declared in a strict file
$code = ['7 x' => '$half("9")', '8 s' => '$inner(7)', '8 n' => '$inner("7")("2")', '5 string' => '(fn($v) => strtoupper($v))(12)'];
foreach ($r as $rec) {
	st_engine($rec, $code[$rec['line'] . ' ' . $rec['param']], compact('half', 'inner', 'body'));
}
?>
--EXPECT--
int(4)
string(2) "77"
string(2) "12"
int(4)
7 {closure} #1 $x int<-string weak numeric_string_to_int x1 | {closure}(): Argument #1 ($x) must be of type int, string given
8 {closure} #1 $s string<-int weak int_to_string x1 | {closure}(): Argument #1 ($s) must be of type string, int given
8 {closure} #1 $n int<-string weak numeric_string_to_int x1 | {closure}(): Argument #1 ($n) must be of type int, string given
5 strtoupper #1 $string string<-int weak int_to_string x1 | strtoupper(): Argument #1 ($string) must be of type string, int given
engine agrees: line 7 #1
engine agrees: line 8 #1
engine agrees: line 8 #1
engine agrees: line 5 #1
