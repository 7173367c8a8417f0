--TEST--
compare: strlen() (an opcode) and chr()/ord() (folded for literal arguments only) are observed in weak files with literal and variable arguments; results, deprecations and messages unchanged
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
error_reporting=E_ALL
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$i = 12345; $s = "65"; $f = 66.0; $n = null; $b = true; $d = 7; // ord() of one byte (8.5 deprecates more)
var_dump(strlen(123));
var_dump(strlen($i));
var_dump(strlen($n));
var_dump(chr("65"));
var_dump(chr($s));
var_dump(chr($f));
var_dump(ord(5));
var_dump(ord($d));
var_dump(ord($b));
var_dump(\strlen(1.5));
var_dump(strlen("ok"), chr(65), ord("A"));   // exact: not reported
try { strlen([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }

$r = st_records();
st_show($r);
$code = [4 => 'strlen(123)', 5 => 'strlen($i)', 6 => 'strlen($n)', 7 => 'chr("65")', 8 => 'chr($s)', 9 => 'chr($f)',
	10 => 'ord(5)', 11 => 'ord($d)', 12 => 'ord($b)', 13 => '\strlen(1.5)', 15 => 'strlen([])'];
foreach ($r as $rec) {
	st_engine($rec, $code[$rec['line']], compact('i', 's', 'f', 'n', 'b', 'd'));
}
// In strict files strlen() stays an opcode; its TypeError is recorded
// when it is thrown (tests/compare/arguments/compare_builtins_strict_strlen.phpt).
echo "strict file: ", st_strict('strlen(123)'), "; records: ", count(st_records($st_last_file)), "\n";
echo "strict file: ", st_strict('strlen(str_repeat("a", "2"))'), "; records: ", count(st_records($st_last_file)), "\n";
?>
--EXPECTF--
int(3)
int(5)

Deprecated: strlen(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 6
int(0)
string(1) "A"
string(1) "A"
string(1) "B"
int(53)
int(55)
int(49)
int(3)
int(2)
string(1) "A"
int(65)
strlen(): Argument #1 ($string) must be of type string, array given
4 strlen #1 $string string<-int weak int_to_string x1 | strlen(): Argument #1 ($string) must be of type string, int given
5 strlen #1 $string string<-int weak int_to_string x1 | strlen(): Argument #1 ($string) must be of type string, int given
6 strlen #1 $string string<-null weak null_to_string x1 | strlen(): Argument #1 ($string) must be of type string, null given | strlen(): Passing null to parameter #1 ($string) of type string is deprecated
7 chr #1 $codepoint int<-string weak numeric_string_to_int x1 | chr(): Argument #1 ($codepoint) must be of type int, string given
8 chr #1 $codepoint int<-string weak numeric_string_to_int x1 | chr(): Argument #1 ($codepoint) must be of type int, string given
9 chr #1 $codepoint int<-float weak float_to_int x1 | chr(): Argument #1 ($codepoint) must be of type int, float given
10 ord #1 $character string<-int weak int_to_string x1 | ord(): Argument #1 ($character) must be of type string, int given
11 ord #1 $character string<-int weak int_to_string x1 | ord(): Argument #1 ($character) must be of type string, int given
12 ord #1 $character string<-bool weak bool_to_string x1 | ord(): Argument #1 ($character) must be of type string, bool given
13 strlen #1 $string string<-float weak float_to_string x1 | strlen(): Argument #1 ($string) must be of type string, float given
15 strlen #1 $string string<-array weak rejected x1 | strlen(): Argument #1 ($string) must be of type string, array given
engine agrees: line 4 #1
engine agrees: line 5 #1
engine agrees: line 6 #1
engine agrees: line 7 #1
engine agrees: line 8 #1
engine agrees: line 9 #1
engine agrees: line 10 #1
engine agrees: line 11 #1
engine agrees: line 12 #1
engine agrees: line 13 #1
engine agrees: line 15 #1
strict file: strlen(): Argument #1 ($string) must be of type string, int given; records: 1
strict file: str_repeat(): Argument #2 ($times) must be of type int, string given; records: 1
