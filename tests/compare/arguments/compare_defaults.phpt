--TEST--
compare: omitted arguments with literal defaults are not reported (user and internal), as a strict caller accepts them; only the passed ones are judged
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
const WIDTH = 10;
function box(int $w = 5, float $h = 2, ?string $c = null, bool $b = false) { return "$w $h " . var_export($c, true); }
function cdef(int $w = WIDTH) { return $w; }
echo box(), "\n";
echo box("7"), "\n";
echo box(1, 2), "\n";             // int to float: strict accepts
echo cdef(), "\n";
echo number_format(5), "\n";      // int to float, defaults for the rest
echo str_pad("x", "2"), "\n";
echo json_encode(explode(",", "a,b")), "\n";

$r = st_records();
st_show($r);
$code = [7 => 'box("7")', 11 => 'str_pad("x", "2")'];
foreach ($r as $rec) {
	st_engine($rec, $code[$rec['line']]);
}
foreach (['box()', 'box(1, 2)', 'cdef()', 'number_format(5)', 'explode(",", "a,b")'] as $c) {
	echo "$c from a strict file: ", st_strict($c), "\n";
}
?>
--EXPECT--
5 2 NULL
7 2 NULL
1 2 NULL
10
5
x 
["a","b"]
7 box #1 $w int<-string weak numeric_string_to_int x1 | box(): Argument #1 ($w) must be of type int, string given
11 str_pad #2 $length int<-string weak numeric_string_to_int x1 | str_pad(): Argument #2 ($length) must be of type int, string given
engine agrees: line 7 #1
engine agrees: line 11 #2
box() from a strict file: no TypeError
box(1, 2) from a strict file: no TypeError
cdef() from a strict file: no TypeError
number_format(5) from a strict file: no TypeError
explode(",", "a,b") from a strict file: no TypeError
