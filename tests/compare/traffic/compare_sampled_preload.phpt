--TEST--
traffic: with opcache.preload, a request judged at a sample rate below 1 (or not judged, in standby) runs the preloaded code as PHP without the extension does, and reports the preloaded file's property and return sites
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
require __DIR__ . '/../../helpers/opcache.inc';
if (st_opcache_load() === null) die('skip opcache not available');
if (getenv('USE_ZEND_ALLOC') === '0') die('skip preloading under valgrind is slow');
?>
--FILE--
<?php
require __DIR__ . '/../../helpers/force_lib.inc';
$dir = st_tmpdir('sampled_preload');
// a typed property written with a numeric string, a typed return given a
// string: weak mode coerces both (strict mode would throw)
st_write("$dir/lib.php", <<<'PHP'
<?php
class LibC { public int $p = 0; function set($v) { $this->p = $v; return $this->p; } }
function lib_f(): int { return "5"; }
PHP);
$preload = st_write("$dir/preload.php", "<?php\nopcache_compile_file(__DIR__ . '/lib.php');\n");
$main = st_write("$dir/main.php", <<<'PHP'
<?php
require_once __DIR__ . '/lib.php';
echo "set: ", var_export((new LibC)->set("7"), true), ", lib_f: ", var_export(lib_f(), true), "\n";
if (function_exists('scalar_types_report')) {
	$sites = [];
	foreach (scalar_types_report() as $r) {
		$sites[] = "{$r['site']}@{$r['line']}";
	}
	sort($sites);
	echo "sites: ", $sites ? implode(' ', $sites) : '-', "\n";
}
PHP);
$ini = st_opcache_ini('') + ['opcache.preload' => $preload, 'opcache.preload_user' => 'root'];
unset($ini['opcache.file_cache']);
// PHP without the extension: the same binary, the same preloading
$bare = st_run([PHP_BINARY, '-n', ...array_merge(...array_map(fn($k, $v) => ['-d', "$k=$v"], array_keys($ini), $ini)), $main]);
echo "without the extension (exit {$bare['rc']}): ", $bare['err'], $bare['out'];
foreach ([
	'compare, rate 1' => ['scalar_types.mode' => 'compare'],
	'compare, rate < 1, judged' => ['scalar_types.mode' => 'compare', 'scalar_types.sample_rate' => '0.9999999'],
	'standby' => ['scalar_types.mode' => 'standby'],
] as $label => $mode) {
	$r = st_php($ini + $mode, [$main]);
	echo "== $label (exit {$r['rc']})\n", str_replace($dir, 'DIR', $r['err'] . $r['out']);
}
?>
--EXPECT--
without the extension (exit 0): set: 7, lib_f: 5
== compare, rate 1 (exit 0)
set: 7, lib_f: 5
sites: property@2 return@3
== compare, rate < 1, judged (exit 0)
set: 7, lib_f: 5
sites: property@2 return@3
== standby (exit 0)
set: 7, lib_f: 5
sites: -
