--TEST--
force: invalid path settings warn once per bad entry at startup, keep the good entries, never crash; the lists cannot be changed at runtime
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../helpers/force_lib.inc';
$dir = st_tmpdir('force_invalid');
$probe = "<?php\nreturn (function () { try { strlen(5); return 'weak'; } catch (TypeError \$e) { return 'strict'; } })();\n";
st_write("$dir/src/a.php", $probe);
st_write("$dir/src/b[1].php", $probe);
$main = st_write("$dir/main.php", <<<'PHP'
<?php
$a = include __DIR__ . '/src/a.php';
$b = include __DIR__ . '/src/b[1].php';
$m = fn($f) => (scalar_types_file_mode(__DIR__ . $f)['forced_by'] ?? 'not forced');
echo "src/a.php: $a (", $m('/src/a.php'), "), src/b[1].php: $b (", $m('/src/b[1].php'), ")\n";
var_dump(ini_set('scalar_types.strict_paths', 'src/'), ini_set('scalar_types.weak_paths', 'src/'));
PHP);

$cases = [
	['strict_paths', ','],
	['strict_paths', '!'],
	['strict_paths', ' , src/ '],
	['strict_paths', '[abc,src/'],
	['weak_paths', 'src/[a-,x[y]z[,!['],
	['strict_paths', ']'],
	['strict_paths', '[]'],
	['strict_paths', 'src/b[[]1].php'],
	['strict_paths', 'src/b\[1].php'],
	['strict_paths', '!!src/,!src/b'],
	['strict_paths', '*'],
	['strict_paths', str_repeat('x/', 5000) . ',src/a'],
	['strict_paths', implode(',', array_map(fn($i) => "dir$i/", range(1, 2000))) . ',src/'],
	['weak_paths', "src/\x80\xff,!src/a"],
];
foreach ($cases as [$list, $value]) {
	$r = st_php(["scalar_types.$list" => $value], [$main]);
	$shown = strlen($value) > 40 ? substr($value, 0, 20) . '...(' . strlen($value) . ' bytes)' : $value;
	echo "== $list=", json_encode($shown, JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE), " exit {$r['rc']}\n";
	echo trim(preg_replace("/\n+/", "\n", str_replace($dir, 'DIR', $r['err'] . $r['out']))), "\n";
}
// both lists at once, bad entries in each
$r = st_php(['scalar_types.strict_paths' => ',[', 'scalar_types.weak_paths' => '[z,'], [$main]);
echo "== both exit {$r['rc']}\n", trim(preg_replace("/\n+/", "\n", $r['err'] . $r['out'])), "\n";
?>
--EXPECT--
== strict_paths="," exit 0
Warning: PHP Startup: scalar_types.strict_paths: empty entry ignored in Unknown on line 0
Warning: PHP Startup: scalar_types.strict_paths: empty entry ignored in Unknown on line 0
src/a.php: weak (not forced), src/b[1].php: weak (not forced)
bool(false)
bool(false)
== strict_paths="!" exit 0
Warning: PHP Startup: scalar_types.strict_paths: empty entry ignored in Unknown on line 0
src/a.php: weak (not forced), src/b[1].php: weak (not forced)
bool(false)
bool(false)
== strict_paths=" , src/ " exit 0
Warning: PHP Startup: scalar_types.strict_paths: empty entry ignored in Unknown on line 0
src/a.php: strict (scalar_types.strict_paths), src/b[1].php: strict (scalar_types.strict_paths)
bool(false)
bool(false)
== strict_paths="[abc,src/" exit 0
Warning: PHP Startup: scalar_types.strict_paths: invalid pattern "[abc" ignored (unbalanced '[') in Unknown on line 0
src/a.php: strict (scalar_types.strict_paths), src/b[1].php: strict (scalar_types.strict_paths)
bool(false)
bool(false)
== weak_paths="src/[a-,x[y]z[,![" exit 0
Warning: PHP Startup: scalar_types.weak_paths: invalid pattern "src/[a-" ignored (unbalanced '[') in Unknown on line 0
Warning: PHP Startup: scalar_types.weak_paths: invalid pattern "x[y]z[" ignored (unbalanced '[') in Unknown on line 0
Warning: PHP Startup: scalar_types.weak_paths: invalid pattern "[" ignored (unbalanced '[') in Unknown on line 0
src/a.php: weak (not forced), src/b[1].php: weak (not forced)
bool(false)
bool(false)
== strict_paths="]" exit 0
src/a.php: weak (not forced), src/b[1].php: weak (not forced)
bool(false)
bool(false)
== strict_paths="[]" exit 0
src/a.php: weak (not forced), src/b[1].php: weak (not forced)
bool(false)
bool(false)
== strict_paths="src/b[[]1].php" exit 0
src/a.php: weak (not forced), src/b[1].php: strict (scalar_types.strict_paths)
bool(false)
bool(false)
== strict_paths="src/b\\[1].php" exit 0
src/a.php: weak (not forced), src/b[1].php: strict (scalar_types.strict_paths)
bool(false)
bool(false)
== strict_paths="!!src/,!src/b" exit 0
src/a.php: weak (not forced), src/b[1].php: weak (not forced)
bool(false)
bool(false)
== strict_paths="*" exit 0
src/a.php: strict (scalar_types.strict_paths), src/b[1].php: strict (scalar_types.strict_paths)
bool(false)
bool(false)
== strict_paths="x/x/x/x/x/x/x/x/x/x/...(10006 bytes)" exit 0
src/a.php: strict (scalar_types.strict_paths), src/b[1].php: weak (not forced)
bool(false)
bool(false)
== strict_paths="dir1/,dir2/,dir3/,di...(16897 bytes)" exit 0
src/a.php: strict (scalar_types.strict_paths), src/b[1].php: strict (scalar_types.strict_paths)
bool(false)
bool(false)
== weak_paths="src/\ufffd\ufffd,!src/a" exit 0
src/a.php: weak (not forced), src/b[1].php: weak (not forced)
bool(false)
bool(false)
== both exit 0
Warning: PHP Startup: scalar_types.strict_paths: empty entry ignored in Unknown on line 0
Warning: PHP Startup: scalar_types.strict_paths: invalid pattern "[" ignored (unbalanced '[') in Unknown on line 0
Warning: PHP Startup: scalar_types.weak_paths: invalid pattern "[z" ignored (unbalanced '[') in Unknown on line 0
Warning: PHP Startup: scalar_types.weak_paths: empty entry ignored in Unknown on line 0
src/a.php: weak (not forced), src/b[1].php: weak (not forced)
bool(false)
bool(false)
