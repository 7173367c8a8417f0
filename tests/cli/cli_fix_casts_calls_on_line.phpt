--TEST--
cli: several calls of one callee on a line are told apart: the record says which of them diverged (call_on_line, calls_on_line, counted by the extension in the compiled code) and fix --casts converts exactly those calls, in a chain and side by side; the converted file, declared strict, prints what the weak one printed
--EXTENSIONS--
scalar_types
tokenizer
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('fix_casts_calls_on_line');
file_put_contents("$dir/app.php", <<<'PHP'
<?php
function us(string $s) { return "[$s]"; }
class Node { public array $seen = []; function get(string $k) { $this->seen[] = $k; return $this; } }
$n = 5; $i = 7; $o = new Node;
echo us($n) . us("x") . us($n + 1), "\n";
echo implode(',', $o->get(0)->get("a")->get($i)->seen), "\n";
PHP);
$before = shell_exec(escapeshellarg(PHP_BINARY) . ' -n ' . escapeshellarg("$dir/app.php"));
cli_run(['run', '--', PHP_BINARY, "$dir/app.php"], $dir);
foreach (glob("$dir/.scalar-types/*.jsonl") as $f) {
	foreach (file($f) as $l) {
		$r = json_decode($l, true);
		if ($r['record'] === 'divergence') {
			echo "line {$r['line']} {$r['function']}: call_on_line ", json_encode($r['call_on_line'] ?? null), ' of ', $r['calls_on_line'] ?? '-', ", {$r['count']} call(s)\n";
		}
	}
}
[$out, $err, $rc] = cli_run(['fix', '--casts', '--strict-ready', '--write'], $dir);
echo "--write: exit $rc\n", str_replace($dir, 'DIR', $out . $err);
echo implode("\n", array_slice(explode("\n", file_get_contents("$dir/app.php")), 5, 2)), "\n";
echo "output: ", shell_exec(escapeshellarg(PHP_BINARY) . ' -n ' . escapeshellarg("$dir/app.php")) === $before ? 'the same' : 'DIFFERENT', "\n";
cli_rmdir($dir);
?>
--EXPECT--
line 5 us: call_on_line [1,3] of 3, 2 call(s)
line 6 Node::get: call_on_line [1,3] of 3, 2 call(s)
--write: exit 0
DIR/app.php: 4 conversion(s) written, declare(strict_types=1) added
echo us(\is_int($n) ? (string) $n : $n) . us("x") . us((string) ($n + 1)), "\n";
echo implode(',', $o->get('0')->get("a")->get(\is_int($i) ? (string) $i : $i)->seen), "\n";
output: the same
