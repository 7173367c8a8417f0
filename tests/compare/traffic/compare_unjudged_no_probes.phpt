--TEST--
traffic: with standby or a sample rate below 1 where PHP starts, a request not judged compiles no probe into OPcache's cache, a judged one leaves its files to the cache (the code the others run) and reports no site of its probes, and a process that probes every file never reads a file cache written without them
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
require __DIR__ . '/../../helpers/opcache.inc';
if (st_opcache_load() === null) die('skip opcache not available');
?>
--FILE--
<?php
require __DIR__ . '/../../helpers/force_lib.inc';
$dir = st_tmpdir('unjudged');
// a typed property written with a numeric string and a typed return of a
// string: weak mode coerces both, strict mode throws
$app = st_write("$dir/app.php", <<<'PHP'
<?php
class Row {
	public int $id = 0;
	public string $label = "7";
	public function total(): int { return $this->label; }
}
function make($v) { $r = new Row; $r->id = $v; return $r; }
$r = make("42");
echo "id=", var_export($r->id, true), " total=", var_export($r->total(), true), "\n";
PHP);
$main = st_write("$dir/main.php", <<<'PHP'
<?php
require __DIR__ . '/app.php';
$sites = [];
foreach (scalar_types_report() as $r) {
	if (($r['record'] ?? '') === 'divergence') {
		$sites[] = "{$r['site']}@{$r['line']}x{$r['count']}";
	}
}
sort($sites);
echo "sites: ", $sites ? implode(' ', $sites) : '-', "\n";
echo "app.php: ", scalar_types_file_mode(__DIR__ . '/app.php')['source'], "\n";
PHP);

// the engine: the two writes are what strict mode refuses
$strict = st_write("$dir/strict.php", '<?php declare(strict_types=1); require "' . $app . '";');
file_put_contents($app, str_replace('<?php', '<?php declare(strict_types=1);', file_get_contents($app)));
$r = st_run([PHP_BINARY, '-n', '-d', 'display_errors=1', '-d', 'html_errors=0', $app]);
echo "strict app: ", preg_match('/TypeError: (.*) in .*:(\d+)/', $r['out'], $m) ? "$m[1] (line $m[2])" : $r['out'], "\n";
file_put_contents($app, str_replace('<?php declare(strict_types=1);', '<?php', file_get_contents($app)));
$r = st_run([PHP_BINARY, '-n', '-d', 'display_errors=1', '-d', 'html_errors=0', '-r', '
	declare(strict_types=1);
	class Row { public string $label = "7"; public function total(): int { return $this->label; } }
	try { (new Row)->total(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }']);
echo "strict return: ", $r['out'];
$bare = st_run([PHP_BINARY, '-n', $app])['out'];
echo "bare: ", $bare;

// each process reads and writes one file cache; opt_debug_level prints the
// code OPcache caches, before its optimizer (8.4 on doubles the backslash)
$cache = "$dir/cache";
mkdir($cache);
$run = function (string $label, array $ini) use ($main, $cache, $bare) {
	$r = st_php(st_opcache_ini($cache) + ['opcache.opt_debug_level' => '0x10000'] + $ini, [$main]);
	$cached = substr_count($r['err'] . $r['out'], 'before optimizer');
	$probes = preg_match_all('/INIT_FCALL \d+ \d+ string\("scalartypes\\\\{1,2}observe_/i', $r['err'] . $r['out']);
	$out = preg_replace('/^(?!id=|sites:|app\.php:).*\n/m', '', $r['out']);
	printf("%-22s cached %d op_arrays, %d probe calls; %s", $label, $cached, $probes, $out);
	if (!str_starts_with($out, $bare)) {
		echo "  output changed: {$r['out']}{$r['err']}\n";
	}
};
$run('standby', ['scalar_types.mode' => 'standby']);
$run('sampled out', ['scalar_types.mode' => 'compare', 'scalar_types.sample_rate' => '0']);
// compare at rate 1 where PHP starts: every file gets the probes, in the
// cache too, so it must not take the file cache the two above wrote
$run('compare', ['scalar_types.mode' => 'compare']);
// judged at a rate below 1: app.php is left to the cache, which holds it
// without probes from the runs above (the code the requests not judged
// run): its property write and return are not seen (only arguments are)
$run('judged, rate < 1', ['scalar_types.mode' => 'compare', 'scalar_types.sample_rate' => '0.9999999']);
$run('sampled out again', ['scalar_types.mode' => 'compare', 'scalar_types.sample_rate' => '0']);
?>
--EXPECT--
strict app: Cannot assign string to property Row::$id of type int (line 7)
strict return: Row::total(): Return value must be of type int, string returned
bare: id=42 total=7
standby                cached 4 op_arrays, 0 probe calls; id=42 total=7
sites: -
app.php: compiled
sampled out            cached 0 op_arrays, 0 probe calls; id=42 total=7
sites: -
app.php: opcache
compare                cached 4 op_arrays, 2 probe calls; id=42 total=7
sites: property@7x1 return@5x1
app.php: compiled
judged, rate < 1       cached 0 op_arrays, 0 probe calls; id=42 total=7
sites: -
app.php: opcache
sampled out again      cached 0 op_arrays, 0 probe calls; id=42 total=7
sites: -
app.php: opcache
