--TEST--
traffic: a canary php-fpm master started in compare mode at rate 1 (its own OPcache, probes cached) beside a main master without the extension, nginx's split_clients sending it a share of the requests: every response is the main master's, the canary's report holds the argument, the return and the property write of exactly the requests it served, the main master writes none, no log mentions scalar_types
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
$fpm = '/usr/sbin/php-fpm' . PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION;
if (!is_executable($fpm)) die("skip $fpm not installed (Debian: php" . PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION . '-fpm)');
if (!is_executable('/usr/sbin/nginx')) die('skip /usr/sbin/nginx not installed (Debian: nginx; scripts/lib.sh installs it)');
if (!function_exists('posix_kill')) die('skip posix needed');
// Debian's php-fpm runs Debian's (NTS, release) build: the module must be built for it
if (ZEND_THREAD_SAFE || ZEND_DEBUG_BUILD) die('skip php-fpm is a release NTS build; this PHP is not');
if (getenv('USE_ZEND_ALLOC') === '0') die('skip too slow under valgrind');
require __DIR__ . '/../../helpers/opcache.inc';
// the point of a canary master is OPcache: with it, only a master started
// in compare mode at rate 1 keeps the probes returns and properties need
if (st_opcache_load() === null) die('skip no OPcache for php-fpm');
?>
--FILE--
<?php
require __DIR__ . '/../../helpers/opcache.inc';
require __DIR__ . '/../../helpers/pidfiles.inc';
$fpm = '/usr/sbin/php-fpm' . PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION;
$so = getenv('SCALAR_TYPES_SO') ?: dirname(__DIR__, 3) . '/modules/scalar_types.so';
// a fixed name (of this checkout), so that --CLEAN-- finds what a failed
// run left: the pid files say what to stop
$dir = sys_get_temp_dir() . '/st_canary_' . substr(md5(__DIR__), 0, 8);
$pidfiles = ['main-fpm.pid', 'canary-fpm.pid', 'nginx.pid'];
st_stop_pidfiles($dir, $pidfiles);
st_rmtree($dir);
register_shutdown_function(function () use ($dir, $pidfiles) {
	st_stop_pidfiles($dir, $pidfiles);
	st_rmtree($dir);
});
foreach (['app', 'reports', 'nginx-tmp'] as $d) {
	mkdir("$dir/$d", 0700, true);
}

// the app, weak mode: a numeric string to an int parameter and to an int
// property, an int returned from a function declared string (three calls a
// request that strict mode would reject; the last two are judged only by
// probes compiled into the code). served_by= names the master (its pool's
// env[BACKEND]): the only byte a canary response may differ by.
file_put_contents("$dir/app/index.php", <<<'PHP'
<?php
class Order { public int $qty = 0; }
function total(int $qty): int { return $qty * 2; }
function label(int $n): string { return $n; }
$o = new Order;
$o->qty = $_GET['q'];
echo 'served_by=', getenv('BACKEND'), ' total=', total($_GET['q']), ' label=', var_export(label($o->qty), true),
	' qty=', var_export($o->qty, true),
	' cached=', (int) (function_exists('opcache_is_script_cached') && opcache_is_script_cached(__FILE__)), "\n";
PHP);

// two masters, each its own OPcache (its own shared memory); the files are
// written just now: file_update_protection=0 lets OPcache cache them at once
$oc = st_opcache_load();
$opcache = (isset($oc['zend_extension']) ? "zend_extension={$oc['zend_extension']}\n" : '') . "opcache.enable=1\nopcache.file_update_protection=0\n";
// the main master: no extension. Its report_file line is ignored unless
// the extension is loaded after all: then "no report from it" would fail
file_put_contents("$dir/main.ini", $opcache . "scalar_types.mode=compare\nscalar_types.report_file=$dir/reports/main-%p.jsonl\n");
file_put_contents("$dir/canary.ini", $opcache . "extension=$so\nscalar_types.mode=compare\nscalar_types.sample_rate=1\n"
	. "scalar_types.report_file=$dir/reports/canary-%p.jsonl\n");
