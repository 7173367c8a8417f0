--TEST--
compare: returns and property writes whose value's type is known at compile time get no probe (stable parameters, $this's typed properties, internal functions' declared returns); a changed parameter keeps its probe
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
// Each probe run counts as one receipt in the summary's "calls"; argument
// receipts are counted alike with or without probes. So every probe added
// shows as a difference between the two runs.
$file = st_script('known_type', <<<'PHP'
<?php
function scale(float $x, float $f = 2.0): float { return $x * $f; }
function len(string $s): int { return strlen($s); }
function same(?string $s): ?string { return $s ?? "none"; }
class Acc {
	private int $n = 0;
	function __construct(int $n) { $this->n = $n; }
	function get(): int { return $this->n; }
}
function changed(int $i): int { $i .= ""; return $i; }
for ($k = 0; $k < 10; $k++) {
	scale(1.5); len("ab"); same(null); (new Acc(2))->get();
}
changed(1);
PHP);
$dir = sys_get_temp_dir() . '/st_known_type_' . getmypid();
@mkdir($dir);
foreach (['arguments', 'arguments,returns,properties'] as $sites) {
	st_child($file, ['scalar_types.mode' => 'compare', 'scalar_types.compare_sites' => $sites,
		'scalar_types.report_file' => "$dir/r.jsonl"]);
	$records = st_read_report("$dir/r.jsonl");
	unlink("$dir/r.jsonl");
	$summary = end($records);
	echo "$sites: calls {$summary['calls']}, divergences: ";
	echo implode(', ', array_map(fn($r) => "{$r['site']} {$r['function']}", array_slice($records, 0, -1))), "\n";
}
rmdir($dir);
unlink($file);
?>
--EXPECT--
arguments: calls 41, divergences: 
arguments,returns,properties: calls 42, divergences: return changed
