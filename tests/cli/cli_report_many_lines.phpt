--TEST--
cli: report merges 10^6 lines from 1,000 files with memory bound by distinct sites, not lines: under a 32M memory_limit, with every call counted
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip too slow under valgrind');
?>
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('many_lines');
// 1,000 report files of 1,000 lines each: 990 divergence records over 50
// distinct sites (as many processes hitting the same code) and 10 summaries
$files = 1000;
$perFile = 1000;
$sites = 50;
$calls = $divergent = 0;
for ($f = 0; $f < $files; $f++) {
	$out = '';
	for ($i = 0; $i < $perFile; $i++) {
		if ($i % 100 === 99) {
			$out .= json_encode(['record' => 'summary', 'pid' => $f, 'script' => '/app/index.php', 'calls' => 7, 'sites' => 1,
				'dropped_calls' => 0, 'files' => ['/app/a.php' => ['mode' => 'weak', 'calls' => 7, 'divergences' => 2]]]) . "\n";
			$calls += 7;
			continue;
		}
		$s = ($f * 7 + $i) % $sites;
		$out .= json_encode(['record' => 'divergence', 'file' => '/app/a.php', 'line' => 10 + $s, 'function' => 'f', 'arg' => 1,
			'param' => 'x', 'declared' => 'int', 'given' => 'string', 'caller_mode' => 'weak', 'coercion' => 'numeric_string_to_int',
			'message' => 'f(): Argument #1 ($x) must be of type int, string given', 'deprecation' => null, 'warning' => null,
			'count' => 3, 'site' => 'argument', 'callee' => 'user', 'sample' => 'string(1)',
			'rules' => ['strict' => 'reject', 'php9' => 'accept', 'coercive-2015' => 'accept', 'bool-2025' => 'accept', 'unify-2021' => 'accept']]) . "\n";
		$divergent += 3;
	}
	file_put_contents(sprintf('%s/report-%04d.jsonl', $dir, $f), $out);
}
echo "lines: ", $files * $perFile, " in ", count(glob("$dir/*.jsonl")), " files\n";
$cmd = [PHP_BINARY, '-d', 'memory_limit=32M', dirname(__DIR__, 2) . '/bin/scalar-types', 'report', '--format', 'json', $dir];
$p = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
$json = stream_get_contents($pipes[1]);
$err = stream_get_contents($pipes[2]);
$rc = proc_close($p);
$r = json_decode($json, true);
echo "exit $rc", $err === '' ? '' : " [$err]", "\n";
echo "sites: ", $r['divergent_sites'], ", divergent calls as written: ", $r['divergent_calls'] === $divergent ? 'yes' : $r['divergent_calls'], "\n";
echo "requests: ", $r['requests'], ", calls as written: ", $r['calls'] === $calls ? 'yes' : $r['calls'], "\n";
foreach (glob("$dir/*.jsonl") as $f) {
	unlink($f);
}
rmdir($dir);
?>
--EXPECT--
lines: 1000000 in 1000 files
exit 0
sites: 50, divergent calls as written: yes
requests: 10000, calls as written: yes
