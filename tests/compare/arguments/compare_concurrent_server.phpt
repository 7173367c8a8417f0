--TEST--
compare: php -S with PHP_CLI_SERVER_WORKERS=4 serving examples/legacy-app, 10,000 concurrent requests — every report line valid JSON, none lost, none interleaved; responses unchanged
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
if (PHP_OS_FAMILY !== 'Linux') die('skip Linux only (PHP_CLI_SERVER_WORKERS, /proc)');
if (!function_exists('proc_open')) die('skip proc_open not available');
// run-tests -m sets USE_ZEND_ALLOC=0: 10,000 requests under memcheck take far too long
if (getenv('USE_ZEND_ALLOC') === '0') die('skip too slow under valgrind');
?>
--FILE--
<?php
require_once __DIR__ . '/../../helpers/opcache.inc';
// The concurrency claim of the report writer: with many worker processes
// appending to one report file (one write(2) per record, O_APPEND), no record
// is lost, torn or interleaved. The expectation for one request is taken from
// a first, lone request; then N requests run with 32 in flight, so the five
// serving processes of `php -S` (the master serves too) overlap.
//
// N: ST_CONCURRENCY_REQUESTS, default 10000 (2000 on a debug build, which
// is several times slower); the output does not depend on it.

const ST_WORKERS = 4;
const ST_INFLIGHT = 32;

$n = max(1, (int) (getenv('ST_CONCURRENCY_REQUESTS') ?: (PHP_DEBUG ? 2000 : 10000)));
$docroot = dirname(__DIR__, 3) . '/examples/legacy-app';

/**
 * run-tests SIGKILLs a test that prints nothing for TEST_TIMEOUT (60 s),
 * which would leave the servers behind: each phase gives up well before.
 */
function deadline(): float
{
	return microtime(true) + max(20, (int) (getenv('TEST_TIMEOUT') ?: 60) - 12);
}

function yn(bool $b): string
{
	return $b ? 'yes' : 'no';
}

$tmp = sys_get_temp_dir() . '/st_concurrent_' . getmypid();
@mkdir($tmp, 0700);
$servers = [];
register_shutdown_function(function () use (&$servers, $tmp) {
	foreach ($servers as $proc) {
		server_stop($proc);
	}
	foreach (glob("$tmp/*") as $f) {
		unlink($f);
	}
	@rmdir($tmp);
});

/** The INI of the child server: php -n, opcache and its JIT as in this process (the opcache+JIT pass). */
function server_ini(bool $extension): array
{
	$ini = [];
	if (function_exists('opcache_get_status') && ini_get('opcache.enable_cli')) {
		// cli-server obeys opcache.enable, not enable_cli; the SHM is set up
		// before the fork, so all workers share one cache and one JIT buffer
		$ini += [...st_opcache_load(), 'opcache.enable' => '1', 'opcache.enable_cli' => '1',
			'opcache.jit' => ini_get('opcache.jit'), 'opcache.jit_buffer_size' => ini_get('opcache.jit_buffer_size'),
			'opcache.file_update_protection' => '0'];
	}
	if ($extension) {
		$ini['extension'] = getenv('SCALAR_TYPES_SO') ?: dirname(__DIR__, 3) . '/modules/scalar_types.so';
	}
	return $ini;
}