foreach (['main', 'canary'] as $m) {
	file_put_contents("$dir/$m-fpm.conf", <<<CONF
[global]
pid = $dir/$m-fpm.pid
error_log = $dir/$m-fpm.log
daemonize = no

[$m]
listen = $dir/$m.sock
pm = static
pm.max_children = 2
env[BACKEND] = $m
CONF);
}
$root = posix_geteuid() === 0;
$procs = [];
foreach (['main', 'canary'] as $m) {
	$procs[$m] = proc_open(array_merge([$fpm, '-n', '-c', "$dir/$m.ini", '-y', "$dir/$m-fpm.conf", '-F', '-O'], $root ? ['-R'] : []),
		[0 => ['file', '/dev/null', 'r'], 1 => ['file', "$dir/$m-fpm.out", 'w'], 2 => ['file', "$dir/$m-fpm.out", 'a']], $pipes);
}

// nginx: 30 % of the values of ?n= to the canary (split_clients hashes the
// string: the same n always goes to the same master); ?via=main sends any n
// to the main master, for the answer to compare with. Its own prefix, pid,
// logs and temporary directories (Debian's are compiled in under /var).
// As root its workers run as root too, to reach the masters' sockets in
// this private directory.
$conf = <<<'CONF'
daemon off;
master_process on;
worker_processes 1;
pid @DIR@/nginx.pid;
error_log @DIR@/nginx-error.log notice;
@USER@
events {
	worker_connections 64;
}
http {
	access_log @DIR@/nginx-access.log;
	client_body_temp_path @DIR@/nginx-tmp/body;
	fastcgi_temp_path @DIR@/nginx-tmp/fastcgi;
	proxy_temp_path @DIR@/nginx-tmp/proxy;
	uwsgi_temp_path @DIR@/nginx-tmp/uwsgi;
	scgi_temp_path @DIR@/nginx-tmp/scgi;
	upstream main {
		server unix:@DIR@/main.sock;
	}
	upstream canary {
		server unix:@DIR@/canary.sock;
	}
	split_clients "${arg_n}" $split {
		30% canary;
		* main;
	}
	map $arg_via $backend {
		main main;
		default $split;
	}
	server {
		listen 127.0.0.1:@PORT@;
		root @DIR@/app;
		location = /index.php {
			fastcgi_pass $backend;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			fastcgi_param SCRIPT_NAME $fastcgi_script_name;
			fastcgi_param DOCUMENT_ROOT $document_root;
			fastcgi_param QUERY_STRING $query_string;
			fastcgi_param REQUEST_METHOD $request_method;
			fastcgi_param REQUEST_URI $request_uri;
			fastcgi_param SERVER_PROTOCOL $server_protocol;
			fastcgi_param GATEWAY_INTERFACE CGI/1.1;
			fastcgi_param REMOTE_ADDR $remote_addr;
			fastcgi_param SERVER_NAME $server_name;
			fastcgi_param SERVER_PORT $server_port;
		}
	}
}
CONF;
$port = 0;
for ($attempt = 0; $attempt < 3 && !$port; $attempt++) {
	// a free port, chosen by the kernel (taken by another process before
	// nginx binds it: another attempt)
	$probe = stream_socket_server('tcp://127.0.0.1:0');
	$try = (int) substr(strrchr(stream_socket_get_name($probe, false), ':'), 1);
	fclose($probe);
	file_put_contents("$dir/nginx.conf", strtr($conf, ['@DIR@' => $dir, '@PORT@' => $try,
		'@USER@' => $root ? 'user ' . posix_getpwuid(0)['name'] . ' ' . posix_getgrgid(0)['name'] . ';' : '']));
	// -e: the log of the start, before the config's error_log is read
	$procs['nginx'] = proc_open(['/usr/sbin/nginx', '-p', "$dir/", '-c', "$dir/nginx.conf", '-e', "$dir/nginx-error.log"],
		[0 => ['file', '/dev/null', 'r'], 1 => ['file', "$dir/nginx.out", 'a'], 2 => ['file', "$dir/nginx.out", 'a']], $pipes);
	for ($i = 0; $i < 100; $i++) {
		if (!proc_get_status($procs['nginx'])['running']) {
			break;
		}
		if ($s = @stream_socket_client("tcp://127.0.0.1:$try", $errno, $errstr, 1.0)) {
			fclose($s);
			$port = $try;
			break;
		}
		usleep(50000);
	}
	if (!$port) {
		proc_terminate($procs['nginx'], SIGKILL);
		proc_close($procs['nginx']);
		if (!str_contains((string) @file_get_contents("$dir/nginx-error.log") . @file_get_contents("$dir/nginx.out"), 'Address already in use')) {
			break;
		}
	}
}
for ($i = 0; $i < 100 && !(file_exists("$dir/main.sock") && file_exists("$dir/canary.sock")); $i++) {
	usleep(50000);
}
$up = $port && file_exists("$dir/main.sock") && file_exists("$dir/canary.sock");
echo "masters and nginx listening: ", $up ? 'yes' : "no\n" . @file_get_contents("$dir/nginx-error.log") . @file_get_contents("$dir/nginx.out")
	. @file_get_contents("$dir/main-fpm.log") . @file_get_contents("$dir/canary-fpm.log"), "\n";
