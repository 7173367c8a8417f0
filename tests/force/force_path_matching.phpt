--TEST--
force: which files the path lists select (relative and absolute prefixes, globs, exclusions, precedence, ties)
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../helpers/force_lib.inc';
$dir = st_tmpdir('force_match');

// Each file returns what strlen(5) really did in it.
$probe = "\nreturn (function () { try { strlen(5); return 'weak'; } catch (TypeError \$e) { return 'strict'; } })();\n";
$tree = [
	'src/a.php' => '<?php',
	'src/legacy/b.php' => '<?php',
	'src/legacy/keep/c.php' => '<?php declare(strict_types=1);',
	'src/gen/d_test.php' => '<?php',
	'lib/src/e.php' => '<?php',
	'mysrc/f.php' => '<?php',
	'asrc/src/g.php' => '<?php',
	'src_old/k.php' => '<?php',
	'tests/i_test.php' => '<?php declare(strict_types=1);',
];
foreach ($tree as $f => $head) {
	st_write("$dir/$f", $head . $probe);
}
symlink("$dir/src", "$dir/link");
$main = st_write("$dir/main.php", '<?php
$r = ["main.php" => (function () { try { strlen(5); return "weak"; } catch (TypeError $e) { return "strict"; } })()];
foreach (' . var_export(array_keys($tree), true) . ' as $f) {
	$r[$f] = include __DIR__ . "/$f";
}
// compiled again, under the resolved name src/a.php (include, not _once)
$r["src/a.php"] = include __DIR__ . "/link/a.php";
$r["eval in src/a.php"] = eval("try { strlen(5); return \'weak\'; } catch (TypeError \$e) { return \'strict\'; }");
$out = [];
foreach (scalar_types_files() as $file => $m) {
	$key = str_contains($file, "eval()") ? "eval in src/a.php" : substr($file, strlen(__DIR__) + 1);
	$out[$key] = [$m["forced_by"], $m["effective"], $r[$key] ?? "?"];
}
echo json_encode($out), "\n";
');
$codes = function (array $row): string {
	[$forcedBy, $effective, $actual] = $row;
	$c = match ($forcedBy) {
		'scalar_types.strict_paths' => 'S',
		'scalar_types.weak_paths' => 'W',
		null => $effective === 'strict' ? 's' : 'w',
	};
	return $effective === $actual ? $c : "$c(MISMATCH: engine $actual)";
};

$configs = [
	// [strict_paths, weak_paths, comment]
	['src/', '', 'relative prefix: any directory boundary'],
	['src', '', 'relative prefix without slash'],
	['DIR/src/', '', 'absolute prefix'],
	['DIR/src', '', 'absolute prefix without slash: plain prefix'],
	['DIR/link/', '', 'through a symlink: files are named by their resolved path'],
	['src/,!src/legacy/', '', 'exclusion (excluded files keep their own declare)'],
	['src/legacy/keep/,!src/', '', 'an exclusion wins over a longer entry of its list'],
	['src/,!*_test.php', '', 'glob exclusion'],
	['src/', 'src/legacy/', 'weak entry more specific'],
	['src/legacy/keep/', 'src/legacy/', 'strict entry more specific'],
	['src/legacy/', 'src/', 'strict entry more specific (reversed)'],
	['src/', 'src/', 'tie: weak wins'],
	['*/a.php', 'src/a.p', 'tie between different entries of the same length: weak wins'],
	['*/a.php', '', '(the strict entry of the tie alone)'],
	['src/*.php', 'src/', 'glob longer than prefix'],
	['src/*_test.php,tests/*', '', 'relative globs (* matches /)'],
	['DIR/src/*.php', '', 'absolute glob'],
	['src/?.php', '', '? glob, relative: any boundary'],
	['src/[ab].php,src/legacy/[!x].php', '', 'bracket globs'],
	['', 'src/,!src/legacy/keep/', 'weak list with exclusion'],
	['main.php', 'tests/', 'the main script'],
	["*eval()'d code,src/", '', 'eval is never forced'],
	[' src/legacy/ , tests/ ', '', 'blanks around entries'],
];
$first = true;
foreach ($configs as [$strict, $weak, $comment]) {
	$ini = [];
	if ($strict !== '') {
		$ini['scalar_types.strict_paths'] = str_replace('DIR', $dir, $strict);
	}
	if ($weak !== '') {
		$ini['scalar_types.weak_paths'] = str_replace('DIR', $dir, $weak);
	}
	$r = st_php($ini, [$main]);
	$rows = json_decode($r['out'], true);
	if ($r['rc'] !== 0 || !is_array($rows) || $r['err'] !== '') {
		echo "$comment: FAILED (exit {$r['rc']})\n", $r['out'], $r['err'];
		continue;
	}
	if ($first) {
		echo "files: ", implode(' ', array_keys($rows)), "\n";
		echo "S/W forced strict/weak, s/w not forced (declared strict/weak)\n";
		$first = false;
	}
	printf("%-45s strict=%s weak=%s\n    %s\n", "$comment:", var_export($strict, true), var_export($weak, true),
		implode(' ', array_map($codes, $rows)));
}
?>
--EXPECT--
files: main.php src/a.php src/legacy/b.php src/legacy/keep/c.php src/gen/d_test.php lib/src/e.php mysrc/f.php asrc/src/g.php src_old/k.php tests/i_test.php eval in src/a.php
S/W forced strict/weak, s/w not forced (declared strict/weak)
relative prefix: any directory boundary:      strict='src/' weak=''
    w S S S S S w S w s w
relative prefix without slash:                strict='src' weak=''
    w S S S S S w S S s w
absolute prefix:                              strict='DIR/src/' weak=''
    w S S S S w w w w s w
absolute prefix without slash: plain prefix:  strict='DIR/src' weak=''
    w S S S S w w w S s w
through a symlink: files are named by their resolved path: strict='DIR/link/' weak=''
    w w w s w w w w w s w
exclusion (excluded files keep their own declare): strict='src/,!src/legacy/' weak=''
    w S w s S S w S w s w
an exclusion wins over a longer entry of its list: strict='src/legacy/keep/,!src/' weak=''
    w w w s w w w w w s w
glob exclusion:                               strict='src/,!*_test.php' weak=''
    w S S S w S w S w s w
weak entry more specific:                     strict='src/' weak='src/legacy/'
    w S W W S S w S w s w
strict entry more specific:                   strict='src/legacy/keep/' weak='src/legacy/'
    w w W S w w w w w s w
strict entry more specific (reversed):        strict='src/legacy/' weak='src/'
    w W S S W W w W w s w
tie: weak wins:                               strict='src/' weak='src/'
    w W W W W W w W w s w
tie between different entries of the same length: weak wins: strict='*/a.php' weak='src/a.p'
    w W w s w w w w w s w
(the strict entry of the tie alone):          strict='*/a.php' weak=''
    w S w s w w w w w s w
glob longer than prefix:                      strict='src/*.php' weak='src/'
    w S S S S S w S w s w
relative globs (* matches /):                 strict='src/*_test.php,tests/*' weak=''
    w w w s S w w w w S w
absolute glob:                                strict='DIR/src/*.php' weak=''
    w S S S S w w w w s w
? glob, relative: any boundary:               strict='src/?.php' weak=''
    w S w s w S w S w s w
bracket globs:                                strict='src/[ab].php,src/legacy/[!x].php' weak=''
    w S S s w w w w w s w
weak list with exclusion:                     strict='' weak='src/,!src/legacy/keep/'
    w W W s W W w W w s w
the main script:                              strict='main.php' weak='tests/'
    S w w s w w w w w W w
eval is never forced:                         strict='*eval()\'d code,src/' weak=''
    w S S S S S w S w s w
blanks around entries:                        strict=' src/legacy/ , tests/ ' weak=''
    w w S S w w w w w S w