/** Starts `php -S` with PHP_CLI_SERVER_WORKERS on a free port; returns [proc, port]. */
function server_start(array $ini, string $docroot, string $log, array &$servers): array
{
	for ($try = 1; $try <= 5; $try++) {
		// learn a free port from the kernel; another process may take it before
		// the server binds, then the server exits and we try again
		$probe = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
		if ($probe === false) {
			throw new RuntimeException("no free port: $errstr");
		}
		$port = (int) substr(strrchr(stream_socket_get_name($probe, false), ':'), 1);
		fclose($probe);
		$cmd = [PHP_BINARY, '-n'];
		foreach ($ini as $k => $v) {
			array_push($cmd, '-d', "$k=$v");
		}
		array_push($cmd, '-S', "127.0.0.1:$port", '-t', $docroot);
		$env = ['PHP_CLI_SERVER_WORKERS' => (string) ST_WORKERS] + getenv();
		$proc = proc_open($cmd, [0 => ['file', '/dev/null', 'r'], 1 => ['file', $log, 'a'], 2 => ['file', $log, 'a']], $pipes, null, $env);
		if ($proc === false) {
			throw new RuntimeException('proc_open failed');
		}
		$servers[] = $proc;
		$until = microtime(true) + 10;
		while (microtime(true) < $until && proc_get_status($proc)['running']) {
			// a bare connect runs no PHP request, so it writes no report record
			$c = @stream_socket_client("tcp://127.0.0.1:$port", $errno, $errstr, 0.5);
			if ($c !== false) {
				fclose($c);
				return [$proc, $port];
			}
			usleep(20000);
		}
		server_stop($proc);
		$servers = array_filter($servers, fn($p) => $p !== $proc);
	}
	throw new RuntimeException("php -S did not start; its log:\n" . @file_get_contents($log));
}

/** Stops the server and its workers: on PHP 8.2 killing the master leaves the workers running. */
function server_stop($proc): void
{
	if (!is_resource($proc)) {
		return;
	}
	$st = proc_get_status($proc);
	if ($st['running']) {
		$children = [];
		foreach (glob('/proc/[0-9]*/stat') as $f) {
			$stat = @file_get_contents($f);
			// "pid (comm) state ppid ...": comm may hold spaces and parentheses
			if ($stat !== false && preg_match('/\) \S+ (\d+) /', substr($stat, strrpos($stat, ')')), $m)
					&& (int) $m[1] === $st['pid']) {
				$children[] = (int) $stat;
			}
		}
		foreach ($children as $pid) {
			if (function_exists('posix_kill')) {
				posix_kill($pid, 15);
			} else {
				proc_close(proc_open(['kill', '-TERM', (string) $pid], [], $p));
			}
		}
		proc_terminate($proc, 15);
		// proc_close() waits for the master: never forever
		for ($i = 0; $i < 100 && proc_get_status($proc)['running']; $i++) {
			usleep(20000);
		}
		if (proc_get_status($proc)['running']) {
			proc_terminate($proc, 9);
		}
	}
	proc_close($proc);
}

/**
 * $total GET / requests, $inflight at a time on non-blocking sockets driven
 * by stream_select; HTTP/1.0, Connection: close. Returns status line and
 * md5 of the body => count, and the most connections that were open at once.
 */
