--TEST--
cli: report --format html on 10^5 sites over 10^4 caller files (most of them gone) renders under memory_limit=256M: a page per file, the files index and the sites split into pages, the dashboard's top lists, data.js with every site
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
if (!extension_loaded('dom')) die('skip ext/dom (Debian: php8.2-xml) is needed to parse the pages');
if (getenv('USE_ZEND_ALLOC') === '0') die('skip too slow under valgrind');
?>
--FILE--
<?php
require __DIR__ . '/helpers.inc';
require __DIR__ . '/html_helpers.inc';
$dir = cli_tmpdir('html_big');
@mkdir("$dir/app");
@mkdir("$dir/r");
// 10 files exist (30 lines each), 9,990 are gone; each file has sites on lines 1 to 10
$fh = fopen("$dir/r/report-1.jsonl", 'w');
$kinds = ['numeric_string_to_int', 'int_to_bool', null, 'null_to_string', 'float_to_string'];
$files = [];
$calls = 0;
for ($i = 0; $i < 100000; $i++) {
	$n = $i % 10000;
	$f = $n < 10 ? "$dir/app/real$n.php" : sprintf('%s/gone/d%02d/file%05d.php', $dir, $n % 37, $n);
	$fn = 'fn' . ($i % 500);
	$count = $i === 4242 ? 1000 : $i % 7 + 1;
	$calls += $count;
	fwrite($fh, json_encode(['record' => 'divergence', 'file' => $f, 'line' => intdiv($i, 10000) + 1, 'function' => $fn,
		'coercion' => $kinds[$i % 5], 'message' => "$fn(): Argument #1 (\$x) must be of type int, string given", 'count' => $count,
		'caller_mode' => 'weak', 'site' => 'argument'], JSON_UNESCAPED_SLASHES) . "\n");
	$files[$f] = ['mode' => 'weak', 'calls' => 20, 'divergences' => 10];
}
fwrite($fh, json_encode(['record' => 'summary', 'pid' => 1, 'script' => 'x', 'calls' => $calls * 2, 'sites' => 100000,
	'dropped_calls' => 0, 'files' => $files], JSON_UNESCAPED_SLASHES) . "\n");
fclose($fh);
unset($files);
for ($n = 0; $n < 10; $n++) {
	file_put_contents("$dir/app/real$n.php", str_repeat("<?php // a line\n", 30));
	touch("$dir/app/real$n.php", time() - 100);
}

$p = proc_open([PHP_BINARY, '-d', 'memory_limit=256M', dirname(__DIR__, 2) . '/bin/scalar-types', 'report', '--format', 'html',
	'--output', "$dir/html", 'r'], [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes, $dir);
$out = stream_get_contents($pipes[1]);
$err = stream_get_contents($pipes[2]);
echo "exit ", proc_close($p), ", stderr [", substr($err, 0, 300), "]\n";

echo "file pages: ", count(glob("$dir/html/f/*.html")), "\n";
echo "files index pages: ", count(glob("$dir/html/files-*.html")), ", sites pages: ", count(glob("$dir/html/sites-*.html")), "\n";
$rows = 0;
$last = null;
foreach (glob("$dir/html/sites-*.html") as $page) {
	$x = html_xpath($page);
	$rows += $x->query('//table[@id="sites"]/tbody/tr')->length;
}
echo "sites listed on the sites pages: $rows\n";
$x = html_xpath("$dir/html/index.html");
$top = $x->query('//table[@id="top"]/tbody/tr');
echo "dashboard: ", $top->length, " top sites, the first ", $x->query('th', $top->item(0))->item(0)->textContent, " x",
	$x->query('td', $top->item(0))->item(3)->textContent, "; ", $x->query('//table[@id="ready"]/tbody/tr')->length, " files in readiness\n";
$dd = [];
foreach ($x->query('//dl[' . html_class('totals') . ']/div') as $d) {
	$dd[] = $x->query('dt', $d)->item(0)->textContent . ' ' . $x->query('dd', $d)->item(0)->textContent;
}
echo implode(', ', $dd), "\n";
$page = html_file_pages("$dir/html")['app/real2.php'];
echo "app/real2.php: marked lines ", implode(',', array_keys(html_marked($page))), "\n";
$page = html_file_pages("$dir/html")['gone/d05/file09995.php'];
echo "gone/d05/file09995.php: ", trim(html_xpath($page)->query('//p[' . html_class('state') . ']/strong')->item(0)->textContent), "\n";
$js = file_get_contents("$dir/html/data.js");
$data = json_decode(substr(rtrim($js), strlen('window.ST_DATA='), -1), true);
echo "data.js: ", count($data['sites']), " sites, ", count($data['files']), " files, ", count($data['callees']), " callees\n";
cli_rmdir($dir);
?>
--EXPECT--
exit 0, stderr []
file pages: 10000
files index pages: 20, sites pages: 100
sites listed on the sites pages: 100000
dashboard: 20 top sites, the first gone/d24/file04242.php:1 x1000; 20 files in readiness
requests 1, calls with scalar parameters observed 801988, divergent sites 100000, divergent calls 400994, caller files 10000, dropped past the site cap 0
app/real2.php: marked lines 1,2,3,4,5,6,7,8,9,10
gone/d05/file09995.php: No longer exists:
data.js: 100000 sites, 10000 files, 500 callees
