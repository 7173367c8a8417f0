--TEST--
traffic: php-fpm started by the test (standby at startup) judges one pool only, half of its requests (sample_rate 0.5), through worker recycling (pm.max_requests), a graceful reload (SIGUSR2) between batches and a graceful stop (SIGQUIT) with requests in flight; every report line is valid JSON, the merged report accounts for every judged call and request, the other pool writes nothing, and every response is what the app answers
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
$fpm = '/usr/sbin/php-fpm' . PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION;
if (!is_executable($fpm)) die("skip $fpm not installed (Debian: php" . PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION . '-fpm)');
if (!function_exists('posix_kill')) die('skip posix needed');
// Debian's php-fpm runs Debian's (NTS, release) build: the module must be built for it
if (ZEND_THREAD_SAFE || ZEND_DEBUG_BUILD) die('skip php-fpm is a release NTS build; this PHP is not');
if (getenv('USE_ZEND_ALLOC') === '0') die('skip too slow under valgrind');
?>
--FILE--
<?php
require __DIR__ . '/../../helpers/fcgi.inc';
$fpm = '/usr/sbin/php-fpm' . PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION;
$so = getenv('SCALAR_TYPES_SO') ?: dirname(__DIR__, 3) . '/modules/scalar_types.so';
$dir = sys_get_temp_dir() . '/st_fpm_' . getmypid();
@mkdir("$dir/app", 0700, true);
@mkdir("$dir/reports", 0700, true);
// the app: a numeric string to an int parameter and to an int property,
// an int returned as string (three divergent calls per request; the last
// two need the probes, which a judged request of a pool started in standby
// does not compile: with OPcache it leaves its file to the cache the
// requests not judged fill, so that it runs their code, and counts it);
// says whether this request was judged, for the accounting
file_put_contents("$dir/app/index.php", <<<'PHP'
<?php
class Order { public int $qty = 0; }
function total(int $qty): int { return $qty * 2; }
function label(int $n): string { return $n; }
$o = new Order;
$o->qty = $_GET['qty'] ?? '21';
echo 'total=', total($_GET['qty'] ?? '21'), ' label=', label($o->qty), ' judged=', (int) (scalar_types_report() !== []), "\n";
PHP);
// with OPcache where there is one: cached code and per-request handlers,
// judged and not judged requests in turn in one worker
require __DIR__ . '/../../helpers/opcache.inc';
$oc = st_opcache_load();
$ini = "extension=$so\nscalar_types.mode=standby\n";
if ($oc !== null) {
	$ini .= (isset($oc['zend_extension']) ? "zend_extension={$oc['zend_extension']}\n" : '') . "opcache.enable=1\n";
}
file_put_contents("$dir/php.ini", $ini);
$user = posix_getpwuid(posix_geteuid())['name'];
file_put_contents("$dir/fpm.conf", <<<CONF
[global]
pid = $dir/fpm.pid
error_log = $dir/fpm.log
daemonize = no
log_limit = 8192
process_control_timeout = 10

[judged]
listen = $dir/judged.sock
pm = static
pm.max_children = 2
pm.max_requests = 7
php_admin_value[scalar_types.mode] = compare
php_admin_value[scalar_types.sample_rate] = 0.5
php_admin_value[scalar_types.report_file] = $dir/reports/report-%p.jsonl

[other]
listen = $dir/other.sock
pm = static
pm.max_children = 1
php_admin_value[scalar_types.report_file] = $dir/reports/other-%p.jsonl
CONF);
$args = [$fpm, '-n', '-c', "$dir/php.ini", '-y', "$dir/fpm.conf", '-F', '-O'];
if (posix_geteuid() === 0) {
	$args[] = '-R';
}
$p = proc_open($args, [0 => ['file', '/dev/null', 'r'], 1 => ['file', "$dir/fpm.out", 'w'], 2 => ['file', "$dir/fpm.out", 'a']], $pipes);
$master = proc_get_status($p)['pid'];
for ($i = 0; $i < 100 && !(file_exists("$dir/judged.sock") && file_exists("$dir/other.sock")); $i++) {
	usleep(50000);
}
echo "fpm listening: ", file_exists("$dir/judged.sock") && file_exists("$dir/other.sock") ? 'yes' : 'no', "\n";

$params = fn(string $qty) => ['SCRIPT_FILENAME' => "$dir/app/index.php", 'SCRIPT_NAME' => '/index.php', 'REQUEST_METHOD' => 'GET',
	'QUERY_STRING' => "qty=$qty", 'SERVER_PROTOCOL' => 'HTTP/1.1', 'GATEWAY_INTERFACE' => 'CGI/1.1', 'REQUEST_URI' => "/index.php?qty=$qty"];