function http_load(int $port, int $total, int $inflight, float $deadline): array
{
	$req = "GET / HTTP/1.0\r\nHost: 127.0.0.1:$port\r\nConnection: close\r\n\r\n";
	$conns = [];   // (int) socket => [socket, bytes still to send, bytes received]
	$results = [];
	$started = $done = $maxOpen = 0;
	$finish = function (int $id, ?string $error) use (&$conns, &$results, &$done) {
		[$s, , $in] = $conns[$id];
		fclose($s);
		unset($conns[$id]);
		$done++;
		if ($error === null && ($p = strpos($in, "\r\n\r\n")) !== false) {
			$key = strtok($in, "\r\n") . ' ' . md5(substr($in, $p + 4));
		} else {
			$key = 'error: ' . ($error ?? 'no HTTP response');
		}
		$results[$key] = ($results[$key] ?? 0) + 1;
	};
	while ($done < $total) {
		while ($started < $total && count($conns) < $inflight) {
			$s = @stream_socket_client("tcp://127.0.0.1:$port", $errno, $errstr, 5,
				STREAM_CLIENT_CONNECT | STREAM_CLIENT_ASYNC_CONNECT);
			$started++;
			if ($s === false) {
				$results["error: connect: $errstr"] = ($results["error: connect: $errstr"] ?? 0) + 1;
				$done++;
				continue;
			}
			stream_set_blocking($s, false);
			$conns[(int) $s] = [$s, $req, ''];
		}
		$maxOpen = max($maxOpen, count($conns));
		if (!$conns) {
			continue;
		}
		$left = $deadline - microtime(true);
		if ($left <= 0) {
			throw new RuntimeException(sprintf('deadline passed: %d of %d responses, %d connections open', $done, $total, count($conns)));
		}
		$r = $w = [];
		foreach ($conns as $id => [$s, $out]) {
			if ($out !== '') {
				$w[$id] = $s;
			} else {
				$r[$id] = $s;
			}
		}
		$e = null;
		if (@stream_select($r, $w, $e, 0, (int) (min(1.0, $left) * 1e6)) === false) {
			throw new RuntimeException('stream_select failed');
		}
		foreach ($w as $s) {
			$id = (int) $s;
			$k = @fwrite($s, $conns[$id][1]);
			if ($k === false) {
				$finish($id, 'write failed');
			} else {
				$conns[$id][1] = (string) substr($conns[$id][1], $k);
			}
		}
		foreach ($r as $s) {
			$id = (int) $s;
			$chunk = @fread($s, 65536);
			if ($chunk === false) {
				$finish($id, 'read failed');
			} elseif ($chunk === '' && feof($s)) {
				$finish($id, null);
			} else {
				$conns[$id][2] .= $chunk;
			}
		}
	}
	return [$results, $maxOpen];
}

/** Summary records in $path: the last line of each request. */
function count_summaries(string $path): int
{
	$have = 0;
	$f = @fopen($path, 'r');
	// line by line: 10,000 requests make 80 MB
	while ($f && ($line = fgets($f)) !== false) {
		$have += (int) str_starts_with($line, '{"record":"summary"');
	}
	$f && fclose($f);
	return $have;
}

/** Waits until $files() hold $want summary records: they are written after the response is sent. */
function wait_summaries(callable $files, int $want, float $deadline): void
{
	$until = min($deadline, microtime(true) + 10);
	do {
		$have = array_sum(array_map('count_summaries', $files()));
		if ($have >= $want) {
			return;
		}
		usleep(50000);
	} while (microtime(true) < $until);
	echo "waited for $want summary records, found $have\n";
}

/** The lines of each file from its offset ($sources: path => offset), streamed. */
function read_lines(array $sources, bool &$unterminated): Generator
{
	foreach ($sources as $path => $offset) {
		$f = fopen($path, 'r');
		fseek($f, $offset);
		while (($line = fgets($f)) !== false) {
			if (!str_ends_with($line, "\n")) {
				$unterminated = true;
			}
			yield rtrim($line, "\n");
		}
		fclose($f);
	}
}

/**
 * Checks JSON lines; with $probe (the records of one request), also that
 * they are $n times those. Divergence records are compared whole except
 * `count`, summaries whole except `pid`.
 */
