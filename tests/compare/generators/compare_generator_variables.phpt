--TEST--
compare: a generator function's argument sent from a variable, or from an element or property of one read right before the send, or as a temporary without a refcount, is read back from the caller (the interpreter keeps variables in their slots) when nothing between the send and the call may change it; otherwise it is left alone
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
// the extension's own test (receipt.c): opcache on for this SAPI, a JIT buffer, a JIT mode
$jit = (string) ini_get('opcache.jit');
if (extension_loaded('Zend OPcache') && ini_get(PHP_SAPI === 'cli' ? 'opcache.enable_cli' : 'opcache.enable')
		&& (int) ini_get('opcache.jit_buffer_size') && !in_array(strtolower($jit), ['0', 'off', 'disable'], true)) {
	die('skip the JIT may keep a variable in a register: only literals are read back');
}
?>
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
function upto(int $n) { for ($i = 1; $i <= $n; $i++) { yield $i; } }
function pair(int $a, string $b) { yield $a . $b; }
function change(&$v) { $v = 1.5; return 0; }
$s = "3"; $f = 2.0; $i = 7;
foreach (upto($s) as $v) { echo $v; }
foreach (upto($f) as $v) { echo $v; }
foreach (pair($s, $i) as $v) { echo $v; }
// the variable changes after it is sent: #1 left alone (#2, a temporary int, is read back)
foreach (pair($f, $f = 5) as $v) { echo $v; }
foreach (pair($s, change($s)) as $v) { echo $v; }
// elements and properties read right before the send are read again
$row = ["id" => "4", "q" => ["n" => 6.0]];
foreach (upto($row["id"]) as $v) { echo $v; }
foreach (upto($row["q"]["n"]) as $v) { echo $v; }
class Q { public $limit = "2"; function gen(int $n) { yield $n; } function run() { foreach ($this->gen($this->limit) as $v) { echo $v; } } }
(new Q)->run();
// ... unless something that may run code follows them: left alone
foreach (pair($row["id"], $row["id"]) as $v) { echo $v; }
// a temporary without a refcount (arithmetic, a cast, a comparison) is still in its slot
foreach (upto($i * 1.0) as $v) { echo $v; }
foreach (upto((float) $i) as $v) { echo $v; }
foreach (upto($i > 1) as $v) { echo $v; }
echo "\n";
st_show(st_records());
// the engine's messages for the same arguments from a strict file
echo st_strict('upto("3");'), "\n", st_strict('upto(2.0);'), "\n", st_strict('pair("3", 7);'), "\n", st_strict('pair(3, 7);'), "\n";
echo st_strict('$row = ["q" => ["n" => 6.0]]; upto($row["q"]["n"]);'), "\n";
echo st_strict('(new Q)->gen("2");'), "\n";
echo st_strict('upto(1.0);'), "\n", st_norm(st_strict('upto(true);')), "\n";
?>
--EXPECT--
123123725301234123456244123456712345671
7 upto #1 $n int<-string weak numeric_string_to_int x1 | upto(): Argument #1 ($n) must be of type int, string given
8 upto #1 $n int<-float weak float_to_int x1 | upto(): Argument #1 ($n) must be of type int, float given
9 pair #1 $a int<-string weak numeric_string_to_int x1 | pair(): Argument #1 ($a) must be of type int, string given
9 pair #2 $b string<-int weak int_to_string x1 | pair(): Argument #2 ($b) must be of type string, int given
11 pair #2 $b string<-int weak int_to_string x1 | pair(): Argument #2 ($b) must be of type string, int given
12 pair #2 $b string<-int weak int_to_string x1 | pair(): Argument #2 ($b) must be of type string, int given
15 upto #1 $n int<-string weak numeric_string_to_int x1 | upto(): Argument #1 ($n) must be of type int, string given
16 upto #1 $n int<-float weak float_to_int x1 | upto(): Argument #1 ($n) must be of type int, float given
17 Q::gen #1 $n int<-string weak numeric_string_to_int x1 | Q::gen(): Argument #1 ($n) must be of type int, string given
22 upto #1 $n int<-float weak float_to_int x1 | upto(): Argument #1 ($n) must be of type int, float given
23 upto #1 $n int<-float weak float_to_int x1 | upto(): Argument #1 ($n) must be of type int, float given
24 upto #1 $n int<-bool weak bool_to_int x1 | upto(): Argument #1 ($n) must be of type int, bool given
upto(): Argument #1 ($n) must be of type int, string given
upto(): Argument #1 ($n) must be of type int, float given
pair(): Argument #1 ($a) must be of type int, string given
pair(): Argument #2 ($b) must be of type string, int given
upto(): Argument #1 ($n) must be of type int, float given
Q::gen(): Argument #1 ($n) must be of type int, string given
upto(): Argument #1 ($n) must be of type int, float given
upto(): Argument #1 ($n) must be of type int, bool given
