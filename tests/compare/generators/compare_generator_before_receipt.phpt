--TEST--
compare: with scalar_types.compare_generators=1 a generator function's arguments are judged before receipt (EXT_FCALL_BEGIN), so every form is seen — temporaries, call results, Stringable objects, unpacking, variadics, named arguments, unused results, calls over several lines — each message the same as a really strict caller gets
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
scalar_types.compare_generators=1
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
function upto(int $n) { for ($i = 1; $i <= $n; $i++) { yield $i; } }
function each_of(string $sep, int ...$rest) { yield $sep; yield from $rest; }
function str(): string { return "2"; }
class S { function __toString(): string { return ","; } }
$s = "4";
$calls = [];
$calls[__LINE__ + 1] = 'foreach (upto($s . "") as $v) { echo $v; }';
foreach (upto($s . "") as $v) { echo $v; }
$calls[__LINE__ + 1] = 'foreach (upto(str()) as $v) { echo $v; }';
foreach (upto(str()) as $v) { echo $v; }
$calls[__LINE__ + 1] = 'foreach (each_of(new S) as $v) { echo $v; }';
foreach (each_of(new S) as $v) { echo $v; }
$calls[__LINE__ + 1] = 'foreach (upto(...["3"]) as $v) { echo $v; }';
foreach (upto(...["3"]) as $v) { echo $v; }
$calls[__LINE__ + 1] = 'foreach (each_of(",", 1, "7") as $v) { echo $v; }';
foreach (each_of(",", 1, "7") as $v) { echo $v; }
$calls[__LINE__ + 1] = 'foreach (upto(n: $s . "") as $v) { echo $v; }';
foreach (upto(n: $s . "") as $v) { echo $v; }
$calls[__LINE__ + 1] = 'upto(1.0);';
upto(1.0);
$calls[__LINE__ + 1] = 'upto("x");';
try { upto("x"); } catch (TypeError $e) { echo "TypeError"; }
$calls[__LINE__ + 1] = 'foreach (upto($s . "") as $v) { echo $v; }';
foreach (upto(
	$s . ""
) as $v) { echo $v; }
echo "\n";

st_show(st_records());
foreach (st_records() as $r) {
	$engine = isset($calls[$r['line']]) ? st_norm(st_strict($calls[$r['line']], ['s' => $s])) : 'no call on that line';
	echo "line {$r['line']} #{$r['arg']}: ", $engine === st_norm($r['message']) ? "as the engine" : "DIFFERS: $engine", "\n";
}
?>
--EXPECT--
123412,123,171234TypeError1234
10 upto #1 $n int<-string weak numeric_string_to_int x1 | upto(): Argument #1 ($n) must be of type int, string given
12 upto #1 $n int<-string weak numeric_string_to_int x1 | upto(): Argument #1 ($n) must be of type int, string given
14 each_of #1 $sep string<-S weak stringable_to_string x1 | each_of(): Argument #1 ($sep) must be of type string, S given
16 upto #1 $n int<-string weak numeric_string_to_int x1 | upto(): Argument #1 ($n) must be of type int, string given
18 each_of #3 int<-string weak numeric_string_to_int x1 | each_of(): Argument #3 must be of type int, string given
20 upto #1 $n int<-string weak numeric_string_to_int x1 | upto(): Argument #1 ($n) must be of type int, string given
22 upto #1 $n int<-float weak float_to_int x1 | upto(): Argument #1 ($n) must be of type int, float given
24 upto #1 $n int<-string weak rejected x1 | upto(): Argument #1 ($n) must be of type int, string given
26 upto #1 $n int<-string weak numeric_string_to_int x1 | upto(): Argument #1 ($n) must be of type int, string given
line 10 #1: as the engine
line 12 #1: as the engine
line 14 #1: as the engine
line 16 #1: as the engine
line 18 #3: as the engine
line 20 #1: as the engine
line 22 #1: as the engine
line 24 #1: as the engine
line 26 #1: as the engine