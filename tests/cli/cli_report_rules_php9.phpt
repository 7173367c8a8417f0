--TEST--
cli: report --rules php9 lists exactly the receipts the engine itself deprecates or warns about in weak mode (the engine as oracle, in the same run), and --fail-on counts under the chosen rule set
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('rules_php9');
$oracle = "$dir/oracle.txt";

// One receipt per line: an internal function's parameter, a user
// function's parameter, a return, a typed property; every value x type.
$values = ['null', 'true', 'false', '0', '1', '1.0', '1.5', '-0.5', 'NAN', 'INF', '"1"', '"1.5"', '" 1"', '"1 "',
	'"1e3"', '"abc"', '""', '"0"'];
$internal = ['int' => 'decbin(%s)', 'float' => 'is_finite(%s)', 'string' => 'strtolower(%s)', 'bool' => 'strstr("a", "a", %s)'];
$lines = ['<?php', 'class P { public int $int; public float $float; public string $string; public bool $bool; public ?int $nint; }',
	'$o = new P;'];
$n = 0;
foreach ($values as $v) {
	foreach ($internal as $type => $call) {
		$lines[] = 'try { ' . sprintf($call, $v) . '; } catch (\Throwable $e) {}';
	}
	foreach (['int', 'float', 'string', 'bool', '?int'] as $type) {
		$n++;
		$lines[] = "function u$n($type \$x) {} try { u$n($v); } catch (\\Throwable \$e) {}";
		$lines[] = "function r$n(): $type { return $v; } try { r$n(); } catch (\\Throwable \$e) {}";
		$prop = $type === '?int' ? 'nint' : $type;
		$lines[] = "try { \$o->$prop = $v; } catch (\\Throwable \$e) {}";
	}
}
// The engine's own deprecations and warnings, in the same run: the line
// each was raised at (for an argument of a user function, its RECV, on the
// same line as the call).
$handler = 'set_error_handler(function ($no, $msg, $file, $line) { file_put_contents(getenv("ST_ORACLE"), "$line\n", FILE_APPEND); return true; }, E_DEPRECATED | E_WARNING);';
array_splice($lines, 1, 0, [$handler]);
file_put_contents("$dir/app.php", implode("\n", $lines) . "\n");

[$out, $err, $rc] = cli_run(['run', '--report-dir', "$dir/reports", '--', PHP_BINARY, "$dir/app.php"], $dir,
	['ST_ORACLE' => $oracle]);
echo "run: exit $rc [$out]\n";
$engine = array_values(array_unique(array_map('intval', file($oracle, FILE_IGNORE_NEW_LINES) ?: [])));
sort($engine);

$sites = function (string $rules) use ($dir): array {
	[$json, $err, $rc] = cli_run(['report', '--format', 'json', '--rules', $rules, "$dir/reports"]);
	$r = json_decode($json, true);
	$l = array_values(array_unique(array_column($r['sites'], 'line')));
	sort($l);
	return [$l, $r, $rc];
};
[$php9, $r9, $rc9] = $sites('php9');
[$strict, $rs] = $sites('strict');

// PHP 9 refuses NAN to string/bool on every engine (announced by the
// "Warnings for 8.5" RFC); before 8.5 the engine says nothing there: those
// lines are the one expected gap, and must be lines that pass NAN.
$nan = array_values(array_unique(array_column(array_filter($r9['sites'],
	fn($s) => in_array($s['coercion'], ['nan_to_string', 'nan_to_bool'], true)), 'line')));
$gap = array_values(array_diff($php9, $engine));
echo "engine deprecations/warnings on ", count($engine) > 10 ? "more than 10" : count($engine), " line(s)\n";
echo "php9 sites on the engine's lines, NAN apart: ", array_values(array_diff($php9, $nan)) === array_values(array_diff($engine, $nan)) ? 'yes' : 'no', "\n";
echo "  the engine only: ", json_encode(array_values(array_diff($engine, $php9))), "\n";
echo "  php9 only, not NAN: ", json_encode(array_values(array_diff($gap, $nan))), "\n";
$src = file("$dir/app.php", FILE_IGNORE_NEW_LINES);
echo "php9's NAN sites pass NAN: ", $nan && !array_filter($nan, fn($l) => !str_contains($src[$l - 1], 'NAN')) ? 'yes' : 'no', "\n";
echo "NAN sites the engine does not flag: ", PHP_VERSION_ID >= 80500
	? ($gap === [] ? 'none, as 8.5 warns' : 'SOME ON 8.5') : ($gap === $nan ? 'all, as before 8.5' : 'NOT ALL'), "\n";
echo "every php9 site is a strict site: ", array_diff($php9, $strict) ? 'no' : 'yes', "\n";
echo "strict breaks more: ", count($strict) > count($php9) ? 'yes' : 'no', "\n";
echo "json names the set: ", $r9['rules'], ", by_rules ", implode(',', array_column($r9['by_rules'], 'rules')), "\n";
$calls9 = $r9['divergent_calls'];
echo "by_rules agrees: ", $r9['by_rules'][1]['calls'] === $calls9 && $rs['by_rules'][0]['calls'] === $rs['divergent_calls'] ? 'yes' : 'no', "\n";

[, $err, $rc] = cli_run(['report', '--rules', 'php9', '--fail-on', (string) ($calls9 - 1), "$dir/reports"]);
echo "php9 --fail-on one less: exit $rc: ", str_contains($err, 'php9 would break') ? 'says php9' : $err, "\n";
[, , $rc] = cli_run(['report', '--rules', 'php9', '--fail-on', (string) $calls9, "$dir/reports"]);
echo "php9 --fail-on its count: exit $rc\n";
[, $err, $rc] = cli_run(['report', '--rules', 'php10', "$dir/reports"]);
echo "unknown set: exit $rc: ", strtok($err, "\n"), "\n";
cli_rmdir($dir);
?>
--EXPECTF--
run: exit 0 []
engine deprecations/warnings on more than 10 line(s)
php9 sites on the engine's lines, NAN apart: yes
  the engine only: []
  php9 only, not NAN: []
php9's NAN sites pass NAN: yes
NAN sites the engine does not flag: %r(none, as 8\.5 warns|all, as before 8\.5)%r
every php9 site is a strict site: yes
strict breaks more: yes
json names the set: php9, by_rules strict,php9,coercive-2015,bool-2025,unify-2021
by_rules agrees: yes
php9 --fail-on one less: exit 3: says php9
php9 --fail-on its count: exit 0
unknown set: exit 2: scalar-types: unknown rule set php10 (strict, php9, coercive-2015, bool-2025, unify-2021)
