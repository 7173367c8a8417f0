--TEST--
compare: first-class callables and Closure::fromCallable() of internal functions are recorded per function, however short-lived the callable (regression: keyed by a copy's address, records were split and merged)
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
foreach (['strtolower', 'strtoupper', 'ucfirst'] as $fn) { $fn(...)(5); }
$a = strrev(...); $b = strrev(...); $a(1); $b(1);
foreach (['str_repeat', 'str_pad'] as $fn) { Closure::fromCallable($fn)('x', '3'); }
$m = (new ArrayObject([]))->setFlags(...); $m("0"); (new ArrayObject([]))->setFlags(...)("0");

$r = st_records();
st_show($r);
$code = [3 => '$fn(...)(5)', 4 => '$a(1)', 5 => 'Closure::fromCallable($fn)("x", "3")', 6 => '$m("0")'];
foreach ($r as $rec) {
	$fn = $rec['function'];
	$m = (new ArrayObject([]))->setFlags(...);
	st_engine($rec, $code[$rec['line']], ['fn' => $fn, 'a' => strrev(...), 'm' => $m]);
}
?>
--EXPECT--
3 strtolower #1 $string string<-int weak int_to_string x1 | strtolower(): Argument #1 ($string) must be of type string, int given
3 strtoupper #1 $string string<-int weak int_to_string x1 | strtoupper(): Argument #1 ($string) must be of type string, int given
3 ucfirst #1 $string string<-int weak int_to_string x1 | ucfirst(): Argument #1 ($string) must be of type string, int given
4 strrev #1 $string string<-int weak int_to_string x2 | strrev(): Argument #1 ($string) must be of type string, int given
5 str_repeat #2 $times int<-string weak numeric_string_to_int x1 | str_repeat(): Argument #2 ($times) must be of type int, string given
5 str_pad #2 $length int<-string weak numeric_string_to_int x1 | str_pad(): Argument #2 ($length) must be of type int, string given
6 ArrayObject::setFlags #1 $flags int<-string weak numeric_string_to_int x2 | ArrayObject::setFlags(): Argument #1 ($flags) must be of type int, string given
engine agrees: line 3 #1
engine agrees: line 3 #1
engine agrees: line 3 #1
engine agrees: line 4 #1
engine agrees: line 5 #2
engine agrees: line 5 #2
engine agrees: line 6 #1
