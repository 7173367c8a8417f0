--TEST--
compare: the same report with opcache and the tracing JIT on (hot loops, literal arguments the optimizer would fold, calls from a cached include)
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php if (!function_exists('opcache_get_status')) die('skip opcache not loaded'); ?>
--INI--
scalar_types.mode=compare
opcache.enable=1
opcache.enable_cli=1
opcache.jit=tracing
opcache.jit_buffer_size=64M
opcache.jit_hot_loop=1
opcache.jit_hot_func=1
opcache.file_update_protection=0
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$status = opcache_get_status(false);
var_dump($status['opcache_enabled'], $status['jit']['enabled'], $status['jit']['on']);
function f(int $x) { return $x + 1; }
class K { function m(float $v) { return $v; } static function s(string $s) { return $s; } }
$k = new K;
$sum = 0;
for ($i = 0; $i < 500; $i++) {
	$sum += f("$i");
	$sum += $k->m($i % 2 ? "1.5" : 2);
	K::s($i);
	$sum += strlen($i);
	$sum += (fn(bool $b) => $b ? 1 : 0)($i % 3);
}
echo $sum, "\n";
echo str_repeat("ab", "3"), " ", strtoupper(12), " ", number_format("1234.5"), "\n";  // literals: not folded away
$inc = st_script('jit_inc', "<?php\n\$g = function (int \$n) { return \$n; };\nreturn \$g(\"7\") + intdiv(\"8\", 2);\n");
for ($i = 0; $i < 3; $i++) { echo include $inc; }
echo "\n";
unlink($inc);
st_show(st_records());
$seen = [];
foreach (scalar_types_report() as $r) {
	if (str_contains($r['file'], 'st_jit_inc')) {
		$seen[] = "include: {$r['line']} " . st_norm($r['function']) . " x{$r['count']}";
	}
}
// From 8.4 on the extension hooks no zend_execute_internal (it would keep
// the compiler from frameless calls), so the compiler emits DO_ICALL as
// without it, and opcache's optimizer evaluates intdiv("8", 2) at compile
// time: the call never runs, in the app without the extension either.
$expected = ['include: 3 {closure} x3'];
if (PHP_VERSION_ID < 80400) {
	$expected[] = 'include: 3 intdiv x3';
}
var_dump($seen === $expected);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
127848
ababab 12 1,235
111111
10 f #1 $x int<-string weak numeric_string_to_int x500 | f(): Argument #1 ($x) must be of type int, string given
12 K::s #1 $s string<-int weak int_to_string x500 | K::s(): Argument #1 ($s) must be of type string, int given
13 strlen #1 $string string<-int weak int_to_string x500 | strlen(): Argument #1 ($string) must be of type string, int given
14 {closure} #1 $b bool<-int weak int_to_bool x500 | {closure}(): Argument #1 ($b) must be of type bool, int given
11 K::m #1 $v float<-string weak numeric_string_to_float x250 | K::m(): Argument #1 ($v) must be of type float, string given
17 str_repeat #2 $times int<-string weak numeric_string_to_int x1 | str_repeat(): Argument #2 ($times) must be of type int, string given
17 strtoupper #1 $string string<-int weak int_to_string x1 | strtoupper(): Argument #1 ($string) must be of type string, int given
17 number_format #1 $num float<-string weak numeric_string_to_float x1 | number_format(): Argument #1 ($num) must be of type float, string given
bool(true)
