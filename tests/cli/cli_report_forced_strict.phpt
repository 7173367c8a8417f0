--TEST--
cli: a forced-strict file whose one call had three divergent arguments threw one TypeError: the status says it threw, and counts arguments, not TypeErrors
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('forced_strict');
file_put_contents("$dir/s.php", <<<'PHP'
<?php
function f(int $a, int $b, int $c) { return $a; }
try { f("1", "2", "3"); } catch (TypeError $e) { echo "caught: ", $e->getMessage(), "\n"; }
PHP);
[$out, $err, $rc] = cli_run(['run', '--report-dir', "$dir/r", '--strict-paths', "$dir/s.php", '--', "$dir/s.php"]);
echo $out, "run exit $rc\n";
[$out, $err, $rc] = cli_run(['report', '--format', 'json', "$dir/r"]);
foreach (json_decode($out, true)['files'] as $f) {
	echo basename($f['file']), ": {$f['mode']}, {$f['divergences']} divergent, {$f['status']}\n";
}
cli_rmdir($dir);
?>
--EXPECTF--
caught: f(): Argument #1 ($a) must be of type int, string given, called in %s
run exit 0
s.php: strict, 3 divergent, strict: threw TypeError (3 argument(s) strict mode rejects)
