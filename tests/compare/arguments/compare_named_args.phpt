--TEST--
compare: named arguments are reported under the parameter's position and name (user, method, internal), skipped optional parameters are not
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
function opts(string $name = "n", int $size = 1, bool $flag = false) { return "$name/$size/" . var_export($flag, true); }
class N { function __construct(public float $w = 0.0, public float $h = 0.0) {} }
echo opts(flag: 1), "\n";
echo opts(size: "3", name: 4), "\n";
echo (new N(h: "2"))->h, "\n";
echo str_pad(string: "x", length: "3", pad_string: "-"), "\n";
echo json_encode(array_fill(start_index: 0, count: "2", value: 1)), "\n";
echo opts(size: 3), "\n";  // exact: not reported

$r = st_records();
st_show($r);
$code = ['5 3' => 'opts(flag: 1)', '6 2' => 'opts(size: "3", name: "4")', '6 1' => 'opts(size: 3, name: 4)', '7 2' => 'new N(h: "2")',
	'8 2' => 'str_pad(string: "x", length: "3", pad_string: "-")', '9 2' => 'array_fill(start_index: 0, count: "2", value: 1)'];
foreach ($r as $rec) {
	st_engine($rec, $code[$rec['line'] . ' ' . $rec['arg']]);
}
?>
--EXPECT--
n/1/true
4/3/false
2
x--
[1,1]
n/3/false
5 opts #3 $flag bool<-int weak int_to_bool x1 | opts(): Argument #3 ($flag) must be of type bool, int given
6 opts #1 $name string<-int weak int_to_string x1 | opts(): Argument #1 ($name) must be of type string, int given
6 opts #2 $size int<-string weak numeric_string_to_int x1 | opts(): Argument #2 ($size) must be of type int, string given
7 N::__construct #2 $h float<-string weak numeric_string_to_float x1 | N::__construct(): Argument #2 ($h) must be of type float, string given
8 str_pad #2 $length int<-string weak numeric_string_to_int x1 | str_pad(): Argument #2 ($length) must be of type int, string given
9 array_fill #2 $count int<-string weak numeric_string_to_int x1 | array_fill(): Argument #2 ($count) must be of type int, string given
engine agrees: line 5 #3
engine agrees: line 6 #1
engine agrees: line 6 #2
engine agrees: line 7 #2
engine agrees: line 8 #2
engine agrees: line 9 #2