function analyse(array $sources, ?array $probe = null, int $n = 0): array
{
	$res = ['invalid' => 0, 'interleaved' => 0, 'summaries' => 0, 'calls' => 0, 'summary_mismatch' => 0,
		'unexpected' => 0, 'pids' => [], 'unterminated' => false, 'mixed' => 0];
	$counts = [];
	$run = 0;   // divergence lines since the last summary
	foreach (read_lines($sources, $res['unterminated']) as $line) {
		// a torn or interleaved write shows as a line that is not one record
		if (substr_count($line, '"record":') !== 1) {
			$res['interleaved']++;
		}
		try {
			$r = json_decode($line, true, 512, JSON_THROW_ON_ERROR);
		} catch (JsonException) {
			$res['invalid']++;
			continue;
		}
		if (!is_array($r) || !isset($r['record'])) {
			$res['invalid']++;
		} elseif ($r['record'] === 'summary') {
			// not one request's records in a row: another process wrote in between
			$res['mixed'] += (int) ($probe && $run !== count($probe['sites']));
			$run = 0;
			$res['summaries']++;
			$res['calls'] += $r['calls'];
			$res['pids'][$r['pid']] = true;
			unset($r['pid']);
			$res['summary_mismatch'] += (int) ($probe && $r !== $probe['summary']);
		} elseif ($r['record'] === 'divergence') {
			$run++;
			$c = $r['count'];
			unset($r['count']);
			$key = json_encode($r);
			if ($probe && !isset($probe['sites'][$key])) {
				$res['unexpected']++;
			}
			$counts[$key] = ($counts[$key] ?? 0) + $c;
		} else {
			$res['invalid']++;
		}
	}
	$res['add_up'] = true;
	$shown = 0;
	foreach ($probe ? $probe['sites'] + $counts : [] as $key => $_) {
		if (($counts[$key] ?? 0) !== $n * ($probe['sites'][$key] ?? 0)) {
			$res['add_up'] = false;
			if ($shown++ < 20) {
				echo "site ", $key, ": count ", $counts[$key] ?? 0, ", expected ", $n * ($probe['sites'][$key] ?? 0), "\n";
			}
		}
	}
	return $res;
}

/** Server log lines other than the access log (startup errors, warnings), the first ones shown. */
function log_noise(string $log): int
{
	$noise = 0;
	$f = fopen($log, 'r');
	while (($line = fgets($f)) !== false) {
		if (!preg_match('/^\[\d+\] \[[^]]+\] (PHP \S+ Development Server \(\S+\) started|\S+ (Accepted|Closing|\[200\]: GET \/|Closed without sending a request;.*))$/', rtrim($line))
				&& $noise++ < 5) {
			echo basename($log), ': ', $line;
		}
	}
	fclose($f);
	return $noise;
}

// 1. the response without the extension
[$proc, $port] = server_start(server_ini(false), $docroot, "$tmp/plain.log", $servers);
[$plain] = http_load($port, 1, 1, deadline());
$plain = array_key_first($plain);
server_stop($proc);
echo "without the extension: ", substr($plain, 0, strrpos($plain, ' ')), "\n";

// 2. compare mode, one shared report file: one lone request sets the expectation
$report = "$tmp/shared.jsonl";
$ini = server_ini(true) + ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $report];
[$proc, $port] = server_start($ini, $docroot, "$tmp/shared.log", $servers);
[$one] = http_load($port, 1, 1, deadline());
wait_summaries(fn() => [$report], 1, deadline());
if (count_summaries($report) !== 1) {
	throw new RuntimeException("no report for one request; server log:\n" . substr(file_get_contents("$tmp/shared.log"), 0, 2000));
}
$probeData = file_get_contents($report);
$probe = ['sites' => [], 'summary' => null];
foreach (explode("\n", rtrim($probeData, "\n")) as $line) {
	$r = json_decode($line, true, 512, JSON_THROW_ON_ERROR);
	if ($r['record'] === 'summary') {
		unset($r['pid']);
		$probe['summary'] = $r;
	} else {
		$c = $r['count'];
		unset($r['count']);
		$probe['sites'][json_encode($r)] = $c;
	}
}
echo "one request: same response: ", yn($one === [$plain => 1]), ", divergence sites: ",
	yn(count($probe['sites']) > 0 && count($probe['sites']) === $probe['summary']['sites']),
	", calls: ", yn($probe['summary']['calls'] > 0), "\n";

