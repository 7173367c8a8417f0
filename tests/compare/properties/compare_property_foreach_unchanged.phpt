--TEST--
compare: foreach loops whose element or key goes to a typed property, a list of them, a static property or a reference (assigned in the body from hidden variables) behave as without the extension: output, variables in scope, destructor order, warnings, errors, exit code; weak and strict copies
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
// Lines with a record: every loop whose writes a mode coerces or refuses,
// not 14 (ints into an int), 22 (no object), 23 (by-reference list: not
// observed), 24 (untyped); the strict copy ends at 27 (uncaught TypeError).
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
t(function () { $o = new A; $a = ["20", 21]; foreach ($a as &$o->p) { echo $o->p, "\n"; } var_dump($a); });
$o = new A;
foreach (["19"] as $o->p) { echo $o->p, "\n"; }
echo implode(",", array_keys($GLOBALS)), "\n";
echo implode(",", array_keys(get_defined_vars())), "\n";
foreach (["x"] as $o->p) {}
PHP;
// the loops were rewritten: the report has their writes (lines of $body)
st_unchanged($body, 'foreach', function (string $mode, string $file, array $ini) {
	$report = dirname($file) . "/$mode.jsonl";
	st_child($file, $ini + ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $report]);
	$lines = [];
	foreach (st_read_report($report) as $r) {
		if (($r['record'] ?? '') === 'divergence' && $r['site'] !== 'argument') {
			$lines[$r['line'] - ($mode === 'strict' ? 2 : 1)] = true;
		}
	}
	ksort($lines);
	echo "$mode: records at lines ", implode(",", array_keys($lines)), "\n";
	unlink($report);
});
?>
--EXPECT--
weak: same output and exit code (255)
weak: records at lines 5,6,7,8,9,10,11,12,13,15,16,17,18,19,20,21,25,27,30
strict: same output and exit code (255)
strict: records at lines 5,6,7,8,9,10,11,12,13,15,16,17,18,19,20,21,25,27
