--TEST--
compare: __invoke through $obj(...), and __invoke called as a method
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
class Adder {
	function __invoke(int $a, ?int $b = null) { return $a + (int) $b; }
}
$add = new Adder;
var_dump($add("1", "2"));
var_dump($add->__invoke(1.0));
var_dump($add(1, null)); // exact: not reported

$r = st_records();
st_show($r);
$code = [7 => ['$add("1", 2)', '$add(1, "2")'], 8 => ['$add->__invoke(1.0)']];
foreach ($r as $rec) {
	$c = $code[$rec['line']];
	st_engine($rec, $c[count($c) > 1 ? $rec['arg'] - 1 : 0], compact('add'));
}
?>
--EXPECT--
int(3)
int(1)
int(1)
7 Adder::__invoke #1 $a int<-string weak numeric_string_to_int x1 | Adder::__invoke(): Argument #1 ($a) must be of type int, string given
7 Adder::__invoke #2 $b ?int<-string weak numeric_string_to_int x1 | Adder::__invoke(): Argument #2 ($b) must be of type ?int, string given
8 Adder::__invoke #1 $a int<-float weak float_to_int x1 | Adder::__invoke(): Argument #1 ($a) must be of type int, float given
engine agrees: line 7 #1
engine agrees: line 7 #2
engine agrees: line 8 #1
