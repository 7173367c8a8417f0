--TEST--
cli: one compare run of an app, every rule set: report --rules NAME lists exactly the sites the preset tables of docs/presets.md say it breaks (written here by hand, per line), the side-by-side counts agree, a custom set overrides one kind, and --fail-on counts under a preset
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('presets_app');

// Each receipt on its own line, with the rule sets that break it, read off
// the tables in docs/presets.md (weak caller unless said; "I" = internal
// function argument; a site that throws today is news to strict only).
$S = 'strict'; $P = 'php9'; $C = 'coercive-2015'; $B = 'bool-2025'; $U = 'unify-2021';
$receipts = [
	['$v = "5"; fi($v);', [$S]],                                  // numeric_string_to_int
	['$v = " 5"; fi($v);', [$S]],                                 // whitespace_numeric_string_to_int
	['$v = "1.0"; fi($v);', [$S]],                                // integral_float_string_to_int
	['$v = "1e3"; fi($v);', [$S]],                                // exponent_string_to_int
	['$v = "1.5"; fi($v);', [$S, $P, $C, $B, $U]],                // fractional_string_to_int
	['$v = 1.5; fi($v);', [$S, $P, $C, $B, $U]],                  // fractional_float_to_int
	['$v = 2.0; fi($v);', [$S]],                                  // float_to_int
	['$v = true; fi($v);', [$S, $C, $B, $U]],                     // bool_to_int
	['$v = 1; fs($v);', [$S]],                                    // int_to_string
	['$v = 1.5; fs($v);', [$S]],                                  // float_to_string
	['$v = NAN; fs($v);', [$S, $P, $B]],                          // nan_to_string
	['$v = false; fs($v);', [$S, $C, $B, $U]],                    // bool_to_string
	['$v = 1; fb($v);', [$S, $B]],                                // int_to_bool
	['$v = "yes"; fb($v);', [$S, $B]],                            // string_to_bool
	['$v = 0.5; fb($v);', [$S, $C, $B, $U]],                      // float_to_bool
	['$v = NAN; fb($v);', [$S, $P, $C, $B, $U]],                  // nan_to_bool
	['$v = "2.5"; ff($v);', [$S]],                                // numeric_string_to_float
	['$v = 9007199254740993; ff($v);', [$C]],                     // inexact_int_to_float: strict widens too
	['$v = "9007199254740993"; ff($v);', [$S, $C]],               // inexact_int_string_to_float
	['$v = 7; ff($v);', []],                                      // int_to_float: no record
	['$v = null; strlen($v);', [$S, $P, $B, $U]],                 // I null_to_string (coercive: accepted)
	['$v = true; str_repeat("a", $v);', [$S, $C, $B, $U]],        // I bool_to_int (coercive: deprecated)
	['$v = "3"; str_repeat("a", $v);', [$S]],                     // I numeric_string_to_int
	['try { $v = []; fi($v); } catch (\TypeError $e) {}', [$S]],  // rejected: a TypeError today
	['ri("5");', [$S]],                                           // return numeric_string_to_int
	['ri(1.5);', [$S, $P, $C, $B, $U]],                           // return fractional_float_to_int
	['$o->i = "5";', [$S]],                                       // property numeric_string_to_int
	['$o->b = 1;', [$S, $B]],                                     // property int_to_bool
	['$o->s = true;', [$S, $C, $B, $U]],                          // property bool_to_string
	['require __DIR__ . "/strict.php";', []],                     // the strict caller's own lines, below
];
$head = ['<?php', 'function fi(int $x) {} function ff(float $x) {} function fs(string $x) {} function fb(bool $x) {}',
	'function ri($v): int { return $v; }',
	'class P { public int $i = 0; public bool $b = false; public string $s = ""; }', '$o = new P;'];
$expected = array_fill_keys([$S, $P, $C, $B, $U], []);
$lines = $head;
foreach ($receipts as [$code, $sets]) {
	$lines[] = $code;
	foreach ($sets as $set) {
		$expected[$set][] = 'app.php:' . count($lines);
	}
}
// a strict caller: strict_types throws there today; only strict lists it
// (a receipt strict mode rejects), and coercive-2015, one mode for all
// files, would accept it
file_put_contents("$dir/strict.php", "<?php declare(strict_types=1);\ntry { \$v = \"5\"; fi(\$v); } catch (\\TypeError \$e) {}\n");
$expected[$S][] = 'strict.php:2';
// the returns are judged in ri()'s file at its return line
$retLine = 3;
foreach ($expected as $set => $l) {
	$expected[$set] = array_map(fn($x) => str_starts_with($x, 'app.php:') && in_array((int) substr($x, 8), [
		count($head) + 25, count($head) + 26], true) ? "app.php:$retLine" : $x, $l);
	$expected[$set] = array_values(array_unique($expected[$set]));
	sort($expected[$set]);
}
file_put_contents("$dir/app.php", implode("\n", $lines) . "\n");

