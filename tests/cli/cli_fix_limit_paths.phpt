--TEST--
cli: fix --strict-ready --limit N takes the N strict-ready files with the most calls observed first; --strict-paths prints the scalar_types.strict_paths line for them instead of editing
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('fix_limit');
// three weak files with 1, 3 and 2 observed receipts (calls of a typed
// function), none divergent; app.php makes no scalar receipt itself
file_put_contents("$dir/one.php", "<?php\nfunction one() { t('a'); }\n");
file_put_contents("$dir/three.php", "<?php\nfunction three() { t('a'); t('b'); t('c'); }\n");
file_put_contents("$dir/two.php", "<?php\nfunction two() { t('a'); t('b'); }\n");
file_put_contents("$dir/app.php", "<?php\nfunction t(string \$s) {}\nrequire 'one.php'; require 'three.php'; require 'two.php';\none(); three(); two();\n");
$before = array_map('file_get_contents', glob("$dir/*.php"));
cli_run(['run', '--report-dir', "$dir/r", '--', PHP_BINARY, "$dir/app.php"], $dir);
[$out, $err, $rc] = cli_run(['fix', '--strict-ready', '--report', "$dir/r", '--dry-run', '--limit', '2'], $dir);
echo "dry-run --limit 2: exit $rc\n", str_replace("$dir/", '', $out);
[$out, $err, $rc] = cli_run(['fix', '--strict-ready', '--report', "$dir/r", '--strict-paths'], $dir);
echo "--strict-paths: exit $rc\n", str_replace("$dir/", '', $out);
[$out, $err, $rc] = cli_run(['fix', '--strict-ready', '--report', "$dir/r", '--strict-paths', '--write'], $dir);
echo "--strict-paths --write: exit $rc, ", strtok($err, "\n"), "\n";
echo "files unchanged: ", $before === array_map('file_get_contents', glob("$dir/*.php")) ? 'yes' : 'no', "\n";
cli_rmdir($dir);
?>
--EXPECT--
dry-run --limit 2: exit 0
app.php: not ready: no calls observed
three.php: would add declare(strict_types=1) (3 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
two.php: would add declare(strict_types=1) (2 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
--strict-paths: exit 0
scalar_types.strict_paths=three.php,two.php,one.php
--strict-paths --write: exit 2, scalar-types: fix: --dry-run, --write and --strict-paths exclude each other
files unchanged: yes
