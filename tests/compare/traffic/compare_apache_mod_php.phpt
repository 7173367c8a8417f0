--TEST--
traffic: Apache httpd with mod_php (prefork) started by the test, the extension loaded in standby from PHPIniDir's php.ini: the <VirtualHost> and the <Directory> with php_admin_value scalar_types.mode compare are judged, the other virtual host (php_value cannot set the mode) is not; each report holds exactly the sites a really strict copy of the app rejects (its TypeErrors, run through the CLI) with every call counted; every response (status, headers, body) is the same as from the same server without the extension
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
$dir = sys_get_temp_dir() . '/st_apache_mod_php_' . substr(md5(__DIR__), 0, 8);
st_apache_cleanup($dir);
register_shutdown_function('st_apache_cleanup', $dir);
umask(022); // the app is read by the server children (www-data when root)
foreach (['lib', 'shop', 'blog/admin', 'strict/lib', 'strict/shop', 'with', 'without'] as $d) {
	mkdir("$dir/$d", 0755, true);
}

// The app, in no strict file: values from the query string reach typed
// parameters, a typed property and a typed return as strings; one call
// site per statement line, the first one in a loop run n times
file_put_contents("$dir/lib/lib.php", <<<'PHP'
<?php
function qty(int $n): int { return $n * 2; }
function ratio($x): float { return $x; }
function label(string $s): string { return "[$s]"; }
class Cart { public int $items = 0; }
PHP);
$prelude = [
	'require %LIB%;',
	'set_error_handler(function (int $no, string $msg): bool { echo "notice: $msg\n"; return true; });',
	'$q = $_GET + [\'n\' => \'3\', \'qty\' => \'4\', \'rate\' => \'0.5\', \'times\' => \'2\', \'id\' => \'7\'];',
	'$n = max(1, min(50, (int) $q[\'n\']));',
	'$cart = new Cart();',
	'header(\'X-Loop: \' . $n);',
];
$statements = [
	'for ($i = 0; $i < $n; $i++) { echo qty($q[\'qty\']), \' \'; }',
	'echo "\n", str_repeat(\'ab\', $q[\'times\']), "\n";',
	'echo strtolower(null), "|\n";',
	'echo label((int) $q[\'id\']), "\n";',
	'echo $cart->items = $q[\'qty\'], "\n";',
	'echo ratio($q[\'rate\']), "\n";',
	'echo qty(5), \' \', sqrt(4), \' \', label(\'x\'), \' \', round(2.5), "\n";',
];
$loopLine = count($prelude) + 2;
$app = fn (string $lib, bool $strict) => ($strict ? '<?php declare(strict_types=1); require ' . var_export("$dir/strict/oracle.php", true) . ";\n" : "<?php\n")
	. str_replace('%LIB%', var_export($lib, true), implode("\n", $prelude)) . "\n"
	. implode("\n", array_map(fn ($s) => $strict ? "try { $s } catch (\\TypeError \$e) { st_oracle(\$e); }" : $s, $statements)) . "\n";
foreach (['shop', 'blog', 'blog/admin'] as $d) {
	file_put_contents("$dir/$d/index.php", $app("$dir/lib/lib.php", false));
	// says whether the extension is loaded and in which mode (not compared)
	file_put_contents("$dir/$d/probe.php", '<?php echo extension_loaded("scalar_types") ? "loaded, mode " . ini_get("scalar_types.mode") : "not loaded", "\n";');
}
file_put_contents("$dir/shop/robots.txt", "User-agent: *\n");
file_put_contents("$dir/blog/opcache.php", '<?php $s = function_exists("opcache_get_status") ? opcache_get_status(false) : false;'
	. ' echo json_encode([!empty($s["opcache_enabled"]), !empty($s["jit"]["on"])]);');

