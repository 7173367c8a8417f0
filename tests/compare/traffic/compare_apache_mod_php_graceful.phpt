--TEST--
traffic: Apache httpd with mod_php (prefork) under concurrent load (400 requests, 8 at a time, children recycled after 20 connections) with two graceful restarts (apache2 -k graceful) during it and a graceful stop with requests in flight: the judged virtual host (sample_rate 0.5) is judged after each restart too, every report line is valid JSON, the merged report counts exactly the requests and calls the responses say were judged, the other host writes nothing, and every response is what the app answers
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
require __DIR__ . '/../../helpers/apache.inc';
if ($why = st_apache_skip()) die("skip $why");
?>
--FILE--
<?php
require __DIR__ . '/../../helpers/apache.inc';
$so = getenv('SCALAR_TYPES_SO') ?: dirname(__DIR__, 3) . '/modules/scalar_types.so';
$dir = sys_get_temp_dir() . '/st_apache_mod_php_graceful_' . substr(md5(__DIR__), 0, 8);
st_apache_cleanup($dir);
register_shutdown_function('st_apache_cleanup', $dir);
umask(022); // the app is read by the server children (www-data when root)
mkdir("$dir/app", 0755, true);
// the app: a numeric string to an int parameter, n times (n divergent
// calls at one site per judged request); says whether this request was
// judged (-1: no extension), for the accounting
file_put_contents("$dir/app/index.php", <<<'PHP'
<?php
function qty(int $qty): int { return $qty * 2; }
$n = (int) ($_GET['n'] ?? 1);
$total = 0;
for ($i = 0; $i < $n; $i++) {
	$total += qty($_GET['qty'] ?? '21');
}
usleep(3000);
echo 'total=', $total, ' n=', $n, ' judged=', function_exists('scalar_types_report') ? count(scalar_types_report()) : -1, "\n";
PHP);
$ini = "extension=$so\nscalar_types.mode=standby\n";
file_put_contents("$dir/php.ini", $ini . st_apache_opcache_ini());
st_apache_writable_dir("$dir/reports");
$vhosts = <<<CONF
<VirtualHost 127.0.0.1:@PORT@>
	ServerName blog.test
	DocumentRoot "$dir/app"
	php_admin_value scalar_types.report_file "$dir/reports/blog-%p.jsonl"
</VirtualHost>
<VirtualHost 127.0.0.1:@PORT@>
	ServerName shop.test
	DocumentRoot "$dir/app"
	php_admin_value scalar_types.mode compare
	php_admin_value scalar_types.sample_rate 0.5
	php_admin_value scalar_types.report_file "$dir/reports/shop-%p.jsonl"
</VirtualHost>
<Directory "$dir/app">
	Require all granted
	<FilesMatch "\.php$">
		SetHandler application/x-httpd-php
	</FilesMatch>
</Directory>

CONF;
$h = st_apache_start($dir, $dir, $vhosts, ['StartServers' => 2, 'MinSpareServers' => 2, 'MaxSpareServers' => 4,
	'MaxRequestWorkers' => 8, 'MaxConnectionsPerChild' => 20]);
if (is_string($h)) {
	die("apache: $h\n");
}
$restarts = fn () => substr_count((string) @file_get_contents("$dir/error.log"), 'resuming normal operations') - 1;

$stats = ['sent' => 0, 'answered' => 0, 'judged' => 0, 'calls' => 0, 'unanswered' => 0, 'wrong' => [], 'blog judged' => 0, 'shop' => 0];
// the requests: three of four to the judged host, n from 1 to 9
$make = function (int $count) use (&$stats) {
	$reqs = [];
	for ($i = 0; $i < $count; $i++, $stats['sent']++) {
		$k = $stats['sent'];
		$reqs[] = [$k % 4 === 3 ? 'blog.test' : 'shop.test', '/index.php?n=' . (1 + $k % 9) . '&qty=' . (10 + $k % 50)];
	}
	return $reqs;
};
// accounts for the responses; $stopping: unanswered ones are allowed
$account = function (array $reqs, array $responses, bool $stopping = false) use (&$stats) {
	$judged = 0;
	foreach ($reqs as $i => [$host, $path]) {
		parse_str(parse_url($path, PHP_URL_QUERY), $q);
		$r = $responses[$i];
		if ($r === null && $stopping) {
			// closed unanswered at the stop: still in the listen backlog, never run
			$stats['unanswered']++;
		} elseif ($r && str_contains($r[0], ' 200 ') && preg_match('/^total=(\d+) n=(\d+) judged=(-?\d+)$/', trim($r[2]), $m)
			&& (int) $m[1] === 2 * $q['qty'] * $q['n'] && (int) $m[2] === (int) $q['n'] && in_array((int) $m[3], [0, 1], true)) {
			$stats['answered']++;
			if ($host === 'shop.test') {
				$stats['shop']++;
				$stats['judged'] += (int) $m[3];
				$stats['calls'] += (int) $m[3] * (int) $m[2];
				$judged += (int) $m[3];
			} else {
				$stats['blog judged'] += (int) $m[3];
			}
		} else {
			$stats['wrong'][] = [$host, $path, $r];
		}
	}
	return $judged;
};

