--TEST--
ini: scalar_types.mode=compare set for a request after startup (a [PATH=] section under php-cgi, as FPM's php_admin_value) warns once per process that it has no effect and where to set it
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
require __DIR__ . '/../helpers/force_lib.inc';
if (!st_php_cgi()) die('skip php-cgi of this PHP version not installed (Debian: php8.2-cgi)');
?>
--FILE--
<?php
require __DIR__ . '/../helpers/force_lib.inc';
$dir = st_tmpdir('mode_after_startup');
$main = st_write("$dir/main.php", "<?php\nfunction f(int \$x) { return \$x; }\nf('5');\necho 'mode=', ini_get('scalar_types.mode'), ' records=', count(scalar_types_report()), \"\\n\";\n");
// applied per request, at PHP_INI_SYSTEM: what php_admin_value does in an FPM pool
st_write("$dir/php.ini", "extension=" . st_so() . "\ndisplay_errors=1\nerror_reporting=-1\nhtml_errors=0\n[PATH=$dir]\nscalar_types.mode=compare\n");
$r = st_run([st_php_cgi(), '-c', "$dir/php.ini", '-q', '-T', '2', $main], $dir, 20.0, ['PATH' => getenv('PATH')]);
$out = preg_replace('/^(Content-type|X-Powered-By): .*$/mi', '', $r['out']);
echo trim(preg_replace("/\n+/", "\n", str_replace($dir, 'DIR', $out))), "\n";
echo "exit {$r['rc']}\n";
?>
--EXPECT--
Warning: PHP Request Startup: scalar_types.mode=compare set after startup has no effect: compare mode's hooks are installed when PHP starts, and they were not; set scalar_types.mode=compare (or standby, to choose per pool or directory) in php.ini or with -d when PHP starts (for FPM: the master's php.ini, then php_admin_value[scalar_types.mode]=compare in the pools to judge) in Unknown on line 0
mode=compare records=0
mode=compare records=0
exit 0
