--TEST--
traffic: a request judged at a sample rate below 1 leaves its files to OPcache and shows a file's compile-time warnings as OPcache does: at the compile that fills the cache, never to a user error handler, and not again on later requests
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
require __DIR__ . '/../../helpers/force_lib.inc';
if (st_opcache_load() === null) die('skip opcache not available');
if (st_php_cgi() === null) die('skip php-cgi not installed');
?>
--FILE--
<?php
require __DIR__ . '/../../helpers/force_lib.inc';
$dir = st_tmpdir('sampled_warnings');
// a compile-time deprecation (an optional parameter before a required one)
st_write("$dir/lib.php", <<<'PHP'
<?php
function f($a = 1, $b) { return $a + $b; }
class K { public int $p = 0; }
$k = new K;
$k->p = "3";
PHP);
$main = st_write("$dir/main.php", <<<'PHP'
<?php
set_error_handler(function ($n, $s) { echo "handler: $s\n"; return true; });
include __DIR__ . '/lib.php';
echo "last: ", error_get_last()['message'] ?? 'none', "\n";
echo "p=", var_export($k->p, true), ", f: ", f(2, 3), "\n";
PHP);
$ini = ['error_reporting' => '-1', 'display_errors' => '1', 'html_errors' => '0', ...st_opcache_load(),
	'opcache.enable' => '1', 'opcache.enable_cli' => '1', 'opcache.jit' => 'disable',
	// the files are seconds old
	'opcache.file_update_protection' => '0'];
$args = fn(array $ini) => array_merge(...array_map(fn($k, $v) => ['-d', "$k=$v"], array_keys($ini), $ini));
$judged = ['extension' => st_so(), 'scalar_types.mode' => 'compare', 'scalar_types.sample_rate' => '0.9999999'];
// three requests in one php-cgi process (one OPcache), and one CLI run
foreach (['php-cgi -T 3' => [st_php_cgi(), '-n', '-q', '-T', '3'], 'php (cli)' => [PHP_BINARY, '-n']] as $label => $cmd) {
	// an environment of its own: run-tests' CGI variables would name another script
	$env = ['PATH' => (string) getenv('PATH')];
	$bare = st_run([...$cmd, ...$args($ini), $main], null, 20.0, $env);
	$ext = st_run([...$cmd, ...$args($ini + $judged), $main], null, 20.0, $env);
	$clean = fn(string $s) => trim(preg_replace('/^Elapsed time.*$/m', '', str_replace($dir, 'DIR', $s)));
	// up to 8.4 OPcache shows the diagnostic itself (it compiles with no
	// user handler), 8.5 on gives it to the handler; once per OPcache
	$b = $clean($bare['out'] . $bare['err']);
	echo "== $label: ", preg_match_all('/^(Deprecated|handler): .*Optional parameter \$a declared before required/m', $b), " diagnostic(s), ",
		substr_count($b, 'p=3, f: 5'), " request(s)\n";
	echo "judged: ", $clean($ext['out'] . $ext['err']) === $clean($bare['out'] . $bare['err']) ? 'the same' : "DIFFERENT:\n" . $clean($ext['out'] . $ext['err']), "\n";
}
?>
--EXPECT--
== php-cgi -T 3: 1 diagnostic(s), 3 request(s)
judged: the same
== php (cli): 1 diagnostic(s), 1 request(s)
judged: the same
