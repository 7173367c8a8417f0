--TEST--
compare: a sampled string value keeps its bytes after a NUL (\u0000 in the report file, the raw bytes from scalar_types_report())
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$file = st_script('value_nul', "<?php\nfunction b(bool \$x) { return \$x; }\nb(\"ab\\0cd\");\n"
	. "foreach (scalar_types_report() as \$r) echo json_encode(\$r['sample']), \"\\n\";\n");
$report = sys_get_temp_dir() . '/st_value_nul_' . getmypid() . '.jsonl';
@unlink($report);
[$out, $err] = st_child($file, ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $report,
	'scalar_types.report_values' => 1]);
echo "scalar_types_report(): ", $out, $err;
foreach (file($report, FILE_IGNORE_NEW_LINES) as $line) {
	if (str_contains($line, '"divergence"')) {
		preg_match('/"sample":("(?:[^"\\\\]|\\\\.)*")/', $line, $m);
		echo "report file: ", $m[1], "\n";
		echo "decoded: ", json_encode(json_decode($line, true)['sample']), "\n";
	}
}
unlink($report);
unlink($file);
?>
--EXPECT--
scalar_types_report(): "string(5) \"ab\u0000cd\""
report file: "string(5) \"ab\u0000cd\""
decoded: "string(5) \"ab\u0000cd\""
