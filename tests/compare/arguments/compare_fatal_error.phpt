--TEST--
compare: the report file is written after a fatal error (memory exhausted, E_USER_ERROR, uncaught exception, a TypeError both modes throw), output and exit code unchanged
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$ends = [
	'memory' => 'ini_set("memory_limit", "8M"); $a = []; while (true) { $a[] = str_repeat("x", 100000); }',
	'user error' => 'trigger_error("stop", E_USER_ERROR);',
	'uncaught' => 'throw new LogicException("uncaught");',
	'TypeError' => 'f([]);',
];
foreach ($ends as $what => $end) {
	$file = st_script('fatal', "<?php\nfunction f(int \$x) { return \$x; }\nf(\"5\");\necho str_repeat(\"=\", \"3\"), \"\\n\";\n$end\necho \"not reached\\n\";\n");
	$report = sys_get_temp_dir() . '/st_fatal_' . getmypid() . '.jsonl';
	@unlink($report);
	$ini = ['display_errors' => 'stderr', 'log_errors' => '0'];
	// memory_limit is the Zend allocator's: on under valgrind (run-tests -m sets USE_ZEND_ALLOC=0) too
	$env = $what === 'memory' ? ['USE_ZEND_ALLOC' => '1'] : [];
	[$out, $err, $rc] = st_child($file, $ini + ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $report], true, [], $env);
	[$out0, $err0, $rc0] = st_child($file, $ini, false, [], $env);
	echo "$what => exit $rc, stdout ", json_encode($out), ", unchanged: ", json_encode([$out, $err, $rc] === [$out0, $err0, $rc0]), "\n";
	foreach (st_read_report($report) as $r) {
		echo '  ', $r['record'], ' ', $r['record'] === 'summary' ? "sites {$r['sites']}" : "{$r['line']} {$r['function']} " . ($r['coercion'] ?? 'rejected'), "\n";
	}
	unlink($report);
	unlink($file);
}
?>
--EXPECT--
memory => exit 255, stdout "===\n", unchanged: true
  divergence 3 f numeric_string_to_int
  divergence 4 str_repeat numeric_string_to_int
  summary sites 2
user error => exit 255, stdout "===\n", unchanged: true
  divergence 3 f numeric_string_to_int
  divergence 4 str_repeat numeric_string_to_int
  summary sites 2
uncaught => exit 255, stdout "===\n", unchanged: true
  divergence 3 f numeric_string_to_int
  divergence 4 str_repeat numeric_string_to_int
  summary sites 2
TypeError => exit 255, stdout "===\n", unchanged: true
  divergence 3 f numeric_string_to_int
  divergence 4 str_repeat numeric_string_to_int
  divergence 5 f rejected
  summary sites 3
