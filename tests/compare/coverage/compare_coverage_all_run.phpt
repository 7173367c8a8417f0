--TEST--
compare_coverage: a program that runs every call it holds has every line with sites run — function, method, nullsafe, static, new, closure and arrow-function calls, calls over several lines, nested calls, named and spread arguments, callbacks, generators (compare_generators), trait methods, an included file compiled twice, lines of several calls; first-class callables, calls without arguments and specialised builtins are not sites; eval()'d code is not a file
--EXTENSIONS--
scalar_types
--FILE--
<?php
$dir = sys_get_temp_dir() . '/st_cov_all_' . getmypid();
@mkdir($dir);
file_put_contents("$dir/inc.php", <<<'PHP'
<?php
$inc[] = str_repeat('i', 2);
PHP);
file_put_contents("$dir/app.php", <<<'PHP'
<?php
trait T { public function tm(int $x) { return $x; } }
final class C {
	use T;
	public function __construct(public int $v = 0) {}
	public function m(string $s) { return $this; }
	public static function s(int $i) { return $i; }
}
function f(int $x, int $y = 0) { return $x + $y; }
function g(...$xs) { return $xs; }
function gen(int $n) { yield $n; }
$c = new C(1);
$c->m('a')
	->m(
		'b'
	);
$n = rand(0, 1) < 2 ? $c : null;
$n?->m('x');
C::s(2);
f(f(1), y: 2);
g(...[1, 2]);
$cl = function (int $a) { return $a; };
$cl(3);
$ar = fn(int $a) => f($a);
$ar(4);
array_map('f', [5]);
call_user_func('f', 6);
foreach (gen(7) as $v) {}
$c->tm(8);
f(9); f(10);
$fc = f(...);
$none = time();
$len = strlen('abc');
for ($i = 0; $i < 2; $i++) {
	include __DIR__ . '/inc.php';
}
eval('f(11);');
r('12');
echo "done\n";
class P { public int $p = 0; }
function r($v): int { $o = new P; $o->p = $v; return $v; }
PHP);
$report = "$dir/report.jsonl";
$cmd = [PHP_BINARY, '-n', '-d', 'extension=' . (getenv('SCALAR_TYPES_SO') ?: dirname(__DIR__, 3) . '/modules/scalar_types.so'),
	'-d', 'scalar_types.mode=compare', '-d', 'scalar_types.compare_coverage=1', '-d', 'scalar_types.compare_generators=1',
	'-d', "scalar_types.report_file=$report", "$dir/app.php"];
$p = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
echo stream_get_contents($pipes[1]), stream_get_contents($pipes[2]);
proc_close($p);
$files = [];
foreach (file($report) as $l) {
	$r = json_decode($l, true);
	foreach ($r['files'] ?? [] as $file => $f) {
		$files[basename($file)] = $f;
	}
}
foreach ($files as $name => $f) {
	$notRun = array_values(array_diff($f['site_lines'] ?? [], $f['run_lines'] ?? []));
	if (!isset($f['site_lines'])) {
		echo "$name: no lines recorded\n";
		continue;
	}
	echo "$name: lines with sites ", implode(',', $f['site_lines']), "; not run: ", $notRun ? implode(',', $notRun) : 'none', "\n";
}
array_map('unlink', glob("$dir/*"));
rmdir($dir);
?>
--EXPECT--
done
app.php: lines with sites 12,13,14,17,18,19,20,21,23,24,25,26,27,28,29,30,38,41; not run: none
inc.php: lines with sites 2; not run: none
app.php(37) : eval()'d code: no lines recorded
