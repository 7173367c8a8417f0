--TEST--
cli: corrupt, truncated and unknown report lines are named with file and line number and skipped; the rest is kept
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('corrupt');
cli_sample_reports($dir);
$good = file_get_contents("$dir/report-1.jsonl");
$lines = explode("\n", $good);
// line 2 truncated mid-record, a line of garbage, an unknown record kind, a record without fields
$lines[1] = substr($lines[1], 0, 40);
array_splice($lines, 2, 0, ['not json at all', '{"record":"future_kind","x":1}', '{"record":"divergence","file":"/app/x.php"}']);
file_put_contents("$dir/report-1.jsonl", implode("\n", $lines));
[$out, $err, $rc] = cli_run(['report', '--format', 'json', $dir, "$dir/missing.jsonl"], '/');
$base = basename($dir);
echo str_replace($dir, 'DIR', $err);
$doc = json_decode($out, true);
echo "exit $rc; requests {$doc['requests']}; sites {$doc['divergent_sites']}; calls {$doc['divergent_calls']}\n";
cli_rmdir($dir);
?>
--EXPECT--
scalar-types: DIR/missing.jsonl: no such file or directory
scalar-types: DIR/report-1.jsonl:2: invalid JSON (Control character error, possibly incorrectly encoded), skipped
scalar-types: DIR/report-1.jsonl:3: invalid JSON (Syntax error), skipped
scalar-types: DIR/report-1.jsonl:4: unknown record kind "future_kind", skipped
scalar-types: DIR/report-1.jsonl:5: divergence without "line", skipped
exit 0; requests 2; sites 2; calls 6