// The oracle: the engine. A copy of the app with both files strict, each
// statement caught on its own line, run by the CLI (no extension); where
// each TypeError is raised (for a user function's argument, where it was
// called), with the engine's message
file_put_contents("$dir/strict/lib/lib.php", preg_replace('/^<\?php\n/', '<?php declare(strict_types=1);' . "\n", file_get_contents("$dir/lib/lib.php")));
file_put_contents("$dir/strict/shop/index.php", $app("$dir/strict/lib/lib.php", true));
file_put_contents("$dir/strict/oracle.php", <<<'PHP'
<?php
function st_oracle(TypeError $e): void
{
	$msg = $e->getMessage();
	[$file, $line] = [$e->getFile(), $e->getLine()];
	if (preg_match('/^(.*), called in (.*) on line (\d+)$/s', $msg, $m)) {
		[, $msg, $file, $line] = $m;
	}
	$GLOBALS['st_oracle'][] = [$file, (int) $line, $msg];
}
register_shutdown_function(function () { echo "\nORACLE ", json_encode($GLOBALS['st_oracle'] ?? []), "\n"; });
PHP);
$out = shell_exec(escapeshellarg(PHP_BINARY) . ' -n ' . escapeshellarg("$dir/strict/shop/index.php") . ' 2>&1');
preg_match('/^ORACLE (.*)$/m', (string) $out, $m);
$oracle = json_decode($m[1] ?? 'null', true);
if (!is_array($oracle)) {
	echo "oracle run failed:\n$out\n";
	$oracle = [];
}
// per judged directory: "file:line: message", the caller file being its index.php
$expected = function (string $where) use ($oracle, $dir): array {
	$sites = [];
	foreach ($oracle as [$file, $line, $msg]) {
		$file = str_replace("$dir/strict/shop/", "$where/", str_replace("$dir/strict/lib/", 'lib/', $file));
		$sites[] = "$file:$line: $msg";
	}
	sort($sites);
	return $sites;
};
echo "the strict copy rejects: ", count($oracle), " sites, the loop's among them: ",
	in_array("$dir/strict/shop/index.php:$loopLine", array_map(fn ($o) => "$o[0]:$o[1]", $oracle), true) ? 'yes' : 'no', "\n";

// Two PHPIniDir: the same php.ini, with and without extension=
$ini = "scalar_types.mode=standby\nerror_reporting=E_ALL\ndisplay_errors=1\nlog_errors=1\n";
// OPcache as Debian enables it for mod_php, one cache for both hosts: the
// standby host's requests put lib.php in it first
$ini .= st_apache_opcache_ini();
file_put_contents("$dir/with/php.ini", "extension=$so\n$ini");
file_put_contents("$dir/without/php.ini", ";extension=$so\n$ini");
st_apache_writable_dir("$dir/reports");

// blog.test first: the default host (an unknown Host is not judged);
// its admin directory is judged. php_value cannot set the mode (a
// PHP_INI_SYSTEM setting): blog.test stays in standby
$vhosts = <<<CONF
<VirtualHost 127.0.0.1:@PORT@>
	ServerName blog.test
	DocumentRoot "$dir/blog"
	php_value scalar_types.mode compare
	php_admin_value scalar_types.report_file "$dir/reports/blog-%p.jsonl"
</VirtualHost>
<VirtualHost 127.0.0.1:@PORT@>
	ServerName shop.test
	DocumentRoot "$dir/shop"
	php_admin_value scalar_types.mode compare
	php_admin_value scalar_types.report_file "$dir/reports/shop-%p.jsonl"
</VirtualHost>
<Directory "$dir/blog/admin">
	php_admin_value scalar_types.mode compare
	php_admin_value scalar_types.report_file "$dir/reports/admin-%p.jsonl"
</Directory>
<Directory "$dir/shop">
	Require all granted
</Directory>
<Directory "$dir/blog">
	Require all granted
</Directory>
<FilesMatch "\.php$">
	SetHandler application/x-httpd-php
</FilesMatch>

CONF;

// the requests: the unjudged host first (it compiles lib.php into OPcache)
$requests = [];
foreach (['1', '2', '5'] as $n) {
	$requests[] = ['blog.test', "/index.php?n=$n"];
	$requests[] = ['unknown.test', "/index.php?n=$n&qty=6"];
}
foreach (['1', '4', '9'] as $n) {
	$requests[] = ['shop.test', "/index.php?n=$n&qty=1$n&rate=2.2$n&times=$n&id=$n"];
	$requests[] = ['blog.test', "/admin/index.php?n=$n&qty=3"];
	$requests[] = ['blog.test', "/index.php?n=$n"];
}
$requests[] = ['shop.test', '/index.php'];
$requests[] = ['shop.test', '/missing.php'];
$requests[] = ['shop.test', '/robots.txt'];
$requests[] = ['blog.test', '/admin/missing.php'];
$probes = [['blog.test', '/probe.php'], ['unknown.test', '/probe.php'], ['shop.test', '/probe.php'], ['blog.test', '/admin/probe.php']];

