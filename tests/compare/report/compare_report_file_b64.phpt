--TEST--
compare: a caller file name that is not valid UTF-8 is written as "file" (U+FFFD for the bad bytes) and "file_b64" (its raw bytes), in divergence records and in the summary's files; a valid name has no "file_b64"
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$dir = sys_get_temp_dir() . '/st_file_b64_' . getmypid();
@mkdir($dir);
$report = "$dir/r.jsonl";
foreach (["bad-\xff\xfe-latin1-\xe9.php", "good-\u{e9}.php"] as $name) {
	$file = "$dir/$name";
	file_put_contents($file, "<?php\nfunction i(int \$x) { return \$x; }\ni(\"5\");\n"
		. "foreach (scalar_types_report() as \$r) echo 'array: ', isset(\$r['file_b64']) ? base64_decode(\$r['file_b64']) === __FILE__ ? 'file_b64 is the name' : 'file_b64 WRONG' : 'no file_b64', \"\\n\";\n");
	@unlink($report);
	[$out, $err] = st_child($file, ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $report]);
	echo str_replace($dir, 'DIR', $name === "good-\u{e9}.php" ? $name : 'bad name'), ":\n", $out, $err;
	foreach (st_read_report($report) as $r) {
		if ($r['record'] === 'summary') {
			foreach ($r['files'] as $f => $entry) {
				echo "  summary file: ", str_replace($dir, 'DIR', $f), ", file_b64: ",
					!isset($entry['file_b64']) ? 'absent' : (base64_decode($entry['file_b64'], true) === $file ? 'the raw name' : 'WRONG'), "\n";
			}
			continue;
		}
		echo "  file: ", str_replace($dir, 'DIR', $r['file']), "\n";
		echo "  file_b64: ", !isset($r['file_b64']) ? 'absent' : (base64_decode($r['file_b64'], true) === $file ? 'the raw name' : 'WRONG'), "\n";
	}
	unlink($file);
}
unlink($report);
rmdir($dir);
?>
--EXPECT--
bad name:
array: file_b64 is the name
  file: DIR/bad-��-latin1-�.php
  file_b64: the raw name
  summary file: DIR/bad-��-latin1-�.php, file_b64: the raw name
good-é.php:
array: no file_b64
  file: DIR/good-é.php
  file_b64: absent
  summary file: DIR/good-é.php, file_b64: absent
