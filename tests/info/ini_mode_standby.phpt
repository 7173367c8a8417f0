--TEST--
ini: scalar_types.mode=standby installs the hooks at startup and judges only the requests whose mode is compare (a [PATH=] section under php-cgi, as FPM's php_admin_value in one pool); the others are not judged and write no report; no warning
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
$dir = st_tmpdir('mode_standby');
@mkdir("$dir/judged");
@mkdir("$dir/other");
$code = "<?php\nfunction f(int \$x) { return \$x; }\nf('5');\necho basename(__DIR__), ': mode=', ini_get('scalar_types.mode'), ' records=', count(scalar_types_report()), \"\\n\";\n";
st_write("$dir/judged/main.php", $code);
st_write("$dir/other/main.php", $code);
st_write("$dir/php.ini", "extension=" . st_so() . "\ndisplay_errors=1\nerror_reporting=-1\nhtml_errors=0\n"
	. "scalar_types.mode=standby\nscalar_types.report_file=$dir/report-%p.jsonl\n[PATH=$dir/judged]\nscalar_types.mode=compare\n");
foreach (['judged', 'other'] as $d) {
	$r = st_run([st_php_cgi(), '-c', "$dir/php.ini", '-q', '-T', '2', "$dir/$d/main.php"], $dir, 20.0, ['PATH' => getenv('PATH')]);
	$out = preg_replace('/^(Content-type|X-Powered-By): .*$/mi', '', $r['out']);
	echo trim(preg_replace("/\n+/", "\n", str_replace($dir, 'DIR', $out))), "\n";
	echo "exit {$r['rc']}\n";
}
$files = [];
foreach (glob("$dir/report-*.jsonl") as $f) {
	foreach (file($f) as $l) {
		$rec = json_decode($l, true);
		$files[] = $rec['record'] === 'divergence' ? basename(dirname($rec['file'])) : 'summary';
	}
}
sort($files);
echo "report records: ", implode(' ', $files), "\n";
st_rmtree($dir);
?>
--EXPECT--
judged: mode=compare records=1
judged: mode=compare records=1
exit 0
other: mode=standby records=0
other: mode=standby records=0
exit 0
report records: judged judged summary summary
