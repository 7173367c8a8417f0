--TEST--
compare: after pcntl_fork() the child reports only what it did after the fork: a call made once before it counts once
--EXTENSIONS--
scalar_types
pcntl
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$file = st_script('fork', <<<'PHP'
<?php
function f(int $x) { return $x; }
f("1");
$pid = pcntl_fork();
if ($pid === 0) {
	f("2");
	echo "child: ", count(scalar_types_report()), " record(s) in memory\n";
	return; // not exit(0): a function with a scalar parameter from 8.4 on, one call more
}
pcntl_waitpid($pid, $status);
f("3");
echo "parent: ", count(scalar_types_report()), " record(s) in memory\n";
PHP);
$report = sys_get_temp_dir() . '/st_fork_' . getmypid() . '.jsonl';
@unlink($report);
[$out, $err, $rc] = st_child($file, ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $report]);
echo $out, $err, "rc $rc\n";
$lines = [];
foreach (st_read_report($report) as $r) {
	$lines[] = $r['record'] === 'divergence' ? "line {$r['line']} x{$r['count']}" : "summary: {$r['calls']} call(s)";
}
sort($lines);
echo implode("\n", $lines), "\n";
unlink($report);
unlink($file);
?>
--EXPECT--
child: 1 record(s) in memory
parent: 2 record(s) in memory
rc 0
line 11 x1
line 3 x1
line 6 x1
summary: 1 call(s)
summary: 3 call(s)
