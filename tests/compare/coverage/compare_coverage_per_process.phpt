--TEST--
compare_coverage: a process writes a file's lines with sites once, and a line that ran once: requests after the first add no coverage, so the report grows with the code, not with the requests (php-cgi -T 20); the reader merges the same lines as from one request
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
require __DIR__ . '/../../helpers/force_lib.inc';
if (st_php_cgi() === null) die('skip php-cgi not installed');
?>
--FILE--
<?php
require __DIR__ . '/../../helpers/force_lib.inc';
$dir = st_tmpdir('cov_per_process');
st_write("$dir/lib.php", <<<'PHP'
<?php
function f(int $x) { return $x; }
function g(string $s) { return $s; }
PHP);
// from the 11th request on, a line the first ten did not run (a counter
// in a file: php-cgi -T serves one query string)
$main = st_write("$dir/main.php", <<<'PHP'
<?php
require __DIR__ . '/lib.php';
echo f("1"), g(2), "\n";
$n = (int) @file_get_contents(__DIR__ . '/n');
file_put_contents(__DIR__ . '/n', $n + 1);
if ($n >= 10) {
	echo f("3"), "\n";
}
PHP);
$run = function (int $n) use ($dir, $main) {
	@unlink("$dir/report.jsonl");
	@unlink("$dir/n");
	st_run([st_php_cgi(), '-n', '-q', '-T', (string) $n, '-d', 'extension=' . st_so(), '-d', 'scalar_types.mode=compare',
		'-d', 'scalar_types.compare_coverage=1', '-d', "scalar_types.report_file=$dir/report.jsonl", $main],
		null, 30.0, ['PATH' => (string) getenv('PATH')]);
	return array_values(array_filter(file("$dir/report.jsonl", FILE_IGNORE_NEW_LINES),
		fn($l) => json_decode($l)->record === 'summary'));
};
$report = fn() => json_decode(shell_exec(escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(dirname(__DIR__, 3) . '/bin/scalar-types')
	. ' report --format json ' . escapeshellarg("$dir/report.jsonl")), true);
// per file: its lines with sites and those that ran, as the reader counts them
$cov = function ($j): string {
	$c = [];
	foreach ($j['files'] as $f) {
		$c[basename($f['file'])] = ($f['site_lines'] ?? '-') . '/' . ($f['run_lines'] ?? '-');
	}
	ksort($c);
	return json_encode($c);
};

$one = $run(1);
$oneCov = $cov($report());
$lines = $run(20);
echo count($lines), " summaries\n";
$files = fn(string $l) => (array) json_decode($l)->files;
$covered = fn(string $l) => array_keys(array_filter($files($l), fn($f) => isset($f->site_lines) || !empty($f->run_lines)));
echo "coverage in the first: ", implode(', ', array_map('basename', $covered($lines[0]))), "\n";
foreach (array_slice($lines, 1) as $i => $l) {
	if ($covered($l)) {
		echo "coverage in request ", $i + 2, ": ", json_encode(array_map(fn($f) => [$f->site_lines ?? null, $f->run_lines], $files($l))), "\n";
	}
}
// the same bytes for every request that adds nothing (the pid and the
// counts are the same)
$bytes = array_unique(array_map('strlen', array_diff_key($lines, [0 => 1, 10 => 1])));
echo "the others all of one size: ", count($bytes) === 1 ? 'yes, ' . strlen($lines[0]) . ' > ' . reset($bytes) : json_encode($bytes), "\n";
echo "one request: ", $oneCov, "\n";
echo "twenty, merged: ", $cov($report()), "\n";
exec('rm -rf ' . escapeshellarg($dir));
?>
--EXPECTF--
20 summaries
coverage in the first: main.php, lib.php
coverage in request 11: {"%smain.php":[null,[7]]}
the others all of one size: yes, %d > %d
one request: {"lib.php":"0\/0","main.php":"4\/3"}
twenty, merged: {"lib.php":"0\/0","main.php":"4\/4"}
