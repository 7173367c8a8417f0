--TEST--
force: files compiled by opcache.preload follow the path lists (the policy is read at startup, before preloading)
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
require __DIR__ . '/../helpers/opcache.inc';
if (st_opcache_load() === null) die('skip opcache not available');
?>
--FILE--
<?php
require __DIR__ . '/../helpers/force_lib.inc';
$dir = st_tmpdir('force_preload');
$probe = 'try { strlen(5); return "weak"; } catch (TypeError $e) { return "strict"; }';
st_write("$dir/src/lib.php", "<?php\nfunction lib_probe() { $probe }\nclass LibC { public int \$p = 0; function set(\$v) { \$this->p = \$v; return \$this->p; } }\n");
st_write("$dir/legacy/old.php", "<?php declare(strict_types=1);\nfunction old_probe() { $probe }\nfunction old_ret(): int { return '5'; }\n");
$preload = st_write("$dir/preload.php", "<?php\nopcache_compile_file(__DIR__ . '/src/lib.php');\nopcache_compile_file(__DIR__ . '/legacy/old.php');\n");
$main = st_write("$dir/main.php", <<<'PHP'
<?php
echo "preloaded: ", var_export(function_exists('lib_probe') && function_exists('old_probe'), true), "\n";
echo "lib_probe: ", lib_probe(), "\n";
try { echo "LibC->set('5'): ", var_export((new LibC)->set('5'), true), "\n"; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "old_probe: ", old_probe(), "\n";
try { echo "old_ret: ", var_export(old_ret(), true), "\n"; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
PHP);
// opcache.preload_user only matters (and is required) when running as root
// (no file cache: shm only, nothing shared between the runs)
$ini = st_opcache_ini('') + ['opcache.preload' => $preload, 'opcache.preload_user' => 'root'];
unset($ini['opcache.file_cache']);
foreach ([
	'no policy' => [],
	'strict_paths=src/, weak_paths=legacy/' => ['scalar_types.strict_paths' => 'src/', 'scalar_types.weak_paths' => 'legacy/'],
] as $label => $policy) {
	$r = st_php($ini + $policy, [$main]);
	echo "== $label (exit {$r['rc']})\n", str_replace($dir, 'DIR', $r['err'] . $r['out']);
}
?>
--EXPECT--
== no policy (exit 0)
preloaded: true
lib_probe: weak
LibC->set('5'): 5
old_probe: strict
old_ret: TypeError: old_ret(): Return value must be of type int, string returned
== strict_paths=src/, weak_paths=legacy/ (exit 0)
preloaded: true
lib_probe: strict
LibC->set('5'): TypeError: Cannot assign string to property LibC::$p of type int
old_probe: weak
old_ret: 5
