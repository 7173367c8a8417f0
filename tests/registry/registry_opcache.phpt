--TEST--
registry: scripts served from opcache's file cache are recorded as source opcache, declared unknown, with the right effective state
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
$dir = st_tmpdir('registry_opcache');

$probe = "\nreturn (function () { try { strlen(5); return 'weak'; } catch (TypeError \$e) { return 'strict'; } })();\n";
$heads = [
	'none' => "<?php",
	'zero' => "<?php declare(strict_types=0);",
	'one' => "<?php declare(strict_types=1);",
	'ticks' => "<?php declare(ticks=1, strict_types=1);",
	'forced' => "<?php",   // under scalar_types.strict_paths=forced in the forced runs
];
foreach ($heads as $name => $head) {
	st_write("$dir/$name.php", $head . $probe);
}
st_write("$dir/main.php", <<<'PHP'
<?php
$seen = [];
foreach (['none', 'zero', 'one', 'ticks', 'forced'] as $name) {
	$seen[$name] = include __DIR__ . "/$name.php";
}
$seen['eval'] = eval("try { strlen(5); return 'weak'; } catch (TypeError \$e) { return 'strict'; }");
include __DIR__ . '/one.php';   // again: shm hit in this process, entry unchanged
foreach (scalar_types_files() as $file => $m) {
	$name = basename($file, '.php');
	if (str_contains($file, 'eval()')) {
		$name = 'eval';
	} elseif ($name === 'main') {
		$seen[$name] = '-';
	}
	printf("%-6s %-14s %-6s %-25s %-8s | %s\n", $name, $m['declared'], $m['effective'], var_export($m['forced_by'], true), $m['source'], $seen[$name]);
}
PHP);

$runs = [
	'file cache, run 1' => [st_opcache_ini("$dir/c1"), 1],
	'file cache, run 2' => [st_opcache_ini("$dir/c1"), 2],
	'file_cache_only, run 1' => [st_opcache_ini("$dir/c2") + ['opcache.file_cache_only' => '1'], 1],
	'file_cache_only, run 2' => [st_opcache_ini("$dir/c2") + ['opcache.file_cache_only' => '1'], 2],
	'forced, run 1' => [st_opcache_ini("$dir/c3") + ['scalar_types.strict_paths' => 'forced.php'], 1],
	'forced, run 2' => [st_opcache_ini("$dir/c3") + ['scalar_types.strict_paths' => 'forced.php'], 2],
];
mkdir("$dir/c1");
mkdir("$dir/c2");
mkdir("$dir/c3");
foreach ($runs as $label => [$ini, $n]) {
	$r = st_php($ini, ["$dir/main.php"]);
	echo "== $label (exit {$r['rc']})\n", $r['out'], $r['err'];
}
?>
--EXPECT--
== file cache, run 1 (exit 0)
main   none           weak   NULL                      compiled | -
none   none           weak   NULL                      compiled | weak
zero   strict_types=0 weak   NULL                      compiled | weak
one    strict_types=1 strict NULL                      compiled | strict
ticks  strict_types=1 strict NULL                      compiled | strict
forced none           weak   NULL                      compiled | weak
eval   none           weak   NULL                      eval     | weak
== file cache, run 2 (exit 0)
main   unknown        weak   NULL                      opcache  | -
none   unknown        weak   NULL                      opcache  | weak
zero   unknown        weak   NULL                      opcache  | weak
one    unknown        strict NULL                      opcache  | strict
ticks  unknown        strict NULL                      opcache  | strict
forced unknown        weak   NULL                      opcache  | weak
eval   none           weak   NULL                      eval     | weak
== file_cache_only, run 1 (exit 0)
main   none           weak   NULL                      compiled | -
none   none           weak   NULL                      compiled | weak
zero   strict_types=0 weak   NULL                      compiled | weak
one    strict_types=1 strict NULL                      compiled | strict
ticks  strict_types=1 strict NULL                      compiled | strict
forced none           weak   NULL                      compiled | weak
eval   none           weak   NULL                      eval     | weak
== file_cache_only, run 2 (exit 0)
main   unknown        weak   NULL                      opcache  | -
none   unknown        weak   NULL                      opcache  | weak
zero   unknown        weak   NULL                      opcache  | weak
one    unknown        strict NULL                      opcache  | strict
ticks  unknown        strict NULL                      opcache  | strict
forced unknown        weak   NULL                      opcache  | weak
eval   none           weak   NULL                      eval     | weak
== forced, run 1 (exit 0)
main   none           weak   NULL                      compiled | -
none   none           weak   NULL                      compiled | weak
zero   strict_types=0 weak   NULL                      compiled | weak
one    strict_types=1 strict NULL                      compiled | strict
ticks  strict_types=1 strict NULL                      compiled | strict
forced none           strict 'scalar_types.strict_paths' compiled | strict
eval   none           weak   NULL                      eval     | weak
== forced, run 2 (exit 0)
main   unknown        weak   NULL                      opcache  | -
none   unknown        weak   NULL                      opcache  | weak
zero   unknown        weak   NULL                      opcache  | weak
one    unknown        strict NULL                      opcache  | strict
ticks  unknown        strict NULL                      opcache  | strict
forced unknown        strict NULL                      opcache  | strict
eval   none           weak   NULL                      eval     | weak
