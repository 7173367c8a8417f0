--TEST--
cli: verify runs a command as it is and with files forced strict (nothing edited): files that stay quiet are ok; a divergence on a path the evidence run did not take is caught, with the TypeError, the exit code and the output that differ; --ready takes the report's strict-ready files, which leave out a file whose line of two calls ran only one (--min-coverage 0 takes it)
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('verify');
// lib.php: a typed function (its typed return is its receipt); a.php
// calls it well; c.php passes a numeric string, but only on the "deep"
// path, which the evidence run does not take (the other call on its line
// runs: the line is not run until both have); app.php makes no scalar
// receipt, but its one call with arguments ran
file_put_contents("$dir/lib.php", "<?php\nfunction qty(int \$n): int { return \$n * 2; }\n");
file_put_contents("$dir/a.php", "<?php\nfunction a() { return qty(21); }\n");
file_put_contents("$dir/c.php", "<?php\nfunction c(array \$argv) { return isset(\$argv[1]) ? qty(\$argv[1]) : qty(1); }\n");
file_put_contents("$dir/app.php", "<?php\nrequire 'lib.php'; require 'a.php'; require 'c.php';\necho a(), ' ', c(\$argv), \"\\n\";\n");
// errors on stderr and nowhere else, whatever the build's defaults
$quiet = ['-d', 'display_errors=stderr', '-d', 'log_errors=0'];
$src = [];
foreach (glob("$dir/*.php") as $f) {
	$src[$f] = file_get_contents($f);
}
// the evidence: a run without "deep"
[, , $rc] = cli_run(['run', '--report-dir', "$dir/r", '--', PHP_BINARY, ...$quiet, "$dir/app.php"], $dir);
[$out] = cli_run(['report', '--format', 'json', "$dir/r"], $dir);
$ready = array_column(array_filter(json_decode($out, true)['files'], fn($f) => $f['status'] === 'strict-ready'), 'file');
sort($ready);
echo "evidence run: exit $rc, strict-ready: ", implode(' ', array_map('basename', $ready)), "\n";
foreach (json_decode($out, true)['files'] as $f) {
	if (basename($f['file']) === 'c.php') {
		echo "c.php: {$f['status']}; not run: line ", implode(', ', $f['not_run']), "\n";
	}
}

$verify = function (array $args) use ($dir) {
	[$out, $err, $rc] = cli_run(['verify', ...$args], $dir);
	echo "exit $rc\n", str_replace($dir . '/', '', $out), $err === '' ? '' : "stderr: " . str_replace($dir, 'DIR', $err);
};
echo "-- verify --ready, the evidence command\n";
$verify(['--ready', '--report', "$dir/r", '--', PHP_BINARY, ...$quiet, "$dir/app.php"]);
echo "-- verify --ready, the deep path\n";
$verify(['--ready', '--report', "$dir/r", '--', PHP_BINARY, ...$quiet, "$dir/app.php", '7']);
echo "-- verify --ready --min-coverage 0, the deep path\n";
$verify(['--ready', '--min-coverage', '0', '--report', "$dir/r", '--', PHP_BINARY, ...$quiet, "$dir/app.php", '7']);
echo "-- verify --files a.php, the deep path\n";
$verify(['--files', "$dir/a.php", '--', PHP_BINARY, ...$quiet, "$dir/app.php", '7']);
echo "-- usage\n";
[, $err, $rc] = cli_run(['verify', '--', PHP_BINARY, ...$quiet, "$dir/app.php"], $dir);
echo "exit $rc: ", strtok($err, "\n"), "\n";
[, $err, $rc] = cli_run(['verify', '--files', "$dir/nope.php", '--', PHP_BINARY, ...$quiet, "$dir/app.php"], $dir);
echo "exit $rc: ", str_replace($dir, 'DIR', strtok($err, "\n")), "\n";
$same = true;
foreach ($src as $f => $code) {
	$same = $same && file_get_contents($f) === $code;
}
echo "no file edited: ", $same ? 'yes' : 'no', "\n";
cli_rmdir($dir);
?>
--EXPECT--
evidence run: exit 0, strict-ready: a.php app.php lib.php
c.php: only 0 of 1 lines with sites ran (0 %), under 100 %; not run: line 2
-- verify --ready, the evidence command
exit 0
verify: 3 file(s) forced strict, the command run 3 times; compared: exit code, TypeErrors, stdout and stderr line by line (less the lines that differ between two runs as it is)
  verified      a.php
  verified      app.php
  verified      lib.php
verify: no difference: the files can declare strict_types=1 for what this command runs
-- verify --ready, the deep path
exit 0
verify: 3 file(s) forced strict, the command run 3 times; compared: exit code, TypeErrors, stdout and stderr line by line (less the lines that differ between two runs as it is)
  verified      a.php
  verified      app.php
  verified      lib.php
verify: no difference: the files can declare strict_types=1 for what this command runs
-- verify --ready --min-coverage 0, the deep path
exit 3
verify: 4 file(s) forced strict, the command run 3 times; compared: exit code, TypeErrors, stdout and stderr line by line (less the lines that differ between two runs as it is)
  verified      a.php
  verified      app.php
  TypeError     c.php: 1 site(s)
                line 2: qty(): Argument #1 ($n) must be of type int, string given
  verified      lib.php
  exit code: 0 as is, 255 forced strict
  stdout differs from line 1: "42 14" as is, "42 " forced strict
  stderr differs from line 1: "" as is, "Fatal error: Uncaught TypeError: qty(): Argument #1 ($n) must be of type int, string given, called i…" forced strict
verify: 4 difference(s): not safe to declare strict_types=1 as it is
-- verify --files a.php, the deep path
exit 0
verify: 1 file(s) forced strict, the command run 3 times; compared: exit code, TypeErrors, stdout and stderr line by line (less the lines that differ between two runs as it is)
  verified      a.php
verify: no difference: the files can declare strict_types=1 for what this command runs
-- usage
exit 2: scalar-types: verify: name the files to force strict: --files LIST or --ready (one of them)
exit 1: scalar-types: DIR/nope.php: no such file
no file edited: yes
