--TEST--
cli: report lines that are valid JSON with fields of the wrong type (evidence lines too) (or not a JSON object) are named with file and line and skipped; a numeric file name is a file name
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('field_types');
cli_sample_reports($dir);
$div = ['record' => 'divergence', 'file' => '/app/a.php', 'line' => 3, 'function' => 'f', 'coercion' => 'numeric_string_to_int',
	'count' => 1, 'message' => 'f(): Argument #1 ($x) must be of type int, string given', 'caller_mode' => 'weak'];
$bad = [
	'"just a string"',
	'42',
	'[1,2]',
	'{"record":["divergence"]}',
	'{"record":"summary","files":"x"}',
	'{"record":"summary","calls":"many","files":{}}',
	'{"record":"summary","files":{"/app/x.php":["weak"]}}',
	'{"record":"summary","files":{"/app/x.php":{"mode":"weak","calls":"1","divergences":0}}}',
	json_encode(['file' => ['a']] + $div),
	json_encode(['line' => '3'] + $div),
	json_encode(['count' => 1.5] + $div),
	json_encode(['coercion' => ['x']] + $div),
	json_encode(['caller_mode' => 7] + $div),
	// evidence coverage: lists of line numbers (from 1)
	'{"record":"summary","files":{"/app/x.php":{"mode":"weak","site_lines":[0]}}}',
	'{"record":"summary","files":{"/app/x.php":{"mode":"weak","run_lines":"3"}}}',
	// a file named 123 (relative, as PHP reports a file it was given relative): a JSON object key PHP makes an int
	'{"record":"summary","calls":2,"files":{"123":{"mode":"weak","calls":2,"divergences":0}}}',
	json_encode(['file' => '123'] + $div),
];
file_put_contents("$dir/report-3.jsonl", implode("\n", $bad) . "\n");
foreach (['text', 'json', 'sarif', 'markdown'] as $format) {
	[$out, $err, $rc] = cli_run(['report', '--format', $format, $dir], '/');
	echo "$format: exit $rc, ", strlen($out) > 100 ? 'output' : 'no output', "\n";
}
echo str_replace($dir, 'DIR', $err);
[$out] = cli_run(['report', '--format', 'json', $dir], '/');
$doc = json_decode($out, true);
echo "requests {$doc['requests']}; calls {$doc['calls']}; sites {$doc['divergent_sites']}; divergent calls {$doc['divergent_calls']}; files ",
	implode(',', array_map(fn($f) => var_export($f['file'], true) . ' ' . $f['status'], $doc['files'])), "\n";
cli_rmdir($dir);
?>
--EXPECT--
text: exit 0, output
json: exit 0, output
sarif: exit 0, output
markdown: exit 0, output
scalar-types: DIR/report-3.jsonl:1: not a JSON object, skipped
scalar-types: DIR/report-3.jsonl:2: not a JSON object, skipped
scalar-types: DIR/report-3.jsonl:3: not a JSON object, skipped
scalar-types: DIR/report-3.jsonl:4: "record" is not a string, skipped
scalar-types: DIR/report-3.jsonl:5: summary with "files" not an object, skipped
scalar-types: DIR/report-3.jsonl:6: summary with "calls" not an integer, skipped
scalar-types: DIR/report-3.jsonl:7: summary with "files"."/app/x.php" not an object, skipped
scalar-types: DIR/report-3.jsonl:8: summary with "files"."/app/x.php"."calls" not an integer, skipped
scalar-types: DIR/report-3.jsonl:9: divergence with "file" not a string, skipped
scalar-types: DIR/report-3.jsonl:10: divergence with "line" not an integer, skipped
scalar-types: DIR/report-3.jsonl:11: divergence with "count" not an integer, skipped
scalar-types: DIR/report-3.jsonl:12: divergence with "coercion" not a string, skipped
scalar-types: DIR/report-3.jsonl:13: divergence with "caller_mode" not a string, skipped
scalar-types: DIR/report-3.jsonl:14: summary with "files"."/app/x.php"."site_lines" not a list of line numbers, skipped
scalar-types: DIR/report-3.jsonl:15: summary with "files"."/app/x.php"."run_lines" not a list of line numbers, skipped
requests 3; calls 18; sites 4; divergent calls 8; files '/app/c.php' strict-ready,'123' no evidence coverage recorded (bin/scalar-types run records it),'/app/a.php' 5 divergent call(s),'/app/b.php' 1 divergent call(s),'/app/s.php' strict: threw TypeError (1 argument(s) strict mode rejects)