$stats = ['sent' => 0, 'answered' => 0, 'judged' => 0, 'unanswered' => 0, 'wrong' => []];
// a batch of concurrent requests; $during runs while they are in flight
$batch = function (string $pool, int $n, ?callable $during = null) use ($dir, $params, &$stats) {
	$open = [];
	for ($i = 0; $i < $n; $i++) {
		$qty = (string) (10 + $stats['sent'] % 50);
		$s = st_fcgi_send("$dir/$pool.sock", $params($qty));
		$stats['sent']++;
		if ($s) {
			$open[] = [$s, $qty];
		}
	}
	if ($during) {
		$during();
	}
	foreach ($open as [$s, $qty]) {
		[$out, $err, $ok] = st_fcgi_read($s);
		if ($ok && preg_match('/^total=(\d+) label=(\d+) judged=(\d+)$/', trim($out), $m) && (int) $m[1] === 2 * (int) $qty
			&& $m[2] === $qty) {
			$stats['answered']++;
			$stats['judged'] += (int) $m[3];
		} elseif ($during && !$ok && $out === '' && $err === '') {
			// closed unanswered: at a stop, php-fpm drops the connections
			// still queued in its listen backlog (never run, never judged)
			$stats['unanswered']++;
		} else {
			$stats['wrong'][] = [$pool, $qty, $out, $err, $ok];
		}
	}
};
// the pool in standby compiles the app first, into the cache both pools
// share: without the probes
$batch('other', 1);
for ($b = 0; $b < 10; $b++) {
	$batch('judged', 4);
	if ($b === 5) {
		// a graceful reload between batches (php-fpm itself may drop
		// connections still queued in its listen backlog at a reload); the
		// reloaded master's pools come back on the same sockets
		posix_kill($master, SIGUSR2);
		for ($i = 0; $i < 100 && !str_contains((string) @file_get_contents("$dir/fpm.log"), 'ready to handle connections'); $i++) {
			usleep(50000);
		}
		usleep(200000);
	}
}
$judgedSent = $stats['sent'];
for ($b = 0; $b < 4; $b++) {
	$batch('other', 3);
}
// stop under load: the last batch is in flight when SIGQUIT comes
$batch('judged', 4, fn() => posix_kill($master, SIGQUIT));
$exit = -1;
for ($i = 0; $i < 200; $i++) {
	$st = proc_get_status($p);
	if (!$st['running']) {
		$exit = $st['exitcode'];
		break;
	}
	usleep(50000);
}
if ($exit === -1) {
	posix_kill($master, SIGKILL);
}
proc_close($p);
echo "fpm stopped by SIGQUIT: ", $exit === 0 ? 'yes' : "no (exit $exit)", "\n";
echo "responses: ", $stats['wrong'] === [] ? 'all right' : json_encode($stats['wrong']), " ({$stats['sent']} requests; at the stop ",
	$stats['answered'] + $stats['unanswered'] === $stats['sent'] && $stats['unanswered'] <= 4 ? 'the rest closed unanswered' : 'ANSWERS MISSING', ")\n";

$lines = $bad = 0;
$pids = [];
foreach (glob("$dir/reports/*.jsonl") as $f) {
	foreach (file($f) as $l) {
		$lines++;
		$r = json_decode($l, true);
		if (!is_array($r) || !isset($r['record'])) {
			$bad++;
		}
	}
	$pids[] = basename($f);
}
echo "report lines: ", $lines > 0 ? 'some' : 'none', ", invalid: $bad, from the other pool: ", count(glob("$dir/reports/other-*")), "\n";
echo "worker processes that wrote: ", count($pids) > 2 ? 'more than two (recycled)' : count($pids), "\n";
$json = shell_exec(escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(dirname(__DIR__, 3) . '/bin/scalar-types')
	. ' report --format json ' . escapeshellarg("$dir/reports") . ' 2>&1');
$j = json_decode($json, true);
$judged = $stats['judged'];
echo "judged requests: ", $judged > 0 && $judged < $stats['answered'] ? 'some, not all' : $judged,
	", about half: ", abs($judged - ($stats['answered'] - 13) / 2) <= 12 ? 'yes' : "no ($judged)", "\n";
// with OPcache: the argument only, and the file of each judged request left
$per = $oc !== null ? 1 : 3;
echo "report accounts for them: requests ", $j['requests'] === $judged ? 'yes' : "{$j['requests']} != $judged",
	", divergent calls ", $j['divergent_calls'] === $per * $judged ? 'yes' : "{$j['divergent_calls']} != $per x $judged",
	", files left ", $j['files_left'] === ($oc !== null ? $judged : 0) ? 'yes' : "{$j['files_left']} for $judged",
	", sites ", ($kinds = json_encode((function ($c) { ksort($c); return $c; })(array_count_values(array_column($j['sites'], 'site')))))
		=== ($oc !== null ? '{"argument":1}' : '{"argument":1,"property":1,"return":1}') ? 'right' : $kinds,
	", sample rates ", json_encode($j['sample_rates']), "\n";
$log = file_get_contents("$dir/fpm.log") . file_get_contents("$dir/fpm.out");
echo "fpm log: reloaded ", str_contains($log, 'Reloading in progress') ? 'yes' : 'no', ", warnings from scalar_types: ",
	preg_match('/scalar_types/i', $log) ? $log : 'none', "\n";
foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS), RecursiveIteratorIterator::CHILD_FIRST) as $f) {
	$f->isDir() ? rmdir($f->getPathname()) : unlink($f->getPathname());
}
rmdir($dir);
?>
--EXPECTF--
fpm listening: yes
fpm stopped by SIGQUIT: yes
responses: all right (57 requests; at the stop the rest closed unanswered)
report lines: some, invalid: 0, from the other pool: 0
worker processes that wrote: more than two (recycled)
judged requests: some, not all, about half: yes
report accounts for them: requests yes, divergent calls yes, files left yes, sites right, sample rates {"0.5":%d}
fpm log: reloaded yes, warnings from scalar_types: none
