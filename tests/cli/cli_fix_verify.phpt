--TEST--
cli: fix --strict-ready --write --verify -- COMMAND writes only after verify passes: a divergence the forced run finds writes nothing (exit 3); with none, the declares are written, and the file whose evidence is short is not among them
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('fix_verify');
// c.php passes a numeric string on the "deep" path only, which the
// evidence run does not take: with the default --min-coverage (100 %) it
// is not strict-ready (its line of two calls ran one); with 0 it is, and
// verify on the deep path stops the write
file_put_contents("$dir/lib.php", "<?php\nfunction qty(int \$n): int { return \$n * 2; }\n");
file_put_contents("$dir/c.php", "<?php\nfunction c(array \$argv) { return isset(\$argv[1]) ? qty(\$argv[1]) : qty(1); }\n");
file_put_contents("$dir/app.php", "<?php\nrequire 'lib.php'; require 'c.php';\necho c(\$argv), \"\\n\";\n");
$quiet = ['-d', 'display_errors=stderr', '-d', 'log_errors=0'];
cli_run(['run', '--report-dir', "$dir/r", '--', PHP_BINARY, "$dir/app.php"], $dir);
$declares = fn() => count(array_filter(glob("$dir/*.php"), fn($f) => str_contains(file_get_contents($f), 'declare(strict_types=1)')));

[$out, $err, $rc] = cli_run(['fix', '--strict-ready', '--min-coverage', '0', '--report', "$dir/r", '--write', '--verify', '--', PHP_BINARY, ...$quiet, "$dir/app.php", '7'], $dir);
echo "the deep path, --min-coverage 0: exit $rc, ", strtok(str_replace($dir, 'DIR', $err), "\n"), ", declares written: ", $declares(), "\n";
echo "  ", trim((string) strrchr(trim($out), "\n")), "\n";
[$out, $err, $rc] = cli_run(['fix', '--strict-ready', '--report', "$dir/r", '--write', '--verify', '--', PHP_BINARY, ...$quiet, "$dir/app.php", '7'], $dir);
echo "the deep path: exit $rc, declares written: ", $declares(), ", c.php: ",
	str_contains(file_get_contents("$dir/c.php"), 'declare') ? 'changed' : 'unchanged', "\n";
$lines = explode("\n", trim(str_replace("$dir/", '', $out)));
sort($lines);
foreach ($lines as $l) {
	echo "  $l\n";
}
[, $err, $rc] = cli_run(['fix', '--strict-ready', '--report', "$dir/r", '--verify'], $dir);
echo "--verify without --write and a command: exit $rc, ", strtok($err, "\n"), "\n";
cli_rmdir($dir);
?>
--EXPECT--
the deep path, --min-coverage 0: exit 3, scalar-types: verify found differences: nothing written, declares written: 0
  verify: 4 difference(s): not safe to declare strict_types=1 as it is
the deep path: exit 0, declares written: 2, c.php: unchanged
    verified      app.php
    verified      lib.php
  app.php: declare(strict_types=1) added
  lib.php: declare(strict_types=1) added
  verify: 2 file(s) forced strict, the command run 3 times; compared: exit code, TypeErrors, stdout and stderr line by line (less the lines that differ between two runs as it is)
  verify: no difference: the files can declare strict_types=1 for what this command runs
--verify without --write and a command: exit 2, scalar-types: fix: --verify goes with --write and a command: fix --strict-ready --write --verify -- COMMAND...
