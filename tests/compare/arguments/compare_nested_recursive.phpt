--TEST--
compare: nested calls (a divergent call as another call's argument) and recursion: one site per line and callee, counted per call
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
function down(int $n) { return $n > 0 ? down((string) ($n - 1)) + 1 : 0; }
function wrap(string $s) { return "[$s]"; }
function num(int $n) { return $n; }
var_dump(down("4"));
var_dump(wrap(num("7")));
var_dump(str_repeat(wrap(1), num(2.0)));
var_dump(wrap(wrap(wrap(3))));

$r = st_records();
st_show($r);
$code = ['3 down' => 'down("0")', '6 down' => 'down("4")', '7 num' => 'wrap(num("7"))', '7 wrap' => 'wrap(7)',
	'8 wrap' => 'str_repeat(wrap(1), 2)', '8 num' => 'num(2.0)', '9 wrap' => 'wrap(3)'];
foreach ($r as $rec) {
	st_engine($rec, $code[$rec['line'] . ' ' . $rec['function']]);
}
?>
--EXPECT--
int(4)
string(3) "[7]"
string(6) "[1][1]"
string(7) "[[[3]]]"
6 down #1 $n int<-string weak numeric_string_to_int x1 | down(): Argument #1 ($n) must be of type int, string given
3 down #1 $n int<-string weak numeric_string_to_int x4 | down(): Argument #1 ($n) must be of type int, string given
7 num #1 $n int<-string weak numeric_string_to_int x1 | num(): Argument #1 ($n) must be of type int, string given
7 wrap #1 $s string<-int weak int_to_string x1 | wrap(): Argument #1 ($s) must be of type string, int given
8 wrap #1 $s string<-int weak int_to_string x1 | wrap(): Argument #1 ($s) must be of type string, int given
8 num #1 $n int<-float weak float_to_int x1 | num(): Argument #1 ($n) must be of type int, float given
9 wrap #1 $s string<-int weak int_to_string x1 | wrap(): Argument #1 ($s) must be of type string, int given
engine agrees: line 6 #1
engine agrees: line 3 #1
engine agrees: line 7 #1
engine agrees: line 7 #1
engine agrees: line 8 #1
engine agrees: line 8 #1
engine agrees: line 9 #1
