--TEST--
compare: closures (variable call, use, static, bound, immediately invoked, returned from a function)
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$scale = 2;
$mul = function (int $x) use ($scale) { return $x * $scale; };
$st = static function (string $s): string { return $s; };
class Box { private int $v = 1; }
$peek = function (int $add) { return $this->v + $add; };
$bound = Closure::bind($peek, new Box, Box::class);
function maker() { return function (bool $flag) { return $flag; }; }

var_dump($mul("4"));
var_dump($st(3.5));
var_dump($bound("2"));
var_dump((function (float $f) { return $f; })("0.5"));
var_dump(maker()(1));
var_dump($mul(4));       // exact: not reported

$r = st_records();
st_show($r);
$code = [11 => '$mul("4")', 12 => '$st(3.5)', 13 => '$bound("2")', 14 => '(function (float $f) { return $f; })("0.5")', 15 => 'maker()(1)'];
foreach ($r as $rec) {
	st_engine($rec, $code[$rec['line']], compact('mul', 'st', 'bound'));
}
?>
--EXPECT--
int(8)
string(3) "3.5"
int(3)
float(0.5)
bool(true)
int(8)
11 {closure} #1 $x int<-string weak numeric_string_to_int x1 | {closure}(): Argument #1 ($x) must be of type int, string given
12 {closure} #1 $s string<-float weak float_to_string x1 | {closure}(): Argument #1 ($s) must be of type string, float given
13 Box::{closure} #1 $add int<-string weak numeric_string_to_int x1 | Box::{closure}(): Argument #1 ($add) must be of type int, string given
14 {closure} #1 $f float<-string weak numeric_string_to_float x1 | {closure}(): Argument #1 ($f) must be of type float, string given
15 {closure} #1 $flag bool<-int weak int_to_bool x1 | {closure}(): Argument #1 ($flag) must be of type bool, int given
engine agrees: line 11 #1
engine agrees: line 12 #1
engine agrees: line 13 #1
engine agrees: line 14 #1
engine agrees: line 15 #1