if (!$up) {
	exit;
}

// [status line, content type, body] of a GET through nginx
$get = function (string $query) use ($port): array {
	$body = @file_get_contents("http://127.0.0.1:$port/index.php?$query", false,
		stream_context_create(['http' => ['ignore_errors' => true, 'timeout' => 20]]));
	$h = function_exists('http_get_last_response_headers') ? (http_get_last_response_headers() ?? []) : ($http_response_header ?? []);
	$type = preg_grep('/^content-type:/i', $h);
	return [$h[0] ?? 'no response', $type ? reset($type) : '', $body === false ? '' : $body];
};
$n = 40;
$split = $bare = [];
for ($i = 1; $i <= $n; $i++) {
	$split[$i] = $get("n=$i&q=" . (10 + $i));
}
for ($i = 1; $i <= $n; $i++) {
	$bare[$i] = $get("n=$i&q=" . (10 + $i) . '&via=main');
}

// which master served each request: the token the app prints; set aside
// (and only it) before comparing with the main master's answer
$served = ['main' => 0, 'canary' => 0, 'neither' => 0];
$diff = [];
foreach ($split as $i => $r) {
	$served[preg_match('/^served_by=(main|canary) /', $r[2], $m) ? $m[1] : 'neither']++;
	$norm = fn (array $r) => [$r[0], $r[1], preg_replace('/^served_by=\w+ /', 'served_by=* ', $r[2])];
	if ($norm($r) !== $norm($bare[$i]) || !str_starts_with($bare[$i][2], 'served_by=main ')) {
		$diff[$i] = [$r, $bare[$i]];
	}
}
$canary = $served['canary'];
echo "responses: $n, from the canary: ", $canary > 0 && $canary < $n ? 'some' : 'NOT SOME', " ($canary), from the main master: ",
	$served['main'] === $n - $canary ? 'the rest' : $served['main'] . ", from neither: {$served['neither']}", "\n";
echo "each the main master's answer (status, content type, body; served_by= set aside): ", $diff === [] ? 'yes' : json_encode($diff, JSON_PRETTY_PRINT), "\n";
echo "sample: ", $bare[1][0], ' ', trim($bare[1][2]), "\n";
$fromCache = count(array_filter(array_merge($split, $bare), fn ($r) => str_ends_with(trim($r[2]), 'cached=1')));
echo "run from OPcache's cache: ", $fromCache === 2 * $n ? 'all' : "$fromCache of " . 2 * $n, "\n";

