--TEST--
ini: scalar_types.sample_rate judges that fraction of requests (0: none, 1: all, 0.5: about half of 400, drawn apart from the app's mt_rand sequence), and each judged request's summary says the rate; a bad value warns and judges every request
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
require __DIR__ . '/../helpers/force_lib.inc';
if (!st_php_cgi()) die('skip php-cgi of this PHP version not installed (Debian: php8.2-cgi)');
?>
--FILE--
<?php
require __DIR__ . '/../helpers/force_lib.inc';
$dir = st_tmpdir('sample_rate');
// the app seeds mt_rand and prints its first draw: sampling must not move it
st_write("$dir/main.php", "<?php\nmt_srand(42);\nfunction f(int \$x) { return \$x; }\nf('5');\necho count(scalar_types_report()), ' ', mt_rand(), \"\\n\";\n");
mt_srand(42);
$draw = mt_rand();
foreach (['0', '1', '0.5', 'lots'] as $rate) {
	@unlink("$dir/php.ini");
	array_map('unlink', glob("$dir/report-*.jsonl"));
	st_write("$dir/php.ini", "extension=" . st_so() . "\ndisplay_errors=1\nerror_reporting=-1\nhtml_errors=0\n"
		. "scalar_types.mode=compare\nscalar_types.report_file=$dir/report-%p.jsonl\nscalar_types.sample_rate=$rate\n");
	$r = st_run([st_php_cgi(), '-c', "$dir/php.ini", '-q', '-T', '400', "$dir/main.php"], $dir, 60.0, ['PATH' => getenv('PATH')]);
	$out = preg_replace('/^(Content-type|X-Powered-By): .*$/mi', '', $r['out']);
	$lines = array_values(array_filter(explode("\n", $out), fn($l) => trim($l) !== ''));
	$warn = array_values(array_filter($lines, fn($l) => str_contains($l, 'Warning')));
	$lines = array_values(array_filter($lines, fn($l) => !str_contains($l, 'Warning')));
	$judged = count(array_filter($lines, fn($l) => str_starts_with($l, '1 ')));
	$same = count(array_filter($lines, fn($l) => str_ends_with($l, " $draw"))) === count($lines);
	$rates = [];
	foreach (glob("$dir/report-*.jsonl") as $f) {
		foreach (file($f) as $l) {
			$rec = json_decode($l, true);
			if ($rec['record'] === 'summary') {
				$rates[] = $rec['sample_rate'];
			}
		}
	}
	echo "rate $rate: ", count($lines), " requests, judged ",
		$rate === '0.5' ? ($judged >= 120 && $judged <= 280 ? 'about half' : $judged) : $judged,
		", summaries ", count($rates) === $judged ? 'one per judged request' : count($rates),
		", rates ", implode(',', array_unique($rates)) ?: '-', ", app's mt_rand unmoved: ", $same ? 'yes' : 'no', "\n";
	foreach (array_unique($warn) as $w) {
		echo "  ", trim(str_replace($dir, 'DIR', $w)), "\n";
	}
	echo "  exit {$r['rc']}\n";
}
st_rmtree($dir);
?>
--EXPECT--
rate 0: 400 requests, judged 0, summaries one per judged request, rates -, app's mt_rand unmoved: yes
  exit 0
rate 1: 400 requests, judged 400, summaries one per judged request, rates 1, app's mt_rand unmoved: yes
  exit 0
rate 0.5: 400 requests, judged about half, summaries one per judged request, rates 0.5, app's mt_rand unmoved: yes
  exit 0
rate lots: 400 requests, judged 400, summaries one per judged request, rates 1, app's mt_rand unmoved: yes
  Warning: PHP Startup: Invalid scalar_types.sample_rate "lots": expected a number from 0 to 1; using 1 (every request) in Unknown on line 0
  exit 0
