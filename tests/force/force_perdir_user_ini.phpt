--TEST--
force: per-directory values (.user.ini under php-cgi) override the startup path lists for the request, over several requests
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
$dir = st_tmpdir('force_perdir');
st_write("$dir/src/a.php", "<?php\nreturn (function () { try { strlen(5); return 'weak'; } catch (TypeError \$e) { return 'strict'; } })();\n");
$main = st_write("$dir/main.php", "<?php\necho 'strict_paths=', json_encode(ini_get('scalar_types.strict_paths'), JSON_UNESCAPED_SLASHES), ' weak_paths=', json_encode(ini_get('scalar_types.weak_paths'), JSON_UNESCAPED_SLASHES), ' src/a.php: ', include __DIR__ . '/src/a.php', \"\\n\";\n");

$cases = [
	// [startup INI, .user.ini text, comment]
	[[], "scalar_types.strict_paths = \"src/\"\n", 'no startup value'],
	[['scalar_types.strict_paths' => 'lib/'], "scalar_types.strict_paths = \"src/\"\n", 'overrides a startup value'],
	[['scalar_types.strict_paths' => 'src/'], "scalar_types.weak_paths = \"src/\"\n", 'the other list'],
	[['scalar_types.strict_paths' => 'src/', 'scalar_types.weak_paths' => 'lib/'], "scalar_types.strict_paths = \"lib/\"\nscalar_types.weak_paths = \"src/\"\n", 'both lists'],
	[[], "scalar_types.strict_paths = \"[abc,src/\"\n", 'a bad entry'],
];
foreach ($cases as [$startup, $userIni, $comment]) {
	file_put_contents("$dir/.user.ini", $userIni);
	$cmd = [st_php_cgi(), '-n', '-q', '-T', '3'];   // 3 requests in one process
	foreach ($startup + ['extension' => st_so(), 'display_errors' => '1', 'error_reporting' => '-1', 'html_errors' => '0'] as $k => $v) {
		array_push($cmd, '-d', "$k=$v");
	}
	$cmd[] = $main;
	$r = st_run($cmd, $dir, 20.0, ['DOCUMENT_ROOT' => $dir, 'PATH' => getenv('PATH')]);
	$err = trim(preg_replace('/^Elapsed time: .*$/m', '', $r['err']));
	echo "== $comment (exit {$r['rc']})\n", trim(preg_replace("/\n+/", "\n", str_replace($dir, 'DIR', preg_replace('/^Content-type: .*$/mi', '', $r['out'])))), "\n", $err === '' ? '' : "stderr: $err\n";
}
?>
--EXPECT--
== no startup value (exit 0)
strict_paths="src/" weak_paths="" src/a.php: strict
strict_paths="src/" weak_paths="" src/a.php: strict
strict_paths="src/" weak_paths="" src/a.php: strict
== overrides a startup value (exit 0)
strict_paths="src/" weak_paths="" src/a.php: strict
strict_paths="src/" weak_paths="" src/a.php: strict
strict_paths="src/" weak_paths="" src/a.php: strict
== the other list (exit 0)
strict_paths="src/" weak_paths="src/" src/a.php: weak
strict_paths="src/" weak_paths="src/" src/a.php: weak
strict_paths="src/" weak_paths="src/" src/a.php: weak
== both lists (exit 0)
strict_paths="lib/" weak_paths="src/" src/a.php: weak
strict_paths="lib/" weak_paths="src/" src/a.php: weak
strict_paths="lib/" weak_paths="src/" src/a.php: weak
== a bad entry (exit 0)
Warning: PHP Request Startup: scalar_types.strict_paths: invalid pattern "[abc" ignored (unbalanced '[') in Unknown on line 0
strict_paths="[abc,src/" weak_paths="" src/a.php: strict

Warning: PHP Request Startup: scalar_types.strict_paths: invalid pattern "[abc" ignored (unbalanced '[') in Unknown on line 0
strict_paths="[abc,src/" weak_paths="" src/a.php: strict

Warning: PHP Request Startup: scalar_types.strict_paths: invalid pattern "[abc" ignored (unbalanced '[') in Unknown on line 0
strict_paths="[abc,src/" weak_paths="" src/a.php: strict
