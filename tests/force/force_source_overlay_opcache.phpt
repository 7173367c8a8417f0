--TEST--
force: with OPcache on, a scalar_types.source_overlay copy is compiled past the cache: the copy runs, and the cache never holds it (the files without a copy are cached as usual)
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
// the child runs with -n: OPcache built in (8.5+), or loadable from the default extension_dir
$php = escapeshellarg(PHP_BINARY);
$ok = trim((string) shell_exec("$php -n -r 'echo (int) extension_loaded(\"Zend OPcache\");'")) === '1'
	|| trim((string) shell_exec("$php -n -d zend_extension=opcache -r 'echo (int) extension_loaded(\"Zend OPcache\");' 2>/dev/null")) === '1';
if (!$ok) die('skip OPcache cannot be loaded by a child PHP started with -n');
?>
--FILE--
<?php
require __DIR__ . '/../helpers/force_lib.inc';
$dir = st_tmpdir('force_overlay_opc');
st_write("$dir/lib/conv.php", "<?php\nfunction conv(\$n) { return strlen(\$n); }\n");
$main = st_write("$dir/main.php", "<?php\nrequire __DIR__ . '/lib/conv.php';\n"
	. "try { echo conv(12345), \"\\n\"; } catch (TypeError \$e) { echo 'TypeError: ', \$e->getMessage(), \"\\n\"; }\n"
	. "echo 'cached: ', opcache_is_script_cached(__DIR__ . '/lib/conv.php') ? 'yes' : 'no', ', main cached: ', opcache_is_script_cached(__FILE__) ? 'yes' : 'no', \"\\n\";\n");
$ov = "$dir/overlay";
st_write($ov . "$dir/lib/conv.php", "<?php\nfunction conv(\$n) { return strlen((string) \$n); }\n");
chmod($ov, 0700);
$static = trim((string) shell_exec(escapeshellarg(PHP_BINARY) . " -n -r 'echo (int) extension_loaded(\"Zend OPcache\");'")) === '1';
$ini = ['scalar_types.mode' => 'compare', 'scalar_types.strict_paths' => "$dir/lib/conv.php"]
	+ ($static ? [] : ['zend_extension' => 'opcache']) + ['opcache.enable' => '1', 'opcache.enable_cli' => '1', 'opcache.file_update_protection' => '0'];
foreach (['from disk' => $ini, 'the copy' => $ini + ['scalar_types.source_overlay' => $ov]] as $what => $set) {
	$r = st_php($set, [$main]);
	echo "== $what, forced strict, opcache on: exit {$r['rc']}\n", str_replace($dir, 'DIR', $r['out'] . $r['err']);
}
st_rmtree($dir);
?>
--EXPECT--
== from disk, forced strict, opcache on: exit 0
TypeError: strlen(): Argument #1 ($string) must be of type string, int given
cached: yes, main cached: yes
== the copy, forced strict, opcache on: exit 0
5
cached: no, main cached: yes
