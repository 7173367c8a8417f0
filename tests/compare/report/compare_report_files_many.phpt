--TEST--
compare_report: calls from 300 files taking turns (every call from another file than the last, more files than the caller-file cache holds) are counted and their lines marked per file as the generator made them
--EXTENSIONS--
scalar_types
--FILE--
<?php
$dir = sys_get_temp_dir() . '/st_files_many_' . getmypid();
@mkdir($dir);
$n = 300;
file_put_contents("$dir/t.php", "<?php\nfunction t(int \$x) { return \$x; }\n");
$want = [];
for ($i = 0; $i < $n; $i++) {
	// k accepted calls and one divergent call, each on its own line; a
	// branch never taken holds one more call
	$k = $i % 7 + 1;
	$body = '';
	for ($j = 0; $j < $k; $j++) {
		$body .= "\tt($j);\n";
	}
	$body .= "\tt('5');\n\tif (\$never) {\n\t\tt(9);\n\t}\n";
	file_put_contents("$dir/f$i.php", "<?php\nfunction c$i(bool \$never) {\n$body}\n");
	$want["$dir/f$i.php"] = ['k' => $k, 'lines' => $k + 2];
}
$app = "<?php\nrequire '$dir/t.php';\n";
for ($i = 0; $i < $n; $i++) {
	$app .= "require '$dir/f$i.php';\n";
}
// three rounds, file by file: each call's file differs from the last one's
$app .= "for (\$r = 0; \$r < 3; \$r++) {\n\tfor (\$i = 0; \$i < $n; \$i++) {\n\t\t('c' . \$i)(false);\n\t}\n}\n";
file_put_contents("$dir/app.php", $app);
$so = getenv('SCALAR_TYPES_SO') ?: dirname(__DIR__, 3) . '/modules/scalar_types.so';
$cmd = [PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'scalar_types.mode=compare', '-d', 'scalar_types.compare_coverage=1',
	'-d', "scalar_types.report_file=$dir/report.jsonl", "$dir/app.php"];
$p = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
echo stream_get_contents($pipes[1]), stream_get_contents($pipes[2]);
proc_close($p);
$files = [];
foreach (file("$dir/report.jsonl") as $l) {
	$r = json_decode($l, true);
	foreach ($r['files'] ?? [] as $file => $f) {
		$files[$file] = $f;
	}
}
$bad = 0;
foreach ($want as $file => $w) {
	$f = $files[$file] ?? null;
	// calls with a scalar receipt: 3 rounds of k + 1; divergent: 3
	$calls = 3 * ($w['k'] + 1);
	$sites = $w['lines'];          // k + 1 lines run, the branch's line not
	$run = count($f['run_lines'] ?? []);
	if (!$f || $f['calls'] !== $calls || $f['divergences'] !== 3 || count($f['site_lines']) !== $sites
			|| $run !== $sites - 1) {
		echo basename($file), ': ', json_encode($f), " want calls $calls, $sites site lines, ", $sites - 1, " run\n";
		if (++$bad > 5) {
			break;
		}
	}
}
echo count($want) - $bad, " of ", count($want), " files as generated\n";
?>
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/st_files_many_' . getmypid();
foreach (glob("$dir/*") as $f) {
	unlink($f);
}
@rmdir($dir);
?>
--EXPECT--
300 of 300 files as generated