// a graceful stop of the three; the masters' workers have written their
// records at the end of each request
$stopped = [];
foreach (['nginx', 'main', 'canary'] as $m) {
	posix_kill(proc_get_status($procs[$m])['pid'], SIGQUIT);
}
foreach (['nginx', 'main', 'canary'] as $m) {
	$code = -1;
	for ($i = 0; $i < 200; $i++) {
		$st = proc_get_status($procs[$m]);
		if (!$st['running']) {
			$code = $st['exitcode'];
			break;
		}
		usleep(50000);
	}
	if ($code === -1) {
		proc_terminate($procs[$m], SIGKILL);
	}
	proc_close($procs[$m]);
	$stopped[] = "$m " . ($code === 0 ? 'exit 0' : "NOT CLEANLY ($code)");
}
echo "stopped: ", implode(', ', $stopped), "\n";

$files = array_map('basename', glob("$dir/reports/*"));
echo "report files: ", count($files) > 0 && preg_grep('/^canary-\d+\.jsonl$/', $files, PREG_GREP_INVERT) === [] ? 'the canary\'s only' : json_encode($files), "\n";
$j = json_decode((string) shell_exec(escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(dirname(__DIR__, 3) . '/bin/scalar-types')
	. ' report --format json ' . escapeshellarg("$dir/reports") . ' 2>&1'), true);
$kinds = [];
foreach ($j['sites'] ?? [] as $s) {
	$kinds[$s['site']][] = $s['count'];
}
ksort($kinds);
echo "canary report: requests ", ($j['requests'] ?? null) === $canary ? 'those it served' : ($j['requests'] ?? 'none') . " != $canary",
	", divergent calls ", ($j['divergent_calls'] ?? null) === 3 * $canary ? '3 a request' : ($j['divergent_calls'] ?? 'none') . " != 3 x $canary",
	", sites ", $kinds === ['argument' => [$canary], 'property' => [$canary], 'return' => [$canary]] ? 'one argument, one property, one return, each once a request' : json_encode($kinds),
	", files left ", json_encode($j['files_left'] ?? null), ", sample rates ", json_encode($j['sample_rates'] ?? null) === "{\"1\":$canary}" ? '1 only' : json_encode($j['sample_rates'] ?? null), "\n";

$logs = '';
foreach (['main-fpm.log', 'main-fpm.out', 'canary-fpm.log', 'canary-fpm.out', 'nginx-error.log', 'nginx.out'] as $f) {
	$logs .= @file_get_contents("$dir/$f");
}
echo "logs: scalar_types ", preg_match('/scalar_types/i', $logs) ? "MENTIONED\n$logs" : 'not mentioned',
	", nginx errors ", preg_match('/\[(error|crit|alert|emerg)\]/', (string) @file_get_contents("$dir/nginx-error.log")) ? "SOME\n" . file_get_contents("$dir/nginx-error.log") : 'none', "\n";
?>
--CLEAN--
<?php
require __DIR__ . '/../../helpers/pidfiles.inc';
$dir = sys_get_temp_dir() . '/st_canary_' . substr(md5(__DIR__), 0, 8);
st_stop_pidfiles($dir, ['main-fpm.pid', 'canary-fpm.pid', 'nginx.pid']);
st_rmtree($dir);
?>
--EXPECTF--
masters and nginx listening: yes
responses: 40, from the canary: some (%d), from the main master: the rest
each the main master's answer (status, content type, body; served_by= set aside): yes
sample: HTTP/1.1 200 OK served_by=main total=22 label='11' qty=11 cached=1
run from OPcache's cache: all
stopped: nginx exit 0, main exit 0, canary exit 0
report files: the canary's only
canary report: requests those it served, divergent calls 3 a request, sites one argument, one property, one return, each once a request, files left 0, sample rates 1 only
logs: scalar_types not mentioned, nginx errors none
