--TEST--
compare: foreach loops whose element or key goes to a typed property, a list of them, a static property or a reference (assigned in the body from hidden variables) behave as without the extension: output, variables in scope, destructor order, warnings, errors, exit code; weak and strict copies
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/compare_helpers.inc';
// Lines with a record: every loop whose writes a mode coerces or refuses,
// not 14 (ints into an int), 22 (no object), 23 (by-reference list: not
// observed), 24 (untyped); the strict copy ends at 26 (uncaught TypeError).
$body = <<<'PHP'
class A { public int $p = 0; public string $s = ""; public ?A $next = null; public static int $st = 0; }
class D { function __construct(public string $n) {} function __destruct() { echo "destruct {$this->n}\n"; } }
function t(callable $f) { try { $f(); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), ' @', $e->getLine(), "\n"; } }
function gen() { yield "k1" => "1"; yield 2 => "2"; yield "k3" => 3.0; }
t(function () { $o = new A; foreach (["1", 2, "3"] as $o->p) { echo $o->p, " ", implode(",", array_keys(get_defined_vars())), "\n"; } });
t(function () { $o = new A; foreach (gen() as $o->s => $o->p) { echo "$o->s $o->p\n"; } });
t(function () { $o = new A; foreach ([["1", "a"], [2, 3]] as [$o->p, $o->s]) { echo "$o->p $o->s\n"; } });
t(function () { $o = new A; foreach ([["k" => 1]] as ['a' => $o->p]) {} });
t(function () { foreach (["4", 5] as A::$st) { echo A::$st, "\n"; } });
t(function () { $o = new A; $r = &$o->p; foreach (["6", "x"] as $k => $r) { echo "$k $r\n"; } });
t(function () { $o = new A; $a = [&$o->p]; foreach (["7"] as $a[0]) {} echo $o->p, "\n"; });
t(function () { $o = new A; foreach ([new D("one"), "8"] as $o->p) { echo "body\n"; } });
t(function () { $o = new A; foreach ((function () { yield new D("two"); yield 1; })() as $o->p) { echo "body\n"; } });
t(function () { $o = new A; foreach ([1, 2, 3] as $o->p) { if ($o->p == 2) break; } echo $o->p, "\n";
	foreach (["1", "2", "3"] as $o->p) { if ($o->p < 3) continue; echo "c $o->p\n"; } });
t(function () { $o = new A; $o->next = new A; foreach (["9"] as $o->next->p) {} echo $o->next->p, "\n"; });
t(function () { $o = new A; foreach ([["10", "11"]] as $row) foreach ($row as $o->p) echo $o->p, "\n"; });
t(function () { $o = new A; foreach (["12"] as $o->p) foreach (["13"] as $o->s) echo "$o->p $o->s\n"; });
t(function () { $o = new A; $g = (function () use ($o) { foreach (["14", "15"] as $o->p) { yield $o->p; } })(); foreach ($g as $v) echo $v, "\n"; });
t(function () { $o = new A; foreach (["a" => "16", 17 => 18] as $o->s => $v) { echo "$o->s $v\n"; } });
t(function () { $o = new A; foreach ([1.5, 2.0] as $o->p) { echo $o->p, "\n"; } });
t(function () { $n = null; foreach ([1] as $n->p) {} });
t(function () { $o = new A; $x = [[1, "2"]]; foreach ($x as [&$y, $o->p]) {} echo $o->p, "\n"; });
t(function () { $o = new A; foreach ([1] as $o->undeclared) {} echo $o->undeclared, "\n"; });
$o = new A;
foreach (["19"] as $o->p) { echo $o->p, "\n"; }
echo implode(",", array_keys($GLOBALS)), "\n";
echo implode(",", array_keys(get_defined_vars())), "\n";
foreach (["x"] as $o->p) {}
PHP;
$dir = sys_get_temp_dir() . '/st_foreach_' . getmypid();
@mkdir($dir);
$variants = ['plain' => ['error_reporting' => E_ALL, 'display_errors' => '1']];
if (function_exists('opcache_get_status')) {
	$variants['opcache+jit'] = $variants['plain'] + ['zend_extension' => 'opcache', 'opcache.enable_cli' => '1',
		'opcache.jit' => 'tracing', 'opcache.jit_buffer_size' => '64M', 'opcache.file_update_protection' => '0'];
}
foreach (['weak' => '', 'strict' => "declare(strict_types=1);\n"] as $mode => $declare) {
	$file = "$dir/$mode.php";
	file_put_contents($file, "<?php\n$declare$body\n");
	$same = [];
	foreach ($variants as $name => $ini) {
		[$out0, $err0, $rc0] = st_child($file, $ini, false);
		[$out, $err, $rc] = st_child($file, $ini + ['scalar_types.mode' => 'compare']);
		if ($out === $out0 && $err === $err0 && $rc === $rc0) {
			$same[] = $rc;
		} else {
			echo "$mode, $name: DIFFERENT\n--- without\n$out0$err0 exit $rc0\n--- with\n$out$err exit $rc\n";
		}
	}
	echo $mode, ": ", count($same) === count($variants) ? "same output and exit code ($same[0])" : "differs", "\n";
	// the loops were rewritten: the report has their writes (lines of $body)
	$report = "$dir/$mode.jsonl";
	st_child($file, $variants['plain'] + ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $report]);
	$lines = [];
	foreach (st_read_report($report) as $r) {
		if (($r['record'] ?? '') === 'divergence' && $r['site'] !== 'argument') {
			$lines[$r['line'] - 1 - ($declare ? 1 : 0)] = true;
		}
	}
	ksort($lines);
	echo "$mode: records at lines ", implode(",", array_keys($lines)), "\n";
	unlink($report);
	unlink($file);
}
rmdir($dir);
?>
--EXPECT--
weak: same output and exit code (255)
weak: records at lines 5,6,7,8,9,10,11,12,13,15,16,17,18,19,20,21,26,29
strict: same output and exit code (255)
strict: records at lines 5,6,7,8,9,10,11,12,13,15,16,17,18,19,20,21,26
