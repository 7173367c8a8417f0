--TEST--
cli: SIGTERM sent to run is passed on to the command, and run removes its temporary INI directory (exit 128 + 15)
--EXTENSIONS--
scalar_types
pcntl
posix
--SKIPIF--
<?php
if (!extension_loaded('pcntl')) die('skip run forwards signals only with pcntl (the CLI process, like this one)');
// run-tests -m sets USE_ZEND_ALLOC=0: the child would not start within the test's waits under memcheck
if (getenv('USE_ZEND_ALLOC') === '0') die('skip timing-bound: too slow under valgrind');
?>
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('signal');
$tmp = "$dir/tmp";
mkdir($tmp);
$env = getenv();
$env['SCALAR_TYPES_SO'] ??= dirname(__DIR__, 2) . '/modules/scalar_types.so';
$env['TMPDIR'] = $tmp;
unset($env['PHP_INI_SCAN_DIR']);
$cmd = [PHP_BINARY, '-d', 'pcre.jit=' . (int) ini_get('pcre.jit'), '-d', "sys_temp_dir=$tmp", dirname(__DIR__, 2) . '/bin/scalar-types', 'run', '--report-dir', "$dir/r", '--',
	PHP_BINARY, '-r', 'file_put_contents($argv[1], getmypid()); sleep(30); echo "not killed\n";', "$dir/child.pid"];
$p = proc_open($cmd, [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes, null, $env);
fclose($pipes[0]);
for ($i = 0; $i < 200 && !@file_get_contents("$dir/child.pid"); $i++) {
	usleep(25000);
}
$child = (int) file_get_contents("$dir/child.pid");
echo "child started: ", $child > 0 ? 'yes' : 'no', ", temp INI dirs while running: ", count(glob("$tmp/scalar-types-ini.*")), "\n";
$t = microtime(true);
proc_terminate($p, SIGTERM);
$out = stream_get_contents($pipes[1]);
$err = stream_get_contents($pipes[2]);
$st = proc_get_status($p);
while ($st['running']) {
	usleep(10000);
	$st = proc_get_status($p);
}
proc_close($p);
echo "run ended in under 5 s: ", microtime(true) - $t < 5 ? 'yes' : 'no', ", exit ", $st['exitcode'], "\n";
echo "child gone: ", posix_kill($child, 0) ? 'no' : 'yes', "\n";
echo "temp INI dirs left: ", count(glob("$tmp/scalar-types-ini.*")), "\n";
echo "stdout [$out]\n", str_replace($dir, 'DIR', $err);
cli_rmdir($dir);
?>
--EXPECT--
child started: yes, temp INI dirs while running: 1
run ended in under 5 s: yes, exit 143
child gone: yes
temp INI dirs left: 0
stdout []
scalar-types: no report was written in DIR/r (did the command run PHP, and did it reach a request end?)