// the load, with a graceful restart after 100 and after 250 responses
$reqs = $make(400);
$responses = st_http_many($h['port'], $reqs, 8, function (int $done) use ($h) {
	if ($done === 100 || $done === 250) {
		st_apache_ctl($h, 'graceful');
	}
});
$account($reqs, $responses);
for ($i = 0; $i < 300 && $restarts() < 2; $i++) {
	usleep(100000);
}
echo "graceful restarts done: ", $restarts(), "\n";
// after both restarts, the new children judge too
$reqs = $make(40);
echo "judged after the restarts: ", $account($reqs, st_http_many($h['port'], $reqs, 4)) > 0 ? 'yes' : 'no', "\n";
// a graceful stop with requests in flight: those running finish
$reqs = $make(24);
$responses = st_http_many($h['port'], $reqs, 24, function (int $done) use ($h) {
	if ($done === 1) {
		st_apache_ctl($h, 'graceful-stop');
	}
});
$account($reqs, $responses, true);
$exit = st_apache_wait($h);
echo "stopped gracefully: ", $exit === 0 ? 'yes' : "no (exit $exit)", ", processes left: ", st_apache_processes($dir), "\n";
echo "responses: ", $stats['wrong'] === [] ? 'all right' : json_encode($stats['wrong']), " ({$stats['sent']} requests, ",
	$stats['answered'] + $stats['unanswered'] === $stats['sent'] && $stats['answered'] >= 441 ? 'all answered, at the stop the rest closed unanswered' : "ANSWERS MISSING: {$stats['answered']}", ")\n";
echo "the other host judged: {$stats['blog judged']} requests, wrote: ", count(glob("$dir/reports/blog-*")), " files\n";

$lines = $bad = 0;
$files = glob("$dir/reports/shop-*.jsonl");
foreach ($files as $f) {
	foreach (file($f) as $l) {
		$lines++;
		$r = json_decode($l, true);
		$bad += !is_array($r) || !isset($r['record']);
	}
}
echo "report lines: ", $lines > 0 ? 'some' : 'none', ", invalid: $bad\n";
echo "processes that wrote: ", count($files) > 8 ? 'more than MaxRequestWorkers (recycled, restarted)' : count($files), "\n";
$j = json_decode((string) shell_exec(escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(dirname(__DIR__, 3) . '/bin/scalar-types')
	. ' report --format json ' . escapeshellarg("$dir/reports") . ' 2>&1'), true);
$judged = $stats['judged'];
echo "judged requests: ", $judged > 0 && $judged < $stats['shop'] ? 'some, not all' : $judged,
	", about half: ", abs($judged - $stats['shop'] / 2) <= 40 ? 'yes' : "no ($judged of {$stats['shop']})", "\n";
echo "report accounts for them: requests ", ($j['requests'] ?? null) === $judged ? 'yes' : ($j['requests'] ?? 'none') . " != $judged",
	", divergent calls ", ($j['divergent_calls'] ?? null) === $stats['calls'] ? 'yes' : ($j['divergent_calls'] ?? 'none') . " != {$stats['calls']}",
	", sites ", $j['divergent_sites'] ?? 'none', ", sample rates ", json_encode($j['sample_rates'] ?? null), "\n";
$log = file_get_contents("$dir/error.log") . @file_get_contents("$dir/apache.out");
echo "error log: graceful restarts ", substr_count($log, 'Graceful restart requested'), ", graceful stop ", str_contains($log, 'shutting down gracefully') ? 'yes' : 'no',
	", trouble: ", preg_match('/scalar_types|exit signal|PHP (Warning|Fatal|Notice|Deprecated|Parse)/i', $log) ? $log : 'none', "\n";
?>
--CLEAN--
<?php
require __DIR__ . '/../../helpers/apache.inc';
st_apache_cleanup(sys_get_temp_dir() . '/st_apache_mod_php_graceful_' . substr(md5(__DIR__), 0, 8));
?>
--EXPECTF--
graceful restarts done: 2
judged after the restarts: yes
stopped gracefully: yes, processes left: 0
responses: all right (464 requests, all answered, at the stop the rest closed unanswered)
the other host judged: 0 requests, wrote: 0 files
report lines: some, invalid: 0
processes that wrote: more than MaxRequestWorkers (recycled, restarted)
judged requests: some, not all, about half: yes
report accounts for them: requests yes, divergent calls yes, sites 1, sample rates {"0.5":%d}
error log: graceful restarts 2, graceful stop yes, trouble: none
