--TEST--
cli: a malformed --top or --fail-on, fix --dry-run with --write, a fix PATH that does not exist and a command run cannot start are errors, told without PHP warnings
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('args');
cli_sample_reports($dir);
$cases = [
	['report', '--top', 'abc', $dir],
	['report', '--top=-1', $dir],
	['report', '--fail-on', 'x', $dir],
	['report', '--fail-on', '1.5', $dir],
	['report', '--fail-on=', $dir],
	['fix', '--strict-ready', '--report', $dir, '--dry-run', '--write'],
	['fix', '--strict-ready', '--report', $dir, "$dir/nonexistent/"],
	['run', '--report-dir', "$dir/r", '--', 'scalar-types-no-such-command', 'x'],
	['run', '--report-dir', "$dir/r", '--', "$dir/no-such-dir/cmd"],
];
foreach ($cases as $args) {
	[$out, $err, $rc] = cli_run($args);
	echo str_replace($dir, 'DIR', implode(' ', $args)), ": exit $rc, stdout [$out]\n  ",
		str_replace($dir, 'DIR', strtok($err, "\n")), "\n";
}
[$out, $err, $rc] = cli_run(['report', '--top', '1', '--fail-on', '7', $dir], '/');
echo "valid: exit $rc, ", substr_count($out, 'app/'), " paths shown\n";
cli_rmdir($dir);
?>
--EXPECT--
report --top abc DIR: exit 2, stdout []
  scalar-types: --top abc: not a whole number
report --top=-1 DIR: exit 2, stdout []
  scalar-types: --top -1: not a whole number
report --fail-on x DIR: exit 2, stdout []
  scalar-types: --fail-on x: not a whole number
report --fail-on 1.5 DIR: exit 2, stdout []
  scalar-types: --fail-on 1.5: not a whole number
report --fail-on= DIR: exit 2, stdout []
  scalar-types: --fail-on : not a whole number
fix --strict-ready --report DIR --dry-run --write: exit 2, stdout []
  scalar-types: fix: --dry-run, --write and --strict-paths exclude each other
fix --strict-ready --report DIR DIR/nonexistent/: exit 1, stdout []
  scalar-types: DIR/nonexistent/: no such file or directory
run --report-dir DIR/r -- scalar-types-no-such-command x: exit 127, stdout []
  scalar-types: scalar-types-no-such-command: command not found
run --report-dir DIR/r -- DIR/no-such-dir/cmd: exit 127, stdout []
  scalar-types: DIR/no-such-dir/cmd: no such file
valid: exit 0, 8 paths shown
