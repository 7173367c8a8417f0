--TEST--
cli: --help, -h, help and --version print the usage or the version and exit 0; the usage names every option parse_args() accepts
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
foreach (['--help', '-h', 'help'] as $a) {
	[$out, $err, $rc] = cli_run([$a]);
	echo "$a: exit $rc, stderr [$err], ", strtok($out, "\n"), "\n";
}
[$out, $err, $rc] = cli_run(['--version']);
echo "--version: exit $rc, stderr [$err], $out";
[$out, $err, $rc] = cli_run([]);
echo "no command: exit $rc, ", strtok($out, "\n"), "\n";
[$out, $err, $rc] = cli_run(['nope']);
echo "unknown command: exit $rc, stdout [$out], ", strtok($err, "\n"), "\n";

// every option of every parse_args() call is documented in the usage
[$help] = cli_run(['--help']);
$src = implode("\n", array_map('file_get_contents', [dirname(__DIR__, 2) . '/bin/scalar-types', ...glob(dirname(__DIR__, 2) . '/cli/*.php')]));
preg_match_all('/parse_args\(\$args, \[([^\]]*)\], \[([^\]]*)\]\)/', $src, $m, PREG_SET_ORDER);
$missing = [];
$n = 0;
foreach ($m as $call) {
	preg_match_all("/'([a-z-]+)'/", $call[1] . $call[2], $names);
	foreach ($names[1] as $name) {
		$n++;
		if (!preg_match('/--' . preg_quote($name, '/') . '\b/', $help)) {
			$missing[] = "--$name";
		}
	}
}
echo count($m), " parse_args() calls, ", $n > 10 ? 'more than 10' : $n, " options, undocumented: ", $missing ? implode(' ', $missing) : 'none', "\n";
?>
--EXPECT--
--help: exit 0, stderr [], scalar-types: what PHP's type juggling does in your code, and what strict_types would break
-h: exit 0, stderr [], scalar-types: what PHP's type juggling does in your code, and what strict_types would break
help: exit 0, stderr [], scalar-types: what PHP's type juggling does in your code, and what strict_types would break
--version: exit 0, stderr [], scalar-types 0.1.0
no command: exit 0, scalar-types: what PHP's type juggling does in your code, and what strict_types would break
unknown command: exit 2, stdout [], scalar-types: unknown command nope
4 parse_args() calls, more than 10 options, undocumented: none
