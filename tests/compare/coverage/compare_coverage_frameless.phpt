--TEST--
compare_coverage: lines whose only call is a built-in the compiler may call frameless (8.4+: implode(), in_array(), str_contains(), …) count as run when they run; implode(), never observed from 8.4 on, is then no site (on 8.2 every such call is a site, and runs)
--EXTENSIONS--
scalar_types
--FILE--
<?php
$dir = sys_get_temp_dir() . '/st_cov_fl_' . getmypid();
@mkdir($dir);
file_put_contents("$dir/app.php", <<<'PHP'
<?php
$a = ['x', 'y'];
$s = implode(',', $a);
$t = in_array('x', $a, true);
$u = str_contains($s, 'y');
$v = implode($a);
echo $s, (int) $t, (int) $u, $v, "\n";
PHP);
$report = "$dir/report.jsonl";
$cmd = [PHP_BINARY, '-n', '-d', 'extension=' . (getenv('SCALAR_TYPES_SO') ?: dirname(__DIR__, 3) . '/modules/scalar_types.so'),
	'-d', 'scalar_types.mode=compare', '-d', 'scalar_types.compare_coverage=1', '-d', "scalar_types.report_file=$report", "$dir/app.php"];
$p = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
echo stream_get_contents($pipes[1]), stream_get_contents($pipes[2]);
proc_close($p);
foreach (file($report) as $l) {
	$f = json_decode($l, true)['files']["$dir/app.php"] ?? null;
	if ($f !== null) {
		$notRun = array_values(array_diff($f['site_lines'] ?? [], $f['run_lines'] ?? []));
		echo "not run: ", $notRun ? implode(',', $notRun) : 'none', "\n";
		echo "in_array and str_contains lines are sites: ", json_encode(!array_diff([4, 5], $f['site_lines'])), "\n";
	}
}
array_map('unlink', glob("$dir/*"));
rmdir($dir);
?>
--EXPECT--
x,y11xy
not run: none
in_array and str_contains lines are sites: true
