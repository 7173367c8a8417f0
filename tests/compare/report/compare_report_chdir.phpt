--TEST--
compare: the report lands where scalar_types.report_file said at request start, relative paths included, though the app chdir()s away (nothing printed, nothing lost)
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$dir = sys_get_temp_dir() . '/st_chdir_' . getmypid();
@mkdir("$dir/away", 0700, true);
$file = st_script('chdir', "<?php\nchdir(__DIR__ . '/away');\nfunction f(int \$x) {}\nf('5');\necho getcwd(), \"\\n\";\n");
rename($file, "$dir/app.php");
foreach (['r-%p.jsonl', "$dir/abs.jsonl"] as $setting) {
	// the child starts in $dir
	[$out, $err, $rc] = st_child("$dir/app.php", ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $setting],
		true, [], [], $dir);
	echo str_replace($dir, 'DIR', "$setting: rc $rc, out " . trim($out)), ", stderr ", json_encode($err), "\n";
}
foreach (['', '/away'] as $sub) {
	foreach (glob("$dir$sub/*.jsonl") as $r) {
		$recs = st_read_report($r);
		echo str_replace($dir, 'DIR', preg_replace('/r-\d+/', 'r-PID', $r)), ": ", count($recs), " records, ",
			$recs[0]['message'] ?? '-', "\n";
		unlink($r);
	}
}
unlink("$dir/app.php");
rmdir("$dir/away");
rmdir($dir);
?>
--EXPECT--
r-%p.jsonl: rc 0, out DIR/away, stderr ""
DIR/abs.jsonl: rc 0, out DIR/away, stderr ""
DIR/abs.jsonl: 2 records, f(): Argument #1 ($x) must be of type int, string given
DIR/r-PID.jsonl: 2 records, f(): Argument #1 ($x) must be of type int, string given
