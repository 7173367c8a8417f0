--TEST--
cli: run passes stdin, stdout, stderr and the exit code through (adding nothing to stderr when it is not a terminal), and collects the reports of child PHP processes too
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('run');
$script = "$dir/app.php";
file_put_contents($script, <<<'PHP'
<?php
function f(int $x) { return $x; }
f("5");
echo "out: ", trim(fgets(STDIN)), "\n";
fwrite(STDERR, "err line\n");
// a child PHP process: its report must land in the same directory
passthru(escapeshellarg(PHP_BINARY) . ' -r ' . escapeshellarg('function g(bool $b) {} g(1); echo "child\n";'));
exit(7);
PHP);
$cmd = [PHP_BINARY, dirname(__DIR__, 2) . '/bin/scalar-types', 'run', '--report-dir', "$dir/reports", '--', $script];
$env = getenv();
$env['SCALAR_TYPES_SO'] = getenv('SCALAR_TYPES_SO') ?: dirname(__DIR__, 2) . '/modules/scalar_types.so';
$p = proc_open($cmd, [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes, null, $env);
fwrite($pipes[0], "hello\n");
fclose($pipes[0]);
$out = stream_get_contents($pipes[1]);
$err = stream_get_contents($pipes[2]);
$rc = proc_close($p);
echo $out, str_replace($dir, 'DIR', $err), "exit: $rc\n";
$functions = [];
foreach (glob("$dir/reports/*.jsonl") as $f) {
	foreach (file($f) as $line) {
		$r = json_decode($line, true);
		if ($r['record'] === 'divergence') {
			$functions[] = $r['function'] . ' ' . $r['coercion'];
		}
	}
}
sort($functions);
echo count(glob("$dir/reports/*.jsonl")), " report files: ", implode(', ', $functions), "\n";
[, $err, $rc] = cli_run(['run', '--report-dir', "$dir/r2", '--', $script], null, ['SCALAR_TYPES_SO' => "$dir/nope.so"]);
echo "missing module: exit $rc: ", str_replace($dir, 'DIR', $err);
cli_rmdir($dir);
?>
--EXPECT--
out: hello
child
err line
exit: 7
2 report files: f numeric_string_to_int, g int_to_bool
missing module: exit 1: scalar-types: SCALAR_TYPES_SO=DIR/nope.so: no such file