[$out, $err, $rc] = cli_run(['run', '--report-dir', "$dir/r", '--', PHP_BINARY, '-d', 'display_errors=0', "$dir/app.php"], $dir);
echo "run: exit $rc [$out]\n";

$report = function (string $rules, array $extra = []) use ($dir): array {
	[$json, $err, $rc] = cli_run(['report', '--format', 'json', '--rules', $rules, ...$extra, "$dir/r"]);
	return [json_decode($json, true), $err, $rc];
};
foreach ($expected as $set => $want) {
	[$j] = $report($set);
	$got = array_values(array_unique(array_map(fn($s) => basename($s['file']) . ':' . $s['line'], $j['sites'])));
	sort($got);
	$row = array_values(array_filter($j['by_rules'], fn($x) => $x['rules'] === $set))[0] ?? null;
	printf("%-13s %2d sites, as the tables say: %s%s%s\n", $set, count($got), $got === $want ? 'yes' : 'NO',
		$got === $want ? '' : ' (missing ' . implode(' ', array_diff($want, $got)) . '; extra ' . implode(' ', array_diff($got, $want)) . ')',
		$row !== null && $row['sites'] === count($j['sites']) ? '' : ', by_rules differs');
}

// one kind overridden: strict, but numeric strings to int are fine
[$j] = $report('strict,+numeric_string_to_int');
$kinds = array_count_values(array_map(fn($s) => $s['coercion'] ?? 'rejected', $j['sites']));
[$js] = $report('strict');
echo "strict,+numeric_string_to_int: ", count($js['sites']) - count($j['sites']), " site(s) fewer, numeric_string_to_int left: ",
	$kinds['numeric_string_to_int'] ?? 0, ", named in by_rules: ",
	in_array('strict,+numeric_string_to_int', array_column($j['by_rules'], 'rules'), true) ? 'yes' : 'no', "\n";
[$j] = $report('php9,-int_to_bool');
echo "php9,-int_to_bool: ", count($j['sites']), " sites\n";
[, $err, $rc] = $report('php9,+no_such_kind');
echo "bad override: exit $rc: ", strtok($err, "\n") !== false && str_contains($err, 'bad override "+no_such_kind"') ? 'told' : $err, "\n";

// the gate: under php9 the count is php9's
[$j] = $report('php9');
$calls = $j['divergent_calls'];
[, $err, $rc] = cli_run(['report', '--rules', 'php9', '--fail-on', (string) ($calls - 1), "$dir/r"]);
echo "--rules php9 --fail-on ", $calls - 1, ": exit $rc, ", str_contains($err, 'php9 would break') ? 'says php9' : $err, "\n";
[, , $rc] = cli_run(['report', '--rules', 'php9', '--fail-on', (string) $calls, "$dir/r"]);
echo "--rules php9 --fail-on $calls: exit $rc\n";

// SARIF names the preset and the kind
[$sarif] = cli_run(['report', '--format', 'sarif', '--rules', 'bool-2025', "$dir/r"]);
$ids = array_unique(array_column(json_decode($sarif, true)['runs'][0]['results'], 'ruleId'));
sort($ids);
echo "sarif bool-2025 rule ids: ", implode(' ', $ids), "\n";
cli_rmdir($dir);
?>
--EXPECT--
run: exit 0 []
strict        27 sites, as the tables say: yes
php9           6 sites, as the tables say: yes
coercive-2015 11 sites, as the tables say: yes
bool-2025     14 sites, as the tables say: yes
unify-2021    10 sites, as the tables say: yes
strict,+numeric_string_to_int: 5 site(s) fewer, numeric_string_to_int left: 0, named in by_rules: yes
php9,-int_to_bool: 8 sites
bad override: exit 2: told
--rules php9 --fail-on 5: exit 3, says php9
--rules php9 --fail-on 6: exit 0
sarif bool-2025 rule ids: bool-2025/bool_to_int bool-2025/bool_to_string bool-2025/float_to_bool bool-2025/fractional_float_to_int bool-2025/fractional_string_to_int bool-2025/int_to_bool bool-2025/nan_to_bool bool-2025/nan_to_string bool-2025/null_to_string bool-2025/string_to_bool
