--TEST--
compare: the report file is written after exit() (with and without a status), and the exit code is unchanged
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
foreach (['exit(3);', 'exit("bye\n");', 'function stop(int $c) { exit($c); } stop("4");'] as $end) {
	$file = st_script('exit', "<?php\nfunction f(int \$x) { return \$x; }\nf(\"5\");\necho strlen(12), \"\\n\";\n$end\necho \"not reached\\n\";\n");
	$report = sys_get_temp_dir() . '/st_exit_' . getmypid() . '.jsonl';
	@unlink($report);
	[$out, $err, $rc] = st_child($file, ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $report]);
	[$out0, $err0, $rc0] = st_child($file, [], false);
	echo "$end => exit $rc, stdout ", json_encode($out), ", unchanged: ", json_encode([$out, $err, $rc] === [$out0, $err0, $rc0]), "\n";
	foreach (st_read_report($report) as $r) {
		echo '  ', $r['record'], ' ', $r['record'] === 'summary' ? "sites {$r['sites']}" : "{$r['line']} {$r['function']}", "\n";
	}
	unlink($report);
	unlink($file);
}
?>
--EXPECT--
exit(3); => exit 3, stdout "2\n", unchanged: true
  divergence 3 f
  divergence 4 strlen
  summary sites 2
exit("bye\n"); => exit 0, stdout "2\nbye\n", unchanged: true
  divergence 3 f
  divergence 4 strlen
  summary sites 2
function stop(int $c) { exit($c); } stop("4"); => exit 4, stdout "2\n", unchanged: true
  divergence 3 f
  divergence 4 strlen
  divergence 5 stop
  summary sites 3
