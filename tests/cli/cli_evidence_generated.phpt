--TEST--
cli: evidence coverage on a generated project of 40 files (calls one per line, some lines of two calls, branches the run does not take, divergences on the main path and on paths only another command takes): each file's K of N lines with sites equals the count the generator made; strict-ready is exactly the files without divergence whose every site ran; verify --ready passes with the evidence command and the other command, --min-coverage 0 takes files the other command breaks, and verify catches each
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php if (getenv('USE_ZEND_ALLOC') === '0') die('skip slow under valgrind (about 10 PHP processes)'); ?>
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('evidence_gen');
mt_srand(20261206);
$quiet = ['-d', 'display_errors=stderr', '-d', 'log_errors=0'];

// helpers.php: typed helpers, one untyped; its own lines with sites: none
// (no call with arguments in it)
file_put_contents("$dir/helpers.php", <<<'PHP'
<?php
function h_int(int $x): int { return $x; }
function h_str(string $s): string { return $s; }
function h_any($v) { return $v; }
final class Box { public function put(int $n): int { return $n; } public static function make(string $s): string { return $s; } }
PHP);

// A line's calls: [code, runs on the main path?, diverges there?]. Each
// generated line holds one call, or two; $expect[file] = [N, K, divergent on
// the main path, divergent on the deep path only].
$expect = [];
$main = "<?php\nrequire __DIR__ . '/helpers.php';\n";
$mainLines = 0;
for ($f = 0; $f < 40; $f++) {
	$name = sprintf('f%02d.php', $f);
	$lines = ["<?php", "function f$f(bool \$deep) {", "\t\$b = new Box;"];
	$n = $k = 0;
	$divMain = $divDeep = false;
	$kind = $f % 4; // 0: all run, clean; 1: a deep branch, clean; 2: a deep branch that diverges; 3: diverges on the main path
	$count = 3 + mt_rand(0, 6);
	for ($i = 0; $i < $count; $i++) {
		$two = mt_rand(0, 3) === 0;
		$calls = ['h_int(' . mt_rand(1, 99) . ')', "h_str('s$i')", '$b->put(' . $i . ')', "Box::make('m$i')", 'h_any([' . $i . '])'];
		$c1 = $calls[mt_rand(0, 4)];
		$lines[] = "\t\$r[] = $c1;" . ($two ? ' $r[] = ' . $calls[mt_rand(0, 4)] . ';' : '');
		$n++;
		$k++;
	}
	if ($kind === 3) {
		$lines[] = "\t\$r[] = h_int('" . mt_rand(1, 9) . "');";
		$n++;
		$k++;
		$divMain = true;
	}
	if ($kind === 1 || $kind === 2) {
		$lines[] = "\tif (\$deep) {";
		$deepLines = 1 + mt_rand(0, 2);
		for ($i = 0; $i < $deepLines; $i++) {
			$lines[] = "\t\t\$r[] = " . ($kind === 2 && $i === 0 ? "h_int('4$i')" : "h_str('d$i')") . ';';
			$n++;
		}
		$divDeep = $kind === 2;
		$lines[] = "\t}";
	}
	if ($f % 10 === 5) {
		// one line of two calls of which the main path runs one: not run
		$lines[] = "\t\$r[] = \$deep ? h_int(1) : h_str('x');";
		$n++;
	}
	$lines[] = "\treturn count(\$r);";
	$lines[] = "}";
	file_put_contents("$dir/$name", implode("\n", $lines) . "\n");
	$expect[$name] = [$n, $k, $divMain, $divDeep];
	$main .= "require __DIR__ . '/$name';\n";
}
// main.php: each file's function called on a line of its own, with the
// command's argument deciding the path (its calls: 40 lines, all run)
for ($f = 0; $f < 40; $f++) {
	$main .= "\$t[] = f$f(isset(\$argv[1]));\n";
	$mainLines++;
}
$main .= "echo array_sum(\$t), \"\\n\";\n";
$mainLines++; // array_sum($t)
file_put_contents("$dir/main.php", $main);
$expect['main.php'] = [$mainLines, $mainLines, false, false];

