--TEST--
compare_coverage: the calls in property hooks (8.4) are sites of their file: a set hook that ran is run, a get hook never read is not (and the write, probed, ran); a call of the parent's hook is a site too, not run here
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php if (PHP_VERSION_ID < 80400) die('skip property hooks need PHP 8.4'); ?>
--FILE--
<?php
$dir = sys_get_temp_dir() . '/st_cov_hooks_' . getmypid();
@mkdir($dir);
file_put_contents("$dir/app.php", <<<'PHP'
<?php
final class H {
	public string $name {
		set(string $v) { $this->name = strtoupper($v); }
		get { return str_pad($this->name, 3); }
	}
}
class P { public string $tag { set(string $v) { $this->tag = $v; } } }
final class Q extends P {
	public string $tag {
		set(string $v) {
			parent::$tag::set($v);
		}
	}
}
$h = new H;
$h->name = 'ab';
echo "set\n";
PHP);
$cmd = [PHP_BINARY, '-n', '-d', 'extension=' . (getenv('SCALAR_TYPES_SO') ?: dirname(__DIR__, 3) . '/modules/scalar_types.so'),
	'-d', 'scalar_types.mode=compare', '-d', 'scalar_types.compare_coverage=1', '-d', "scalar_types.report_file=$dir/r.jsonl", "$dir/app.php"];
$p = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
echo stream_get_contents($pipes[1]), stream_get_contents($pipes[2]);
proc_close($p);
foreach (file("$dir/r.jsonl") as $l) {
	foreach (json_decode($l, true)['files'] ?? [] as $f) {
		echo "lines with sites ", implode(',', $f['site_lines']), "; not run: ", implode(',', array_diff($f['site_lines'], $f['run_lines'])), "\n";
	}
}
exec('rm -rf ' . escapeshellarg($dir));
?>
--EXPECT--
set
lines with sites 4,5,12,17; not run: 5,12
