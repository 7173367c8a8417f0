--TEST--
compare: constructors (new, promoted parameters, inherited, parent::__construct, new static, anonymous class)
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
class Point {
	function __construct(public int $x = 0, public float $y = 0.0) {}
	static function origin() { return new static("0"); }
}
class Point3 extends Point {
	function __construct(int $x, public bool $z = false) { parent::__construct($x, "1.5"); }
}
class Plain extends Point {}
$p = new Point("3", "4");
var_dump($p->x, $p->y);
new Plain(1.0);
new Point3(1, 1);
Point::origin();
$cls = 'Point';
new $cls(false);
$anon = new class("9") { function __construct(public string|int $v) {} };
new Point(y: "2");

$r = st_records();
st_show($r);
$code = [11 => ['new Point("3", 4.0)', 'new Point(3, "4")'], 13 => ['new Plain(1.0)'], 14 => ['new Point3(1, 1)'],
	8 => ['new Point(1, "1.5")'], 5 => ['new Point("0")'], 17 => ['new Point(false)'], 19 => ['new Point(y: "2")']];
foreach ($r as $rec) {
	$c = $code[$rec['line']];
	st_engine($rec, $c[count($c) > 1 ? $rec['arg'] - 1 : 0]);
}
var_dump($anon->v);
?>
--EXPECT--
int(3)
float(4)
11 Point::__construct #1 $x int<-string weak numeric_string_to_int x1 | Point::__construct(): Argument #1 ($x) must be of type int, string given
11 Point::__construct #2 $y float<-string weak numeric_string_to_float x1 | Point::__construct(): Argument #2 ($y) must be of type float, string given
13 Point::__construct #1 $x int<-float weak float_to_int x1 | Point::__construct(): Argument #1 ($x) must be of type int, float given
14 Point3::__construct #2 $z bool<-int weak int_to_bool x1 | Point3::__construct(): Argument #2 ($z) must be of type bool, int given
8 Point::__construct #2 $y float<-string weak numeric_string_to_float x1 | Point::__construct(): Argument #2 ($y) must be of type float, string given
5 Point::__construct #1 $x int<-string weak numeric_string_to_int x1 | Point::__construct(): Argument #1 ($x) must be of type int, string given
17 Point::__construct #1 $x int<-bool weak bool_to_int x1 | Point::__construct(): Argument #1 ($x) must be of type int, bool given
19 Point::__construct #2 $y float<-string weak numeric_string_to_float x1 | Point::__construct(): Argument #2 ($y) must be of type float, string given
engine agrees: line 11 #1
engine agrees: line 11 #2
engine agrees: line 13 #1
engine agrees: line 14 #2
engine agrees: line 8 #2
engine agrees: line 5 #1
engine agrees: line 17 #1
engine agrees: line 19 #2
string(1) "9"