[, $err, $rc] = cli_run(['run', '--report-dir', "$dir/r", '--', PHP_BINARY, ...$quiet, "$dir/main.php"], $dir);
echo "evidence run: exit $rc\n";
[$out] = cli_run(['report', '--format', 'json', "$dir/r"], $dir);
$files = [];
foreach (json_decode($out, true)['files'] as $row) {
	$files[basename($row['file'])] = $row;
}
$bad = 0;
$ready = [];
foreach ($expect as $name => [$n, $k, $divMain, $divDeep]) {
	$row = $files[$name] ?? null;
	$shouldBeReady = !$divMain && $k === $n;
	if ($row === null || $row['site_lines'] !== $n || $row['run_lines'] !== $k
			|| ($row['status'] === 'strict-ready') !== $shouldBeReady) {
		$bad++;
		echo "$name: expected $k of $n, ", $shouldBeReady ? 'ready' : 'not ready', "; got ",
			$row === null ? 'nothing' : "{$row['run_lines']} of {$row['site_lines']}, {$row['status']}", "\n";
	}
	if ($shouldBeReady) {
		$ready[] = $name;
	}
}
$deepDivergent = array_keys(array_filter($expect, fn($e) => $e[3]));
echo "files checked: ", count($expect), ", mismatches: $bad, strict-ready: ", count($ready),
	", divergent only on the deep path: ", count($deepDivergent), "\n";
echo "helpers.php: ", isset($files['helpers.php']['site_lines']) ? $files['helpers.php']['site_lines'] . ' line(s) with sites, ' . $files['helpers.php']['status'] : 'none', "\n";

// the files called safe stay quiet when forced strict, under both commands
foreach (['evidence command' => [], 'deep command' => ['deep']] as $what => $extra) {
	[$out, $err, $rc] = cli_run(['verify', '--ready', '--report', "$dir/r", '--', PHP_BINARY, ...$quiet, "$dir/main.php", ...$extra], $dir);
	echo "verify --ready, $what: exit $rc, ", trim((string) strrchr(trim($out), "\n")), "\n";
}
// without the evidence threshold, files whose deep path diverges are taken:
// the deep command forced strict throws (at the first of them, which ends it)
[$out, $err, $rc] = cli_run(['verify', '--ready', '--min-coverage', '0', '--report', "$dir/r", '--', PHP_BINARY, ...$quiet, "$dir/main.php", 'deep'], $dir);
preg_match_all('/TypeError\s+(\S+): /', $out, $m);
echo "verify --ready --min-coverage 0, deep command: exit $rc, TypeError in ",
	count($m[1]) === 1 && in_array($m[1][0], $deepDivergent, true) ? 'a deep-divergent file' : implode(' ', $m[1]), "\n";
// and each of them alone: verify finds the divergence planted on the path
// only the forced run of the deep command takes
$caught = 0;
foreach ($deepDivergent as $name) {
	[$out, , $rc] = cli_run(['verify', '--files', "$dir/$name", '--', PHP_BINARY, ...$quiet, "$dir/main.php", 'deep'], $dir);
	$caught += $rc === 3 && preg_match('/TypeError\s+' . preg_quote($name, '/') . ': 1 site/', $out);
}
echo "verify --files, each deep-divergent file, deep command: $caught of ", count($deepDivergent), " caught\n";
// fix with the default threshold lists the strict-ready files, no other
[$out] = cli_run(['fix', '--strict-ready', '--report', "$dir/r", '--strict-paths'], $dir);
$listed = array_map('basename', explode(',', trim(substr(trim($out), strlen('scalar_types.strict_paths=')))));
sort($listed);
sort($ready);
echo "fix --strict-paths: ", $listed === $ready ? 'the strict-ready files' : implode(' ', $listed), "\n";
cli_rmdir($dir);
?>
--EXPECT--
evidence run: exit 0
files checked: 41, mismatches: 0, strict-ready: 11, divergent only on the deep path: 10
helpers.php: 0 line(s) with sites, no calls observed
verify --ready, evidence command: exit 0, verify: no difference: the files can declare strict_types=1 for what this command runs
verify --ready, deep command: exit 0, verify: no difference: the files can declare strict_types=1 for what this command runs
verify --ready --min-coverage 0, deep command: exit 3, TypeError in a deep-divergent file
verify --files, each deep-divergent file, deep command: 10 of 10 caught
fix --strict-paths: the strict-ready files
