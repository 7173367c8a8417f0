--TEST--
compare: static methods (Class::, self::, static::, parent::, through a child class, a string callable called directly)
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
class P {
	static function make(int $n) { return $n; }
	static function viaSelf() { return self::make("1"); }
	static function viaStatic() { return static::make("2"); }
}
class K extends P {
	static function make(int $n) { return parent::make("3"); }
}
P::make("4");
K::make(5);              // K::make itself is exact; its parent:: call (line 9) is not
P::viaSelf();
K::viaStatic();          // static:: resolves to K::make
$cls = 'P';
$cls::make(6.0);
$m = 'P::make';
$m("7");

$r = st_records();
st_show($r);
$code = [11 => 'P::make("4")', 9 => 'P::make("3")', 5 => 'P::make("1")', 6 => 'K::make("2")', 16 => 'P::make(6.0)', 18 => '$m("7")'];
foreach ($r as $rec) {
	st_engine($rec, $code[$rec['line']], ['m' => $m]);
}
?>
--EXPECT--
11 P::make #1 $n int<-string weak numeric_string_to_int x1 | P::make(): Argument #1 ($n) must be of type int, string given
9 P::make #1 $n int<-string weak numeric_string_to_int x2 | P::make(): Argument #1 ($n) must be of type int, string given
5 P::make #1 $n int<-string weak numeric_string_to_int x1 | P::make(): Argument #1 ($n) must be of type int, string given
6 K::make #1 $n int<-string weak numeric_string_to_int x1 | K::make(): Argument #1 ($n) must be of type int, string given
16 P::make #1 $n int<-float weak float_to_int x1 | P::make(): Argument #1 ($n) must be of type int, float given
18 P::make #1 $n int<-string weak numeric_string_to_int x1 | P::make(): Argument #1 ($n) must be of type int, string given
engine agrees: line 11 #1
engine agrees: line 9 #1
engine agrees: line 5 #1
engine agrees: line 6 #1
engine agrees: line 16 #1
engine agrees: line 18 #1
