--TEST--
compare: internal functions judged by their arginfo (seed cases, null to internal with its deprecation, unions, nullable), messages checked against a strict caller
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
error_reporting=E_ALL
precision=14
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$n = null;
echo strstr("test", "est", 1), "\n";
echo addslashes(1.5), "\n";
echo number_format("1234.5", "1"), "\n";
echo strtolower($n), "|\n";
echo gmdate("Y", "1700000000"), "\n";
echo intdiv("7", 2), "\n";
echo round("2.5"), "\n";           // int|float: the numeric string decides
echo str_pad("a", 3, "-", true), "\n";
echo implode(",", [1, 2]), "\n";   // array|string, exact
echo tan(4/2) > 0 ? "+" : "-", tan(5/2) > 0 ? "+" : "-", "\n";  // int to float: strict accepts
ini_set('precision', 14);          // string|int|float|bool|null: strict accepts
ini_set('display_errors', true);
echo str_repeat("-", 2.5), "\n";   // fractional float: deprecation
echo substr("abc", 0, null), "\n"; // ?int: exact

$r = st_records();
st_show($r);
$code = [4 => 'strstr("test", "est", 1)', 5 => 'addslashes(1.5)', 6 => ['number_format("1234.5", 1)', 'number_format(1234.5, "1")'],
	7 => 'strtolower(null)', 8 => 'gmdate("Y", "1700000000")', 9 => 'intdiv("7", 2)', 10 => 'round("2.5")',
	11 => 'str_pad("a", 3, "-", true)', 15 => 'ini_set("display_errors", true)', 16 => 'str_repeat("-", 2.5)'];
foreach ($r as $rec) {
	$c = $code[$rec['line']];
	st_engine($rec, is_array($c) ? $c[$rec['arg'] - 1] : $c);
}
// and nothing for what strict accepts
foreach (['tan(4/2)', 'tan(5/2)', 'ini_set("precision", 14)', 'ini_set("display_errors", 1)', 'ini_set("display_errors", true)', 'implode(",", [1, 2])'] as $c) {
	echo "$c: ", st_strict($c), "\n";
}
?>
--EXPECTF--
t
1.5
1,234.5

Deprecated: strtolower(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 7
|
2023
3
3
a--
1,2
--

Deprecated: Implicit conversion from float 2.5 to int loses precision in %s on line 16
--
abc
4 strstr #3 $before_needle bool<-int weak int_to_bool x1 | strstr(): Argument #3 ($before_needle) must be of type bool, int given
5 addslashes #1 $string string<-float weak float_to_string x1 | addslashes(): Argument #1 ($string) must be of type string, float given
6 number_format #1 $num float<-string weak numeric_string_to_float x1 | number_format(): Argument #1 ($num) must be of type float, string given
6 number_format #2 $decimals int<-string weak numeric_string_to_int x1 | number_format(): Argument #2 ($decimals) must be of type int, string given
7 strtolower #1 $string string<-null weak null_to_string x1 | strtolower(): Argument #1 ($string) must be of type string, null given | strtolower(): Passing null to parameter #1 ($string) of type string is deprecated
8 gmdate #2 $timestamp ?int<-string weak numeric_string_to_int x1 | gmdate(): Argument #2 ($timestamp) must be of type ?int, string given
9 intdiv #1 $num1 int<-string weak numeric_string_to_int x1 | intdiv(): Argument #1 ($num1) must be of type int, string given
10 round #1 $num int|float<-string weak numeric_string_to_float x1 | round(): Argument #1 ($num) must be of type int|float, string given
11 str_pad #4 $pad_type int<-bool weak bool_to_int x1 | str_pad(): Argument #4 ($pad_type) must be of type int, bool given
16 str_repeat #2 $times int<-float weak fractional_float_to_int x1 | str_repeat(): Argument #2 ($times) must be of type int, float given | Implicit conversion from float [redacted float] to int loses precision
engine agrees: line 4 #3
engine agrees: line 5 #1
engine agrees: line 6 #1
engine agrees: line 6 #2
engine agrees: line 7 #1
engine agrees: line 8 #2
engine agrees: line 9 #1
engine agrees: line 10 #1
engine agrees: line 11 #4
engine agrees: line 16 #2
tan(4/2): no TypeError
tan(5/2): no TypeError
ini_set("precision", 14): no TypeError
ini_set("display_errors", 1): no TypeError
ini_set("display_errors", true): no TypeError
implode(",", [1, 2]): no TypeError
