--TEST--
cli: report and fix with no readable record (every file unreadable, or every line corrupt) is an error (exit 1), also under --fail-on 0
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('no_record');
mkdir("$dir/corrupt");
file_put_contents("$dir/corrupt/report-1.jsonl", "not json\n{\"record\":\"divergence\"}\n\n");
mkdir("$dir/unreadable");
// a dangling symbolic link: listed, not readable (a mode 000 file is readable by root)
symlink("$dir/gone.jsonl", "$dir/unreadable/report-1.jsonl");
foreach (['corrupt', 'unreadable'] as $d) {
	[$out, $err, $rc] = cli_run(['report', '--fail-on', '0', "$dir/$d"], '/');
	echo "report $d: exit $rc, stdout [$out]\n", str_replace($dir, 'DIR', $err);
	[$out, $err, $rc] = cli_run(['fix', '--strict-ready', '--report', "$dir/$d"], '/');
	echo "fix $d: exit $rc, stdout [$out]\n", str_replace($dir, 'DIR', $err);
}
cli_rmdir($dir);
?>
--EXPECT--
report corrupt: exit 1, stdout []
scalar-types: DIR/corrupt/report-1.jsonl:1: invalid JSON (Syntax error), skipped
scalar-types: DIR/corrupt/report-1.jsonl:2: divergence without "file", skipped
scalar-types: no readable record in DIR/corrupt
fix corrupt: exit 1, stdout []
scalar-types: DIR/corrupt/report-1.jsonl:1: invalid JSON (Syntax error), skipped
scalar-types: DIR/corrupt/report-1.jsonl:2: divergence without "file", skipped
scalar-types: no readable record in DIR/corrupt
report unreadable: exit 1, stdout []
scalar-types: DIR/unreadable/report-1.jsonl: cannot read
scalar-types: no readable record in DIR/unreadable
fix unreadable: exit 1, stdout []
scalar-types: DIR/unreadable/report-1.jsonl: cannot read
scalar-types: no readable record in DIR/unreadable
