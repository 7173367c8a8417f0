--TEST--
cli: verify names each forced file the forced run never compiled (reports made in one copy of a project, verify run in another): not compiled, not verified, counted in the summary, exit 3; a file compiled strict is verified
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('verify_not_compiled');
mkdir("$dir/orig");
file_put_contents("$dir/orig/lib.php", "<?php\nfunction twice(int \$n): int { return \$n * 2; }\n");
file_put_contents("$dir/orig/app.php", "<?php\nrequire __DIR__ . '/lib.php';\necho twice(21), \"\\n\";\n");
shell_exec('cp -R ' . escapeshellarg("$dir/orig") . ' ' . escapeshellarg("$dir/copy"));
// the evidence: run in the original; the reports name its paths
[, , $rc] = cli_run(['run', '--report-dir', "$dir/r", '--', PHP_BINARY, "$dir/orig/app.php"], "$dir/orig");
echo "run: exit $rc\n";
$show = fn(string $s) => str_replace($dir, 'DIR', $s);
echo "-- verify --ready from the copy, which compiles its own files\n";
[$out, $err, $rc] = cli_run(['verify', '--ready', '--report', "$dir/r", '--', PHP_BINARY, "$dir/copy/app.php"], "$dir/orig");
echo "exit $rc\n", $show($out . $err);
echo "-- one file the copy compiles, one it does not\n";
[$out, $err, $rc] = cli_run(['verify', '--files', "$dir/copy/app.php,$dir/orig/lib.php", '--', PHP_BINARY, "$dir/copy/app.php"], $dir);
echo "exit $rc\n", $show($out . $err);
cli_rmdir($dir);
?>
--EXPECT--
run: exit 0
-- verify --ready from the copy, which compiles its own files
exit 3
verify: 2 file(s) forced strict, the command run 3 times; compared: exit code, TypeErrors, stdout and stderr line by line (less the lines that differ between two runs as it is)
  not compiled  app.php: not compiled in the forced run: not verified
  not compiled  lib.php: not compiled in the forced run: not verified
verify: no difference for the 0 file(s) verified; 2 file(s) not compiled strict in the forced run, so not verified (does this command run them? reports made from another copy of the project name other paths)
-- one file the copy compiles, one it does not
exit 3
verify: 2 file(s) forced strict, the command run 3 times; compared: exit code, TypeErrors, stdout and stderr line by line (less the lines that differ between two runs as it is)
  verified      copy/app.php
  not compiled  orig/lib.php: not compiled in the forced run: not verified
verify: no difference for the 1 file(s) verified; 1 file(s) not compiled strict in the forced run, so not verified (does this command run them? reports made from another copy of the project name other paths)
