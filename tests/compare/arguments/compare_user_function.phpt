--TEST--
compare: user function arguments from a weak file, every kind of divergence, messages checked against a strict caller
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
error_reporting=E_ALL
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
function i(int $x) { return $x; }
function fl(float $x) { return $x; }
function s(string $x) { return $x; }
function b(bool $x) { return $x; }
function ni(?int $x) { return $x; }
function u(int|string $x) { return $x; }
class Str { function __toString(): string { return "str"; } }

var_dump(i("5"));       // numeric string
var_dump(i(1.5));       // fractional float: deprecation
var_dump(fl(5));        // int to float: strict accepts it, not reported
var_dump(fl("1e3"));
var_dump(s(12));
var_dump(s(new Str));   // Stringable
var_dump(b(0));
var_dump(ni("7"));
var_dump(ni(null));     // exact: not reported
var_dump(u(2.5));       // int|string + fractional float: int 1 and a deprecation
var_dump(i(7), s("x"), b(true));   // exact: not reported
for ($k = 0; $k < 3; $k++) { i("$k"); }   // one site, count 3

$r = st_records();
st_show($r);
$calls = [11 => 'i("5")', 12 => '@i(1.5)', 14 => 'fl("1e3")', 15 => 's(12)', 16 => 's(new Str)', 17 => 'b(0)', 18 => 'ni("7")', 20 => '@u(2.5)', 22 => 'i("0")'];
foreach ($r as $rec) {
	st_engine($rec, $calls[$rec['line']]);
}
?>
--EXPECTF--
int(5)

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 3
int(1)
float(5)
float(1000)
string(2) "12"
string(3) "str"
bool(false)
int(7)
NULL

Deprecated: Implicit conversion from float 2.5 to int loses precision in %s on line 8
int(2)
int(7)
string(1) "x"
bool(true)
11 i #1 $x int<-string weak numeric_string_to_int x1 | i(): Argument #1 ($x) must be of type int, string given
12 i #1 $x int<-float weak fractional_float_to_int x1 | i(): Argument #1 ($x) must be of type int, float given | Implicit conversion from float [redacted float] to int loses precision
14 fl #1 $x float<-string weak numeric_string_to_float x1 | fl(): Argument #1 ($x) must be of type float, string given
15 s #1 $x string<-int weak int_to_string x1 | s(): Argument #1 ($x) must be of type string, int given
16 s #1 $x string<-Str weak stringable_to_string x1 | s(): Argument #1 ($x) must be of type string, Str given
17 b #1 $x bool<-int weak int_to_bool x1 | b(): Argument #1 ($x) must be of type bool, int given
18 ni #1 $x ?int<-string weak numeric_string_to_int x1 | ni(): Argument #1 ($x) must be of type ?int, string given
20 u #1 $x string|int<-float weak fractional_float_to_int x1 | u(): Argument #1 ($x) must be of type string|int, float given | Implicit conversion from float [redacted float] to int loses precision
22 i #1 $x int<-string weak numeric_string_to_int x3 | i(): Argument #1 ($x) must be of type int, string given
engine agrees: line 11 #1
engine agrees: line 12 #1
engine agrees: line 14 #1
engine agrees: line 15 #1
engine agrees: line 16 #1
engine agrees: line 17 #1
engine agrees: line 18 #1
engine agrees: line 20 #1
engine agrees: line 22 #1