// then N requests, 32 in flight, on the same server and file
$deadline = deadline();
[$results, $maxOpen] = http_load($port, $n, ST_INFLIGHT, $deadline);
wait_summaries(fn() => [$report], $n + 1, $deadline);
server_stop($proc);   // only then is the file complete for sure
$ok = $results[$plain] ?? 0;
echo "requests: $n, in flight: ", $maxOpen === min($n, ST_INFLIGHT) ? 'up to ' . ST_INFLIGHT : $maxOpen, ", responses ok (status, body as without the extension): ", $ok === $n ? 'all' : $ok, "\n";
foreach ($results as $k => $c) {
	if ($k !== $plain) {
		echo "  other response: $k × $c\n";
	}
}
$res = analyse([$report => strlen($probeData)], $probe, $n);
echo "summary records: ", $res['summaries'] === $n ? 'one per request' : $res['summaries'], "\n";
echo "summaries as for one request: ", $res['summary_mismatch'] === 0 ? 'yes' : "no ({$res['summary_mismatch']} differ)", "\n";
echo "summary calls add up: ", yn($res['calls'] === $n * $probe['summary']['calls']), "\n";
echo "divergence counts add up: ", yn($res['add_up']), ", unexpected records: {$res['unexpected']}\n";
echo "invalid lines: {$res['invalid']}, interleaved lines: {$res['interleaved']}, unterminated: ", yn($res['unterminated']), "\n";
// the point of the test: several processes wrote to the one file at once,
// their records mixed line by line (some 10% of requests here), none torn
echo "processes that wrote: more than one: ", yn(count($res['pids']) > 1),
	", requests whose records another process's records split: some: ", yn($res['mixed'] > 0), "\n";
$noise = log_noise("$tmp/plain.log") + log_noise("$tmp/shared.log");
echo "server log: other lines than requests: $noise\n";

// 3. a report file per process (%p), a fifth of the requests
$m = max(1, intdiv($n, 5));
$ini['scalar_types.report_file'] = "$tmp/r-%p.jsonl";
$deadline = deadline();
[$proc, $port] = server_start($ini, $docroot, "$tmp/pid.log", $servers);
[$results] = http_load($port, $m, ST_INFLIGHT, $deadline);
$files = fn() => glob("$tmp/r-*.jsonl");
wait_summaries($files, $m, $deadline);
server_stop($proc);
$ownPid = true;
foreach ($files() as $f) {
	$res = analyse([$f => 0]);
	// each process writes its own file: the pid in the name is the pid in the summaries
	$ownPid = $ownPid && array_keys($res['pids']) === [(int) substr(basename($f, '.jsonl'), 2)];
}
$res = analyse(array_fill_keys($files(), 0), $probe, $m);
$ok = $results[$plain] ?? 0;
$noise = log_noise("$tmp/pid.log");
echo "per-process files: requests: $m, responses ok: ", $ok === $m ? 'all' : $ok, ", more than one file: ",
	yn(count($files()) > 1), ", each of one pid: ", yn($ownPid), ", server log: $noise\n";
echo "  summary records: ", $res['summaries'] === $m ? 'one per request' : $res['summaries'], ", counts add up: ",
	yn($res['add_up'] && $res['calls'] === $m * $probe['summary']['calls'] && $res['summary_mismatch'] === 0 && $res['unexpected'] === 0),
	", invalid lines: {$res['invalid']}, interleaved lines: {$res['interleaved']}, unterminated: ", yn($res['unterminated']), "\n";
?>
--EXPECTF--
without the extension: HTTP/1.0 200 OK
one request: same response: yes, divergence sites: yes, calls: yes
requests: %d, in flight: up to 32, responses ok (status, body as without the extension): all
summary records: one per request
summaries as for one request: yes
summary calls add up: yes
divergence counts add up: yes, unexpected records: 0
invalid lines: 0, interleaved lines: 0, unterminated: no
processes that wrote: more than one: yes, requests whose records another process's records split: some: yes
server log: other lines than requests: 0
per-process files: requests: %d, responses ok: all, more than one file: yes, each of one pid: yes, server log: 0
  summary records: one per request, counts add up: yes, invalid lines: 0, interleaved lines: 0, unterminated: no
