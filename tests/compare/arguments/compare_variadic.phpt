--TEST--
compare: typed variadic parameters, one record per extra argument (param null, message without a name, as the engine's), also through spread
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
function total(string $label, int ...$n) { return $label . array_sum($n); }
class V { static function join(string ...$parts) { return implode("+", $parts); } }
echo total("t", 1, "2", 3, "4"), "\n";
echo total(...["a", "5"]), "\n";
echo V::join(1, 2.5), "\n";
echo total(5), "\n";
echo total("ok", 1, 2), "\n";  // exact: not reported

$r = st_records();
st_show($r);
$code = ['5 3' => 'total("t", 1, "2")', '5 5' => 'total("t", 1, 2, 3, "4")', '6 2' => 'total(...["a", "5"])',
	'7 1' => 'V::join(1, "2.5")', '7 2' => 'V::join("1", 2.5)', '8 1' => 'total(5)'];
foreach ($r as $rec) {
	st_engine($rec, $code[$rec['line'] . ' ' . $rec['arg']]);
}
?>
--EXPECT--
t10
a5
1+2.5
50
ok3
5 total #3 int<-string weak numeric_string_to_int x1 | total(): Argument #3 must be of type int, string given
5 total #5 int<-string weak numeric_string_to_int x1 | total(): Argument #5 must be of type int, string given
6 total #2 int<-string weak numeric_string_to_int x1 | total(): Argument #2 must be of type int, string given
7 V::join #1 string<-int weak int_to_string x1 | V::join(): Argument #1 must be of type string, int given
7 V::join #2 string<-float weak float_to_string x1 | V::join(): Argument #2 must be of type string, float given
8 total #1 $label string<-int weak int_to_string x1 | total(): Argument #1 ($label) must be of type string, int given
engine agrees: line 5 #3
engine agrees: line 5 #5
engine agrees: line 6 #2
engine agrees: line 7 #1
engine agrees: line 7 #2
engine agrees: line 8 #1