$runs = [];
foreach (['with', 'without'] as $variant) {
	$h = st_apache_start($dir, "$dir/$variant", $vhosts);
	if (is_string($h)) {
		echo "apache ($variant): $h\n";
		break;
	}
	$runs[$variant] = st_http_many($h['port'], $requests, 4);
	$probed = st_http_many($h['port'], $probes, 1);
	// mod_php runs OPcache where there is one, and the JIT when this PHP does
	$oc = st_http_many($h['port'], [['blog.test', '/opcache.php']])[0][2] ?? '';
	$want = json_encode([st_opcache_load() !== null, str_contains(st_apache_opcache_ini(), 'opcache.jit=')]);
	if ($oc !== $want) {
		echo "$variant the extension: OPcache and JIT in mod_php: $oc, not $want\n";
	}
	echo "$variant the extension: ", implode(', ', array_map(fn ($r, $p) => $p[0] . $p[1] . ': ' . trim($r[2] ?? 'NO ANSWER'), $probed, $probes)), "\n";
	st_apache_ctl($h, 'stop');
	echo "$variant the extension: stopped ", st_apache_wait($h) === 0 ? 'cleanly' : 'NOT CLEANLY', ", processes left: ", st_apache_processes($dir), "\n";
	$log = file_get_contents("$dir/error.log") . @file_get_contents("$dir/apache.out");
	echo "$variant the extension: error log: ", preg_match('/scalar_types|exit signal|PHP (Warning|Fatal|Notice|Deprecated|Parse)/i', $log) ? $log : 'clean', "\n";
	if ($variant === 'with') {
		// the reports, before the run without the extension (which must write none)
		$reports = [];
		foreach (glob("$dir/reports/*") as $f) {
			$reports[preg_replace('/-\d+\.jsonl$/', '', basename($f))][] = $f;
			rename($f, "$dir/$variant-" . basename($f));
		}
	} else {
		echo "without the extension: report files: ", count(glob("$dir/reports/*")), "\n";
	}
	unlink("$dir/error.log");
}

// (b) every response the same, Date aside
$same = 0;
foreach ($requests as $i => [$host, $path]) {
	$a = $runs['with'][$i] ?? null;
	$b = $runs['without'][$i] ?? null;
	if ($a !== null) {
		unset($a[1]['Date']);
	}
	if ($b !== null) {
		unset($b[1]['Date']);
	}
	if ($a === null || $a !== $b) {
		echo "$host$path: DIFFERENT\n--- with\n", json_encode($a, JSON_PRETTY_PRINT), "\n--- without\n", json_encode($b, JSON_PRETTY_PRINT), "\n";
	} else {
		$same++;
	}
}
echo "responses the same with and without the extension: $same of ", count($requests), "\n";
$statuses = array_count_values(array_map(fn ($r) => $r[0] ?? 'none', $runs['with'] ?? []));
ksort($statuses);
echo "statuses: ", json_encode($statuses), "\n";
$sample = $runs['with'][array_search(['shop.test', '/index.php?n=4&qty=14&rate=2.24&times=4&id=4'], $requests)] ?? null;
echo "a shop page:\n", $sample[2] ?? '(none)', "X-Loop: ", $sample[1]['X-Loop'] ?? '-', "\n";

