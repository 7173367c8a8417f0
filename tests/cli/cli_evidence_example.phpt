--TEST--
cli: the bundled example app's evidence, against counts made by hand from its source: K of N lines with sites per file and the lines not run (lib/format.php's strtotime() branch; lib/image.php's gd lines when gd is absent)
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('evidence_example');
$app = dirname(__DIR__, 2) . '/examples/legacy-app';
$gd = trim((string) shell_exec(escapeshellarg(PHP_BINARY) . ' -r ' . escapeshellarg('echo (int) function_exists("imagecreatetruecolor");'))) === '1';
cli_run(['run', '--report-dir', "$dir/r", '--', PHP_BINARY, '-d', 'display_errors=0', "$app/index.php"], $dir);
[$out] = cli_run(['report', '--format', 'json', "$dir/r"], $app);
// counted by hand: each line holding a call with arguments, or a typed
// return or property write whose value's type the compiler cannot know
// PHP 8.4 compiles sprintf() of a literal format of %s and %d, called by
// its global name, into string building: no call (bootstrap.php:17,
// image.php:18; models.php is in a namespace, where sprintf() is looked up
// at run time and stays a call: the engine's opcode dump shows
// INIT_NS_FCALL_BY_NAME there)
$rope = PHP_VERSION_ID >= 80400;
$hand = [
	'index.php' => [22, []],        // 22..61: the calls of the page
	'lib/bootstrap.php' => [$rope ? 6 : 7, []], // ini_set x3, error_reporting, set_error_handler, sprintf, substr(strlen(dirname()))
	'lib/db.php' => [3, []],        // new self(), substr(strrpos()), the setting() return
	'lib/format.php' => [10, [37]], // strtotime() in the branch the data never takes
	'lib/image.php' => [$rope ? 4 : 5, $gd ? [] : [29, 30]], // sprintf(); imagecreatetruecolor(), imagesx()/imagesy() need gd
	'lib/models.php' => [4, []],    // sprintf(intdiv()), new self(), setQuantity(), sprintf()
];
foreach (json_decode($out, true)['files'] as $f) {
	$name = substr($f['file'], strlen($app) + 1);
	[$n, $notRun] = $hand[$name] ?? [null, null];
	echo "$name: ", $f['site_lines'] === $n && $f['not_run'] === $notRun && $f['run_lines'] === $n - count($notRun)
		? 'as counted' : "{$f['run_lines']} of {$f['site_lines']}, not run " . implode(',', $f['not_run']), "\n";
	unset($hand[$name]);
}
echo "files not in the report: ", $hand ? implode(' ', array_keys($hand)) : 'none', "\n";
cli_rmdir($dir);
?>
--EXPECT--
lib/bootstrap.php: as counted
lib/db.php: as counted
index.php: as counted
lib/format.php: as counted
lib/image.php: as counted
lib/models.php: as counted
files not in the report: none
