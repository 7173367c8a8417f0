--TEST--
cli: fix keeps to the project run started in, less vendor/ and Composer's config.vendor-dir: files elsewhere are counted in one line, not listed; a PATH names them, --all-files takes them all; report's readiness table keeps to the project too
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('fix_scope');
foreach (['proj/src', 'proj/vendor/a', 'proj/lib/b', 'shared'] as $d) {
	mkdir("$dir/$d", 0700, true);
}
// Composer's vendor-dir is lib/; vendor/ is left out all the same
file_put_contents("$dir/proj/composer.json", '{"config": {"vendor-dir": "lib"}}');
$call = "echo str_repeat('ab', 2), \"\\n\";\n";
foreach (['proj/src/s.php', 'proj/vendor/a/v.php', 'proj/lib/b/l.php', 'shared/o.php'] as $f) {
	file_put_contents("$dir/$f", "<?php\n$call");
}
file_put_contents("$dir/proj/main.php", "<?php\nforeach (['src/s.php', 'vendor/a/v.php', 'lib/b/l.php', '../shared/o.php'] as \$f) {\n\trequire __DIR__ . '/' . \$f;\n}\n$call");
// run from a subdirectory: the project is the one composer.json marks
[, , $rc] = cli_run(['run', '--', PHP_BINARY, "$dir/proj/main.php"], "$dir/proj/src");
echo "run: exit $rc\n";
$show = function (string $s) use ($dir): string {
	$l = explode("\n", trim(str_replace($dir, 'DIR', $s)));
	sort($l);
	return implode("\n", $l) . "\n";
};
$fix = function (array $args, string $cwd) use ($dir, $show) {
	[$out, $err, $rc] = cli_run(['fix', '--strict-ready', '--report', "$dir/proj/src/.scalar-types", '--dry-run', ...$args], $cwd);
	echo "-- fix --dry-run ", str_replace($dir, 'DIR', implode(' ', $args)), ": exit $rc\n", $show($out), str_replace($dir, 'DIR', $err);
};
$fix([], $dir);
$fix(["$dir/shared"], $dir);
$fix(["$dir/proj/lib"], $dir);
$fix(['--all-files'], $dir);
[$out] = cli_run(['report'], "$dir/proj/src");
// columns padded to the temp dir's length: two spaces between them here
echo "-- report\n", preg_replace('/  +/', '  ', str_replace($dir, 'DIR', substr($out, strpos($out, 'Strict-readiness'), strpos($out, 'By callee') - strpos($out, 'Strict-readiness'))));
cli_rmdir($dir);
?>
--EXPECT--
run: exit 0
-- fix --dry-run : exit 0
DIR/proj/main.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
DIR/proj/src/s.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
scalar-types: 3 file(s) outside the project DIR/proj left out (2 under vendor/, 3 strict-ready): name them as PATH, or --all-files
-- fix --dry-run DIR/shared: exit 0
DIR/shared/o.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
scalar-types: 4 file(s) outside the PATHs named left out (2 under vendor/, 4 strict-ready): name them as PATH, or --all-files
-- fix --dry-run DIR/proj/lib: exit 0
DIR/proj/lib/b/l.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
scalar-types: 4 file(s) outside the PATHs named left out (1 under vendor/, 4 strict-ready): name them as PATH, or --all-files
-- fix --dry-run --all-files: exit 0
DIR/proj/lib/b/l.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
DIR/proj/main.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
DIR/proj/src/s.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
DIR/proj/vendor/a/v.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
DIR/shared/o.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
-- report
Strict-readiness by caller file
2 strict-ready, 0 divergent, 0 evidence short, 0 no calls observed
3 file(s) outside the project not listed (2 under vendor/, 1 elsewhere; 3 of them strict-ready): --all-files lists them
file  mode  calls  divergent  sites run  status
DIR/proj/main.php  weak  1  0  1/1 (100 %)  strict-ready
s.php  weak  1  0  1/1 (100 %)  strict-ready