// (a) the reports: only where judged, exactly the sites strict mode rejects
ksort($reports);
echo "report files from: ", implode(', ', array_keys($reports)), "\n";
$bad = 0;
foreach (glob("$dir/with-*") as $f) {
	foreach (file($f) as $l) {
		$r = json_decode($l, true);
		$bad += !is_array($r) || !isset($r['record']);
	}
}
echo "invalid lines: $bad\n";
foreach (['shop' => ['shop.test', '/index.php', 'shop'], 'admin' => ['blog.test', '/admin/index.php', 'blog/admin']] as $k => [$host, $path, $where]) {
	$files = array_map(fn ($f) => "$dir/with-" . basename($f), $reports[$k] ?? []);
	$j = json_decode((string) shell_exec(escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(dirname(__DIR__, 3) . '/bin/scalar-types')
		. ' report --format json ' . implode(' ', array_map('escapeshellarg', $files)) . ' 2>&1'), true);
	// what the responses say was run: pages answered, the loop's n (X-Loop)
	$pages = $loops = 0;
	foreach ($requests as $i => [$h, $p]) {
		$r = $runs['with'][$i] ?? null;
		if ($h === $host && str_starts_with($p, $path) && $r && str_contains($r[0], ' 200 ')) {
			$pages++;
			$loops += (int) $r[1]['X-Loop'];
		}
	}
	$sites = $counts = [];
	foreach ($j['sites'] ?? [] as $s) {
		$file = substr($s['file'], strlen($dir) + 1);
		$sites[] = "$file:{$s['line']}: {$s['message']}";
		$counts["$file:{$s['line']}"] = $s['count'];
	}
	sort($sites);
	$want = $expected($where);
	if (st_opcache_load() !== null) {
		// PHP starts in standby: a judged request leaves its files to
		// OPcache (the code the others run), without the probes returns and
		// property writes need; its arguments are judged, and the files counted
		$want = array_values(array_filter($want, fn ($w) => str_contains($w, ': Argument #')));
		echo "$k: files left to OPcache counted: ", ($j['files_left'] ?? 0) > 0 ? 'yes' : 'no', "\n";
	} else {
		echo "$k: files left to OPcache counted: yes\n";
	}
	echo "$k: ", $sites === $want ? count($sites) . ' sites, those of the strict copy' : "SITES DIFFER\n  report: " . json_encode($sites, JSON_PRETTY_PRINT) . "\n  engine: " . json_encode($want, JSON_PRETTY_PRINT), "\n";
	$once = count($want) - 1;
	// the pages and the probe were judged; each page diverged n times in
	// the loop and once at each other site
	echo "$k: requests ", ($j['requests'] ?? null) === $pages + 1 ? 'all judged' : ($j['requests'] ?? 'none') . ' != ' . ($pages + 1),
		", divergent calls ", ($j['divergent_calls'] ?? null) === $loops + $once * $pages ? 'all counted' : ($j['divergent_calls'] ?? 'none') . ' != ' . ($loops + $once * $pages),
		", the loop's ", ($counts["$where/index.php:$loopLine"] ?? null) === $loops ? 'too' : ($counts["$where/index.php:$loopLine"] ?? 'none') . " != $loops", "\n";
}
?>
--CLEAN--
<?php
require __DIR__ . '/../../helpers/apache.inc';
st_apache_cleanup(sys_get_temp_dir() . '/st_apache_mod_php_' . substr(md5(__DIR__), 0, 8));
?>
--EXPECTF--
the strict copy rejects: 6 sites, the loop's among them: yes
with the extension: blog.test/probe.php: loaded, mode standby, unknown.test/probe.php: loaded, mode standby, shop.test/probe.php: loaded, mode compare, blog.test/admin/probe.php: loaded, mode compare
with the extension: stopped cleanly, processes left: 0
with the extension: error log: clean
without the extension: blog.test/probe.php: not loaded, unknown.test/probe.php: not loaded, shop.test/probe.php: not loaded, blog.test/admin/probe.php: not loaded
without the extension: stopped cleanly, processes left: 0
without the extension: error log: clean
without the extension: report files: 0
responses the same with and without the extension: 19 of 19
statuses: {"HTTP\/1.1 200 OK":17,"HTTP\/1.1 404 Not Found":2}
a shop page:
28 28 28 28 
abababab
notice: strtolower(): Passing null to parameter #1 ($string) of type string is deprecated
|
[4]
14
2.24
10 2 [x] 3
X-Loop: 4
report files from: admin, shop
invalid lines: 0
shop: files left to OPcache counted: yes
shop: %d sites, those of the strict copy
shop: requests all judged, divergent calls all counted, the loop's too
admin: files left to OPcache counted: yes
admin: %d sites, those of the strict copy
admin: requests all judged, divergent calls all counted, the loop's too
