--TEST--
compare: a request that runs long (a worker loop) writes what it counted every scalar_types.flush_interval seconds, as partial summaries and per-site counts since the last write; the merged report counts every call once and the request once; a process killed with SIGKILL loses at most the last interval
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip timing: too slow under valgrind');
if (!function_exists('posix_kill')) die('skip posix needed');
?>
--FILE--
<?php
$dir = sys_get_temp_dir() . '/st_flush_' . getmypid();
@mkdir($dir);
// 1,000 divergent calls per round and usleep() (a call with an int
// parameter, counted too), a round every ~100 ms; prints each round
file_put_contents("$dir/worker.php", <<<'PHP'
<?php
function f(int $x) {}
$rounds = (int) $argv[1];
for ($i = 1; $rounds === 0 || $i <= $rounds; $i++) {
	for ($j = 0; $j < 1000; $j++) {
		f("5");
	}
	echo "$i\n";
	usleep(100000);
}
PHP);
$start = function (string $report, int $rounds) use ($dir) {
	$cmd = [PHP_BINARY, '-n', '-d', 'extension=' . (getenv('SCALAR_TYPES_SO') ?: dirname(__DIR__, 3) . '/modules/scalar_types.so'),
		'-d', 'scalar_types.mode=compare', '-d', 'scalar_types.flush_interval=1', '-d', "scalar_types.report_file=$report",
		"$dir/worker.php", (string) $rounds];
	$p = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
	return [$p, $pipes];
};
$records = function (string $file): array {
	$out = ['divergent' => 0, 'calls' => 0, 'partial' => 0, 'final' => 0];
	foreach (is_file($file) ? file($file) : [] as $l) {
		$r = json_decode($l, true);
		if ($r['record'] === 'divergence') {
			$out['divergent'] += $r['count'];
		} else {
			$out['calls'] += $r['calls'];
			$out[($r['partial'] ?? false) ? 'partial' : 'final']++;
		}
	}
	return $out;
};
$waitRound = function ($pipe, int $n): int {
	$last = 0;
	while ($last < $n && ($l = fgets($pipe)) !== false) {
		$last = (int) $l;
	}
	return $last;
};

// 1. 30 rounds (~3 s): written while it runs, and once in all
[$p, $pipes] = $start("$dir/a.jsonl", 30);
$waitRound($pipes[1], 20);
$mid = $records("$dir/a.jsonl");
echo "while running: partial summaries ", $mid['partial'] > 0 ? 'yes' : 'no', ", calls written ", $mid['divergent'] > 0 ? 'some' : 'none',
	", final summary ", $mid['final'], "\n";
stream_get_contents($pipes[1]);
echo "stderr: [", stream_get_contents($pipes[2]), "] exit ", proc_close($p), "\n";
$end = $records("$dir/a.jsonl");
echo "at the end: divergent calls ", $end['divergent'], ", calls ", $end['calls'], ", final summaries ", $end['final'], "\n";
[$json] = [shell_exec(escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(dirname(__DIR__, 3) . '/bin/scalar-types')
	. ' report --format json ' . escapeshellarg("$dir/a.jsonl"))];
$j = json_decode($json, true);
echo "report: requests ", $j['requests'], ", divergent calls ", $j['divergent_calls'], ", sites ", $j['divergent_sites'], "\n";

// 2. endless, killed: at most the last interval (and one tick) lost
[$p, $pipes] = $start("$dir/b.jsonl", 0);
$done = $waitRound($pipes[1], 25);
posix_kill(proc_get_status($p)['pid'], SIGKILL);
$done = max($done, $waitRound($pipes[1], PHP_INT_MAX));
proc_close($p);
$killed = $records("$dir/b.jsonl");
$lost = $done * 1000 - $killed['divergent'];
echo "killed: written ", $killed['divergent'] > 0 ? 'some' : 'none', ", never more than made: ", $lost >= 0 ? 'yes' : 'no',
	", lost at most ~1.5 intervals: ", $lost <= 15000 ? 'yes' : "no ($lost)", ", final summaries ", $killed['final'], "\n";
array_map('unlink', glob("$dir/*"));
rmdir($dir);
?>
--EXPECT--
while running: partial summaries yes, calls written some, final summary 0
stderr: [] exit 0
at the end: divergent calls 30000, calls 30030, final summaries 1
report: requests 1, divergent calls 30000, sites 1
killed: written some, never more than made: yes, lost at most ~1.5 intervals: yes, final summaries 0
