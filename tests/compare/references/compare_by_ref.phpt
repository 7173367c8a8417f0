--TEST--
compare: by-reference scalar parameters are reported, and the caller's variables end up exactly as without the extension (also a typed property passed by reference, rejected by both modes)
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$program = <<<'PHP'
<?php
function inc(int &$x) { $x++; }
function flag(?bool &$b) { return $b; }
class P { public string $s = "5"; public int $i = 1; }
$a = "5"; inc($a);
$f = 1.5; @inc($f);
$t = true; inc($t);
$z = 0; flag($z);
$arr = ["k" => "41"]; inc($arr["k"]);
$o = new P;
try { inc($o->s); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
inc($o->i);
$ref = "9"; $alias = &$ref; inc($alias);
var_dump($a, $f, $t, $z, $arr, $o, $ref);
if (function_exists('scalar_types_report')) {
	foreach (scalar_types_report() as $r) {
		printf("REPORT %d %s #%d %s<-%s %s\n", $r['line'], $r['function'], $r['arg'], $r['declared'], strtr($r['given'], ['true' => 'bool', 'false' => 'bool']), $r['coercion'] ?? 'rejected');
	}
}
PHP;
$file = st_script('by_ref', $program);
[$with, $errWith, $rcWith] = st_child($file, ['scalar_types.mode' => 'compare', 'error_reporting' => E_ALL & ~E_DEPRECATED]);
[$without, $errWithout, $rcWithout] = st_child($file, ['error_reporting' => E_ALL & ~E_DEPRECATED], false);
unlink($file);
$reportLines = preg_grep('/^REPORT /', explode("\n", $with));
$withOut = implode("\n", preg_grep('/^REPORT /', explode("\n", $with), PREG_GREP_INVERT));
echo st_norm(implode("\n", $reportLines)), "\n";
var_dump($withOut === $without, $errWith === $errWithout, $rcWith === $rcWithout);
echo $without;
?>
--EXPECTF--
REPORT 5 inc #1 int<-string numeric_string_to_int
REPORT 6 inc #1 int<-float fractional_float_to_int
REPORT 7 inc #1 int<-bool bool_to_int
REPORT 8 flag #1 ?bool<-int int_to_bool
REPORT 9 inc #1 int<-string numeric_string_to_int
REPORT 11 inc #1 int<-string rejected
REPORT 13 inc #1 int<-string numeric_string_to_int
bool(true)
bool(true)
bool(true)
TypeError: inc(): Argument #1 ($x) must be of type int, string given, called in %s on line 11
int(6)
int(2)
int(2)
bool(false)
array(1) {
  ["k"]=>
  int(42)
}
object(P)#1 (2) {
  ["s"]=>
  string(1) "5"
  ["i"]=>
  int(2)
}
int(10)
