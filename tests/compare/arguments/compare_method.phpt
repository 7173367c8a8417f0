--TEST--
compare: instance methods (direct, $this->, inherited, through an interface, nullsafe), named as the engine names them
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
interface Sized { function resize(int $w): int; }
class Base implements Sized {
	function resize(int $w): int { return $w; }
	function label(string $s) { return $s; }
	function viaThis() { return $this->label(42); }
}
class Child extends Base {}
$b = new Base;
$c = new Child;
$b->resize("10");
$c->resize("11");        // inherited: the engine names the declaring class
$c->viaThis();           // caller is line 7, inside the class
(function (Sized $s) { $s->resize(12.0); })($c);
$n = null;
$n?->resize("13");       // not called at all: nothing to report
$c?->label(true);
$b->resize(10);          // exact: not reported

$r = st_records();
st_show($r);
$code = [12 => '$b->resize("10")', 13 => '$c->resize("11")', 7 => '$c->label(42)', 15 => '$c->resize(12.0)', 18 => '$c?->label(true)'];
foreach ($r as $rec) {
	st_engine($rec, $code[$rec['line']], ['b' => $b, 'c' => $c]);
}
?>
--EXPECT--
12 Base::resize #1 $w int<-string weak numeric_string_to_int x1 | Base::resize(): Argument #1 ($w) must be of type int, string given
13 Base::resize #1 $w int<-string weak numeric_string_to_int x1 | Base::resize(): Argument #1 ($w) must be of type int, string given
7 Base::label #1 $s string<-int weak int_to_string x1 | Base::label(): Argument #1 ($s) must be of type string, int given
15 Base::resize #1 $w int<-float weak float_to_int x1 | Base::resize(): Argument #1 ($w) must be of type int, float given
18 Base::label #1 $s string<-bool weak bool_to_string x1 | Base::label(): Argument #1 ($s) must be of type string, bool given
engine agrees: line 12 #1
engine agrees: line 13 #1
engine agrees: line 7 #1
engine agrees: line 15 #1
engine agrees: line 18 #1
