--TEST--
cli: report reads records from standard input (-) and from log lines that carry them behind a prefix (syslog, php-fpm's decorated worker output), merged with files, other log lines named and skipped; the result is the report of the files themselves
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('stdin_logs');
file_put_contents("$dir/app.php", "<?php\nfunction f(int \$x) {}\nfor (\$i = 0; \$i < 3; \$i++) { f(\"5\"); strlen(null); }\n\$v = 1.5; f(\$v);\n");
foreach ([1, 2] as $n) {
	[, $err, $rc] = cli_run(['run', '--report-dir', "$dir/r$n", '--', PHP_BINARY, "$dir/app.php"], $dir);
	echo "run $n: exit $rc\n";
}
$json = fn(array $args, ?string $in = null) => json_decode(cli_run(['report', '--format', 'json', ...$args], $dir, [], $in)[0], true);
$direct = $json(["$dir/r1", "$dir/r2"]);

// run 1's lines as a log pipeline gives them back: syslog, php-fpm
// (decorated: in quotes), journald's plain output, with unrelated lines
$log = "$dir/export.log";
$out = "";
foreach (glob("$dir/r1/*.jsonl") as $f) {
	foreach (file($f, FILE_IGNORE_NEW_LINES) as $i => $l) {
		$out .= match ($i % 3) {
			0 => "Dec  6 00:00:0$i web1 scalar_types[4242]: $l\n",
			1 => "[06-Dec-2026 00:00:01] WARNING: [pool www] child 4242 said into stderr: \"$l\"\n",
			2 => "$l\n",
		};
		$out .= "Dec  6 00:00:02 web1 nginx[1]: GET / 200\n";
	}
}
file_put_contents($log, $out);
[$o, $err, $rc] = cli_run(['report', '--format', 'json', '-', "$dir/r2"], $dir, [], $log);
$viaLog = json_decode($o, true);
echo "from stdin and a directory: exit $rc\n";
echo "unrelated log lines named: ", substr_count($err, ', skipped') === substr_count($out, 'nginx[1]') && substr_count($err, 'scalar-types: stdin:') === substr_count($out, 'nginx[1]') ? 'each' : $err, "\n";
$strip = fn(array $r) => [$r['requests'], $r['calls'], $r['divergent_sites'], $r['divergent_calls'],
	array_map(fn($s) => [$s['line'], $s['coercion'], $s['count']], $r['sites']), $r['by_rules']];
echo "same report as from the files: ", $strip($viaLog) === $strip($direct) ? 'yes' : 'no', "\n";
echo "sites: ", $direct['divergent_sites'], ", calls: ", $direct['divergent_calls'], ", requests: ", $direct['requests'], "\n";
cli_rmdir($dir);
?>
--EXPECT--
run 1: exit 0
run 2: exit 0
from stdin and a directory: exit 0
unrelated log lines named: each
same report as from the files: yes
sites: 3, calls: 14, requests: 2
