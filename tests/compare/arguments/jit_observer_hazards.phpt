--TEST--
jit: compare mode under the tracing JIT with a module that reserved an op_array extension handle first (php-src issue 22158: megamorphic calls) — no crash, output unchanged, every record at the caller's line (php-src issue 13772: stale opline in the begin handler) and counted once per call
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
require __DIR__ . '/../../helpers/opcache.inc';
if (st_opcache_load() === null) die('skip opcache not available');
if (getenv('USE_ZEND_ALLOC') === '0') die('skip 400,000 JIT-ed calls under memcheck take too long');
require __DIR__ . '/jit/php_config.inc';
if (st_php_config() === null) die('skip no php-config of this PHP (php-dev) to build the handle-reserving module');
?>
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$dir = sys_get_temp_dir() . '/st_jit_hazards_' . getmypid();
@mkdir($dir);
require __DIR__ . '/jit/php_config.inc';
$config = escapeshellarg(st_php_config());
$so = "$dir/st_reserve_handle.so";
exec(sprintf('cc -shared -fPIC -O2 %s -DCOMPILE_DL_ST_RESERVE_HANDLE -o %s %s 2>&1', trim(shell_exec("$config --includes")),
	escapeshellarg($so), escapeshellarg(__DIR__ . '/jit/st_reserve_handle.c')), $out, $rc);
echo "module built: ", $rc === 0 ? 'yes' : "no\n" . implode("\n", $out), "\n";

$file = "$dir/app.php";
file_put_contents($file, <<<'PHP'
<?php
interface S { public function f(int $x): int; public function g(): int; }
final class A implements S { public function f(int $x): int { return 1; } public function g(): int { return 1; } }
final class B implements S { public function f(int $x): int { return 2; } public function g(): int { return 2; } }
final class C implements S { public function f(int $x): int { return 3; } public function g(): int { return 3; } }
final class D implements S { public function f(int $x): int { return 4; } public function g(): int { return 4; } }
final class E implements S { public function f(int $x): int { return 5; } public function g(): int { return 5; } }
function h(string $s): int { return strlen($s); }
$o = [new A, new B, new C, new D, new E];
$t = 0;
for ($i = 0; $i < 100000; $i++) {
	$t += $o[$i % 5]->f($i % 10 ? $i : "7");
	$t += $o[$i % 5]->g();
	$t += h($i % 4 ? "x" : $i);
	$t += $o[$i % 5]->f($i % 20 ? $i : 2.0);
}
echo $t, "\n";
PHP);
$report = "$dir/report.jsonl";
$ini = [...st_opcache_load(), 'opcache.enable_cli' => '1', 'opcache.jit' => 'tracing', 'opcache.jit_buffer_size' => '32M',
	'opcache.jit_max_polymorphic_calls' => '0', 'opcache.jit_hot_loop' => '1', 'opcache.jit_hot_func' => '1'];
$run = function (bool $with) use ($file, $ini, $so, $report): array {
	$cmd = [PHP_BINARY, '-n', '-d', "extension=$so"];
	if ($with) {
		array_push($cmd, '-d', 'extension=' . (getenv('SCALAR_TYPES_SO') ?: dirname(__DIR__, 3) . '/modules/scalar_types.so'),
			'-d', 'scalar_types.mode=compare', '-d', "scalar_types.report_file=$report");
	}
	foreach ($ini as $k => $v) {
		array_push($cmd, '-d', "$k=$v");
	}
	$cmd[] = $file;
	$p = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
	$out = stream_get_contents($pipes[1]);
	$err = stream_get_contents($pipes[2]);
	return [$out, $err, proc_close($p)];
};
$without = $run(false);
$with = $run(true);
echo "without the extension: exit {$without[2]}, ", trim($without[0]), "\n";
echo "with it: exit {$with[2]}, ", $with === $without ? 'same output' : "DIFFERENT\n" . $with[0] . $with[1], "\n";
$got = [];
foreach (st_read_report($report) as $r) {
	if ($r['record'] === 'divergence') {
		$got[] = "line {$r['line']} {$r['function']} {$r['given']}: {$r['count']}";
	}
}
sort($got);
// what the loop really sent: "7" one call in 10, $i one in 4 (h), 2.0 one in 20
echo implode("\n", $got), "\n";
foreach (glob("$dir/*") as $f) {
	unlink($f);
}
rmdir($dir);
?>
--EXPECTF--
module built: yes
without the extension: exit 0, %d
with it: exit 0, same output
line 12 A::f string: 10000
line 14 h int: 25000
line 15 A::f float: 5000
