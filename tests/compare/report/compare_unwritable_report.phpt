--TEST--
compare: an unwritable report path changes nothing for the app (stdout, exit code); the problem goes to stderr/the log only
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$file = st_script('unwritable', "<?php\nfunction f(int \$x) { return \$x; }\necho f(\"5\"), \"\\n\";\nexit(7);\n");
$dir = sys_get_temp_dir() . '/st_unwritable_' . getmypid();
@mkdir($dir);
touch("$dir/a-file");
$paths = ['/nonexistent-dir/r.jsonl', "$dir/a-file/r.jsonl", $dir];
[$out0, $err0, $rc0] = st_child($file, [], false);
foreach ($paths as $path) {
	foreach ([['display_errors' => '1', 'log_errors' => '0'], ['display_errors' => '0', 'log_errors' => '1', 'error_log' => '']] as $ini) {
		[$out, $err, $rc] = st_child($file, $ini + ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $path]);
		echo str_replace([$dir, $file], ['DIR', 'FILE'], $path), ' ', json_encode($ini), ":\n";
		echo "  stdout and exit code unchanged: ", json_encode($out === $out0 && $rc === $rc0), "\n";
		echo "  stderr: ", str_replace([$dir, $file], ['DIR', 'FILE'], trim($err)), "\n";
	}
}
unlink("$dir/a-file");
rmdir($dir);
unlink($file);
?>
--EXPECT--
/nonexistent-dir/r.jsonl {"display_errors":"1","log_errors":"0"}:
  stdout and exit code unchanged: true
  stderr: scalar_types: cannot write report file /nonexistent-dir/r.jsonl: No such file or directory (report kept in memory only)
/nonexistent-dir/r.jsonl {"display_errors":"0","log_errors":"1","error_log":""}:
  stdout and exit code unchanged: true
  stderr: scalar_types: cannot write report file /nonexistent-dir/r.jsonl: No such file or directory (report kept in memory only)
DIR/a-file/r.jsonl {"display_errors":"1","log_errors":"0"}:
  stdout and exit code unchanged: true
  stderr: scalar_types: cannot write report file DIR/a-file/r.jsonl: Not a directory (report kept in memory only)
DIR/a-file/r.jsonl {"display_errors":"0","log_errors":"1","error_log":""}:
  stdout and exit code unchanged: true
  stderr: scalar_types: cannot write report file DIR/a-file/r.jsonl: Not a directory (report kept in memory only)
DIR {"display_errors":"1","log_errors":"0"}:
  stdout and exit code unchanged: true
  stderr: scalar_types: cannot write report file DIR: Is a directory (report kept in memory only)
DIR {"display_errors":"0","log_errors":"1","error_log":""}:
  stdout and exit code unchanged: true
  stderr: scalar_types: cannot write report file DIR: Is a directory (report kept in memory only)
