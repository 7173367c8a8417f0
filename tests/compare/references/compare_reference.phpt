--TEST--
compare: writes through references bound to typed properties (=&, by-reference parameters, foreach by reference, closure uses, settype()) are reported with the engine's "reference held by" text, and the app (values, exception lines) runs as without the extension
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$code = <<<'PHP'
<?php
class C { public int $p = 0; public string $s = ""; public ?float $f = null; }
function put(&$x, $v) { $x = $v; }
$o = new C;
$r = &$o->p;
$r = "5";
put($o->s, 12);
$q = &$o->s;
$q++;
$t = &$o->f;
$t ??= "1.5";
$g = function () use (&$r) { $r .= "0"; };
$g();
settype($o->s, "float");
try { $r = "x"; } catch (TypeError $e) { echo $e->getLine(), ": ", $e->getMessage(), "\n"; }
try { $r .= "x"; } catch (TypeError $e) { echo $e->getLine(), ": ", $e->getMessage(), "\n"; }
foreach ($o as $k => &$v) { $v = 1; }
for ($k = 0; $k < 3; $k++) { $o->p = "3"; $r = "4"; }
var_dump($o);
PHP;
$file = st_script('reference', $code);
$report = sys_get_temp_dir() . '/st_reference_' . getmypid() . '.jsonl';
@unlink($report);
$ini = ['error_reporting' => E_ALL, 'display_errors' => '1'];
[$out0, $err0, $rc0] = st_child($file, $ini, false);
[$out, $err, $rc] = st_child($file, $ini + ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $report]);
echo $out === $out0 && $err === $err0 && $rc === $rc0 ? "same output and exit code\n" : "DIFFERENT\n$out0$err0\n---\n$out$err\n";
echo $out0;
foreach (st_read_report($report) as $r) {
	if ($r['record'] === 'divergence') {
		printf("%d %s %s %s<-%s %s x%d: %s\n", $r['line'], $r['site'], $r['function'], $r['declared'], $r['given'],
			$r['coercion'] ?? 'rejected', $r['count'], $r['message']);
	}
}
unlink($file);
unlink($report);
?>
--EXPECT--
same output and exit code
15: Cannot assign string to reference held by property C::$p of type int
16: Cannot assign string to reference held by property C::$p of type int
object(C)#1 (3) {
  ["p"]=>
  &int(4)
  ["s"]=>
  &string(1) "1"
  ["f"]=>
  &float(1)
}
6 reference C::$p int<-string numeric_string_to_int x1: Cannot assign string to reference held by property C::$p of type int
3 reference C::$s string<-int int_to_string x1: Cannot assign int to reference held by property C::$s of type string
9 reference C::$s string<-int int_to_string x1: Cannot assign int to reference held by property C::$s of type string
11 reference C::$f ?float<-string numeric_string_to_float x1: Cannot assign string to reference held by property C::$f of type ?float
12 reference C::$p int<-string numeric_string_to_int x1: Cannot assign string to reference held by property C::$p of type int
14 reference C::$s string<-float float_to_string x1: Cannot assign float to reference held by property C::$s of type string
15 reference C::$p int<-string rejected x1: Cannot assign string to reference held by property C::$p of type int
16 reference C::$p int<-string rejected x1: Cannot assign string to reference held by property C::$p of type int
17 reference C::$s string<-int int_to_string x1: Cannot assign int to reference held by property C::$s of type string
18 property C::$p int<-string numeric_string_to_int x3: Cannot assign string to property C::$p of type int
18 reference C::$p int<-string numeric_string_to_int x3: Cannot assign string to reference held by property C::$p of type int
