--TEST--
cli: verify runs a command that is not PHPUnit twice as it is: a line that differs between those runs (a time, a pid) is volatile and left out, and says so; a stable line forcing changes is still a difference, shown as is and forced strict
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('verify_volatile');
// line 2 differs on every run; line 3 is the app's result: a caught
// TypeError (strict mode only, when LOOSE is set) changes it, and nothing else
file_put_contents("$dir/lib.php", "<?php\nfunction qty(int \$n): int { return \$n; }\n");
file_put_contents("$dir/app.php", "<?php\nrequire __DIR__ . '/lib.php';\necho \"report\\n\", 'took ', hrtime(true), \" ns\\n\";\n"
	. "try { echo 'qty ', qty(getenv('LOOSE') ? '7' : 7), \"\\n\"; } catch (TypeError \$e) { echo \"qty refused\\n\"; }\n");
$show = fn(string $s) => str_replace($dir . '/', '', $s);
[$out, $err, $rc] = cli_run(['verify', '--files', "$dir/app.php", '--', PHP_BINARY, "$dir/app.php"], $dir);
echo "exit $rc\n", $show($out . $err);
echo "-- LOOSE=1: the caught TypeError changes line 3\n";
[$out, $err, $rc] = cli_run(['verify', '--files', "$dir/app.php", '--', PHP_BINARY, "$dir/app.php"], $dir, ['LOOSE' => '1']);
echo "exit $rc\n", $show($out . $err);
cli_rmdir($dir);
?>
--EXPECT--
exit 0
verify: 1 file(s) forced strict, the command run 3 times; compared: exit code, TypeErrors, stdout and stderr line by line (less the lines that differ between two runs as it is)
  verified      app.php
  (stdout: 1 line(s) that differ between two runs as it is ignored (line 2))
verify: no difference: the files can declare strict_types=1 for what this command runs
-- LOOSE=1: the caught TypeError changes line 3
exit 3
verify: 1 file(s) forced strict, the command run 3 times; compared: exit code, TypeErrors, stdout and stderr line by line (less the lines that differ between two runs as it is)
  TypeError     app.php: 1 site(s)
                line 4: qty(): Argument #1 ($n) must be of type int, string given
  (stdout: 1 line(s) that differ between two runs as it is ignored (line 2))
  stdout differs from line 3: "qty 7" as is, "qty qty refused" forced strict
verify: 2 difference(s): not safe to declare strict_types=1 as it is
