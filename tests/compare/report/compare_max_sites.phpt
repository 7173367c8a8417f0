--TEST--
compare: scalar_types.max_sites caps the distinct sites; known sites keep counting, divergent calls at new sites past the cap are counted in dropped_calls
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$program = <<<'PHP'
<?php
function f(int $x) { return $x; }
for ($k = 0; $k < 3; $k++) {
	f("1");
	f("2");
	f("3");
	f("4");
	str_repeat("x", "1");
	f(5);
}
echo count(scalar_types_report()), "\n";
PHP;
$file = st_script('max_sites', $program);
$report = sys_get_temp_dir() . '/st_max_sites_' . getmypid() . '.jsonl';
foreach ([2, 10000] as $max) {
	@unlink($report);
	[$out, $err, $rc] = st_child($file, ['scalar_types.mode' => 'compare', 'scalar_types.max_sites' => $max, 'scalar_types.report_file' => $report]);
	echo "max_sites=$max: in-process records $out";
	foreach (st_read_report($report) as $r) {
		echo '  ', $r['record'] === 'summary' ? "summary: calls {$r['calls']}, sites {$r['sites']}, dropped_calls {$r['dropped_calls']}, file divergences {$r['files'][$file]['divergences']}" : "{$r['line']} {$r['function']} x{$r['count']}", "\n";
	}
}
unlink($report);
unlink($file);
?>
--EXPECT--
max_sites=2: in-process records 2
  4 f x3
  5 f x3
  summary: calls 18, sites 2, dropped_calls 9, file divergences 15
max_sites=10000: in-process records 5
  4 f x3
  5 f x3
  6 f x3
  7 f x3
  8 str_repeat x3
  summary: calls 18, sites 5, dropped_calls 0, file divergences 15
