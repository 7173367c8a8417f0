--TEST--
cli: run judges generator functions' arguments before receipt (scalar_types.compare_generators=1), so a temporary sent to one is reported; --no-generators leaves it to the default read-back, which cannot see it
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('run_gen');
$script = "$dir/app.php";
file_put_contents($script, <<<'PHP'
<?php
function upto(int $n) { for ($i = 1; $i <= $n; $i++) { yield $i; } }
$s = "3";
foreach (upto($s . "") as $v) { echo $v; }
foreach (upto("2") as $v) { echo $v; }
echo "\n";
PHP);
foreach ([[], ['--no-generators']] as $extra) {
	$reports = "$dir/reports" . count($extra);
	[$out, , $rc] = cli_run(array_merge(['run', '--report-dir', $reports], $extra, ['--', $script]));
	$lines = [];
	foreach (glob("$reports/*.jsonl") as $f) {
		foreach (file($f) as $line) {
			$r = json_decode($line, true);
			if ($r['record'] === 'divergence') {
				$lines[] = "line {$r['line']} {$r['function']} {$r['coercion']}";
			}
		}
	}
	echo implode(' ', $extra) ?: '(default)', ": $out", "exit $rc: ", implode(', ', $lines), "\n";
}
cli_rmdir($dir);
?>
--EXPECT--
(default): 12312
exit 0: line 4 upto numeric_string_to_int, line 5 upto numeric_string_to_int
--no-generators: 12312
exit 0: line 5 upto numeric_string_to_int
