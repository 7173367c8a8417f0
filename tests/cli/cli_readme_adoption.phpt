--TEST--
cli: the README's adoption walk-through, run as written on a copy of the bundled example app: every step exits 0, verify finds no difference, fix --limit 1 --write adds one declare, and the app prints exactly what it printed before
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip too slow under valgrind');
?>
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$root = dirname(__DIR__, 2);
$dir = cli_tmpdir('readme_adoption');
// a copy of the app (fix --write edits it)
$it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator("$root/examples/legacy-app", FilesystemIterator::SKIP_DOTS));
foreach ($it as $f) {
	$to = "$dir/app/" . substr($f->getPathname(), strlen("$root/examples/legacy-app/"));
	@mkdir(dirname($to), 0700, true);
	copy($f->getPathname(), $to);
}
$readme = file_get_contents("$root/README.md");
$at = strpos($readme, '## Adopting strict_types');
preg_match_all('/^    bin\/scalar-types (.*?)(?:\s+# .*)?$/m', substr($readme, $at, strpos($readme, "\nOn a project's PHPUnit suite", $at) - $at), $m);
echo "steps in the README: ", count($m[1]), "\n";
$before = shell_exec(escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg("$dir/app/index.php"));
foreach ($m[1] as $step) {
	$args = preg_split('/\s+/', trim($step));
	// "php" as the README writes it: this PHP
	$args = array_map(fn($a) => $a === 'php' ? PHP_BINARY : $a, $args);
	[$out, $err, $rc] = cli_run($args, "$dir/app");
	$say = $args[0] === 'verify' ? ' ' . trim((string) strrchr(trim($out), "\n") ?: $out) : '';
	echo "bin/scalar-types ", str_replace(PHP_BINARY, 'php', implode(' ', $args)), ": exit $rc$say\n";
}
$declared = [];
foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator("$dir/app", FilesystemIterator::SKIP_DOTS)) as $f) {
	if (str_ends_with($f->getFilename(), '.php') && str_contains(file_get_contents($f->getPathname()), 'declare(strict_types=1)')) {
		$declared[] = substr($f->getPathname(), strlen("$dir/app/"));
	}
}
echo "files that declare strict_types=1 now: ", count($declared), "\n";
$after = shell_exec(escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg("$dir/app/index.php"));
echo "the app prints what it printed: ", $after === $before ? 'yes' : 'no', "\n";
cli_rmdir($dir);
?>
--EXPECTF--
steps in the README: 6
bin/scalar-types run -- php index.php: exit 0
bin/scalar-types report --baseline-write baseline.json: exit 0
bin/scalar-types report --baseline baseline.json --fail-on-new: exit 0
bin/scalar-types fix --strict-ready --dry-run: exit 0
bin/scalar-types verify --ready -- php index.php: exit 0 verify: no difference: the files can declare strict_types=1 for what this command runs
bin/scalar-types fix --strict-ready --limit 1 --write: exit 0
files that declare strict_types=1 now: 1
the app prints what it printed: yes
