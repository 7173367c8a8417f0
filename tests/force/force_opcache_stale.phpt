--TEST--
force: a file cache reused under another policy serves the old state; the detectable contradictions warn
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
$dir = st_tmpdir('force_stale');
$probe = "\nreturn (function () { try { strlen(5); return 'weak'; } catch (TypeError \$e) { return 'strict'; } })();\n";
st_write("$dir/src/plain.php", "<?php" . $probe);
st_write("$dir/src/declared.php", "<?php declare(strict_types=1);" . $probe);
$main = st_write("$dir/main.php", <<<'PHP'
<?php
$plain = include __DIR__ . '/src/plain.php';
$declared = include __DIR__ . '/src/declared.php';
$self = (function () { try { strlen(5); return 'weak'; } catch (TypeError $e) { return 'strict'; } })();
$src = fn($f) => scalar_types_file_mode($f)['source'];
echo "main.php: $self (", $src(__FILE__), "), src/plain.php: $plain (", $src(__DIR__ . '/src/plain.php'),
	"), src/declared.php: $declared (", $src(__DIR__ . '/src/declared.php'), ")\n";
PHP);

$steps = [
	// [cache, strict_paths, weak_paths, comment]
	['c1', 'src/,main.php', '', 'compiled under strict_paths'],
	['c1', '', '', 'same cache, no policy: still strict, and nothing can tell'],
	['c1', '', 'src/,main.php', 'same cache, weak_paths: contradiction, warns (main script and includes)'],
	['c2', '', '', 'fresh cache, compiled without a policy'],
	['c2', 'src/', '', 'same cache, strict_paths: plain.php contradicts (declared.php is strict anyway)'],
	['c3', '', 'src/', 'fresh cache, compiled under weak_paths'],
	['c3', '', '', 'same cache, no policy: declared.php served weak, nothing can tell'],
	['c3', '', 'src/', 'same cache, same policy: no warning'],
];
foreach ($steps as [$cache, $strict, $weak, $comment]) {
	@mkdir("$dir/$cache");
	$ini = st_opcache_ini("$dir/$cache");
	if ($strict !== '') {
		$ini['scalar_types.strict_paths'] = $strict;
	}
	if ($weak !== '') {
		$ini['scalar_types.weak_paths'] = $weak;
	}
	$r = st_php($ini, [$main]);
	echo "== $cache: $comment (exit {$r['rc']})\n", trim(preg_replace("/\n+/", "\n", str_replace($dir, 'DIR', $r['err'] . $r['out']))), "\n";
}
?>
--EXPECT--
== c1: compiled under strict_paths (exit 0)
main.php: strict (compiled), src/plain.php: strict (compiled), src/declared.php: strict (compiled)
== c1: same cache, no policy: still strict, and nothing can tell (exit 0)
main.php: strict (opcache), src/plain.php: strict (opcache), src/declared.php: strict (opcache)
== c1: same cache, weak_paths: contradiction, warns (main script and includes) (exit 0)
Warning: Unknown: DIR/main.php was served by opcache compiled strict, but scalar_types.weak_paths says weak; reset opcache (or use a separate opcache.file_cache) after changing the path settings in Unknown on line 0
Warning: include(): DIR/src/plain.php was served by opcache compiled strict, but scalar_types.weak_paths says weak; reset opcache (or use a separate opcache.file_cache) after changing the path settings in DIR/main.php on line 2
Warning: include(): DIR/src/declared.php was served by opcache compiled strict, but scalar_types.weak_paths says weak; reset opcache (or use a separate opcache.file_cache) after changing the path settings in DIR/main.php on line 3
main.php: strict (opcache), src/plain.php: strict (opcache), src/declared.php: strict (opcache)
== c2: fresh cache, compiled without a policy (exit 0)
main.php: weak (compiled), src/plain.php: weak (compiled), src/declared.php: strict (compiled)
== c2: same cache, strict_paths: plain.php contradicts (declared.php is strict anyway) (exit 0)
Warning: include(): DIR/src/plain.php was served by opcache compiled weak, but scalar_types.strict_paths says strict; reset opcache (or use a separate opcache.file_cache) after changing the path settings in DIR/main.php on line 2
main.php: weak (opcache), src/plain.php: weak (opcache), src/declared.php: strict (opcache)
== c3: fresh cache, compiled under weak_paths (exit 0)
main.php: weak (compiled), src/plain.php: weak (compiled), src/declared.php: weak (compiled)
== c3: same cache, no policy: declared.php served weak, nothing can tell (exit 0)
main.php: weak (opcache), src/plain.php: weak (opcache), src/declared.php: weak (opcache)
== c3: same cache, same policy: no warning (exit 0)
main.php: weak (opcache), src/plain.php: weak (opcache), src/declared.php: weak (opcache)
