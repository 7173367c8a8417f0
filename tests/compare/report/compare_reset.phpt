--TEST--
compare: scalar_types_reset() clears the records; later calls start new counts
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
function f(int $x) { return $x; }
function run() { f("1"); strstr("a", "b", (int) getenv('ST_NOT_SET')); } // not a literal: 8.4+'s optimizer would run it at compile time
run(); run();
st_show(st_records());
scalar_types_reset();
var_dump(scalar_types_report());
run();
f(2.0);
st_show(st_records());
scalar_types_reset();
scalar_types_reset();
var_dump(count(scalar_types_report()));
?>
--EXPECT--
4 f #1 $x int<-string weak numeric_string_to_int x2 | f(): Argument #1 ($x) must be of type int, string given
4 strstr #3 $before_needle bool<-int weak int_to_bool x2 | strstr(): Argument #3 ($before_needle) must be of type bool, int given
array(0) {
}
4 f #1 $x int<-string weak numeric_string_to_int x1 | f(): Argument #1 ($x) must be of type int, string given
4 strstr #3 $before_needle bool<-int weak int_to_bool x1 | strstr(): Argument #3 ($before_needle) must be of type bool, int given
10 f #1 $x int<-float weak float_to_int x1 | f(): Argument #1 ($x) must be of type int, float given
int(0)
