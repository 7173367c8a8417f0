--TEST--
cli: fix --casts --strict-ready --write --verify -- COMMAND proves the conversions before any edit: the files run from their converted copies (scalar_types.source_overlay) forced strict; a file a TypeError fails is left as it was, with that TypeError, and the others are proved again and written
--EXTENSIONS--
scalar_types
tokenizer
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('fix_casts_verify');
file_put_contents("$dir/ok.php", "<?php\nfunction ok_len(\$n) { return strlen(\$n); }\n");
file_put_contents("$dir/bad.php", "<?php\nfunction bad_len(\$n) { return strlen(\$n); }\n");
file_put_contents("$dir/main.php", "<?php\nrequire __DIR__ . '/ok.php';\nrequire __DIR__ . '/bad.php';\n"
	. "\$x = \$argv[1] === 'float' ? 1.5 : 7;\necho ok_len(7), ' ', bad_len(\$x), \"\\n\";\n");
[$out, , $rc] = cli_run(['run', '--', PHP_BINARY, "$dir/main.php", 'int'], $dir);
echo "run (ints only): exit $rc, $out";
// the proof runs a command that passes bad.php a float the run never saw
[$out, $err, $rc] = cli_run(['fix', '--casts', '--strict-ready', '--write', '--verify', '--', PHP_BINARY, "$dir/main.php", 'float'], $dir);
// where the fatal error goes (stdout or stderr) is the PHP build's display setting: those lines, and their count, left out
$shown = preg_replace(['/^  (stdout|stderr) differs.*\n/m', '/^verify: \d+ difference\(s\)/m'], ['', 'verify: N difference(s)'], $out . $err);
echo "fix --verify: exit $rc\n", str_replace($dir, 'DIR', $shown);
foreach (['ok.php', 'bad.php'] as $f) {
	echo "== $f\n", file_get_contents("$dir/$f");
}
[$out, , $rc] = cli_run(['run', '--', PHP_BINARY, "$dir/main.php", 'float'], $dir);
echo "after: exit $rc, $out";
cli_rmdir($dir);
?>
--EXPECT--
run (ints only): exit 0, 1 1
fix --verify: exit 0
verify: 3 file(s) forced strict, those with conversions run from converted copies, the command run 3 times; compared: exit code, TypeErrors, stdout and stderr line by line (less the lines that differ between two runs as it is)
  verified      main.php
  TypeError     bad.php: 1 site(s)
                line 2: strlen(): Argument #1 ($string) must be of type string, float given
  verified      ok.php
  exit code: 0 as is, 255 forced strict
verify: N difference(s): not safe to declare strict_types=1 as it is
verify: 2 file(s) forced strict, those with conversions run from converted copies, the command run 3 times; compared: exit code, TypeErrors, stdout and stderr line by line (less the lines that differ between two runs as it is)
  verified      main.php
  verified      ok.php
verify: no difference: the files can declare strict_types=1 for what this command runs
DIR/main.php: declare(strict_types=1) added
DIR/ok.php: 1 conversion(s) written, declare(strict_types=1) added
scalar-types: DIR/bad.php: left as it was: strlen(): Argument #1 ($string) must be of type string, float given (line 2)
scalar-types: verifying the 2 other file(s) again
== ok.php
<?php
declare(strict_types=1);
function ok_len($n) { return strlen(\is_int($n) ? (string) $n : $n); }
== bad.php
<?php
function bad_len($n) { return strlen($n); }
after: exit 0, 1 3
