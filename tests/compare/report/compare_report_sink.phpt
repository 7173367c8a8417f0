--TEST--
compare: scalar_types.report_sink=stderr writes each record as one JSON line on stderr; =syslog sends each as one datagram in syslog framing (ident, facility, pid) to scalar_types.syslog_path; the report reads either back; an unreachable syslog is logged, never on the app's output; a bad sink or facility warns
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
if (PHP_OS_FAMILY === 'Windows') die('skip unix sockets');
?>
--FILE--
<?php
$dir = sys_get_temp_dir() . '/st_sink_' . getmypid();
@mkdir($dir);
file_put_contents("$dir/app.php", "<?php\nfunction f(int \$x) {}\nf('5'); f('6'); strlen(null);\necho \"app output\\n\";\n");
$so = getenv('SCALAR_TYPES_SO') ?: dirname(__DIR__, 3) . '/modules/scalar_types.so';
$run = function (array $ini) use ($dir, $so): array {
	$cmd = [PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'scalar_types.mode=compare', '-d', 'log_errors=1',
		'-d', 'display_errors=0', '-d', 'error_reporting=' . (E_ALL & ~E_DEPRECATED)];
	foreach ($ini as $k => $v) {
		array_push($cmd, '-d', "scalar_types.$k=$v");
	}
	$cmd[] = "$dir/app.php";
	$p = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
	$out = stream_get_contents($pipes[1]);
	$err = stream_get_contents($pipes[2]);
	return [$out, $err, proc_close($p)];
};
$report = function (string $input) use ($dir): array {
	file_put_contents("$dir/in.log", $input);
	$cmd = escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(dirname(__DIR__, 3) . '/bin/scalar-types')
		. ' report --format json - < ' . escapeshellarg("$dir/in.log") . ' 2>/dev/null';
	return json_decode(shell_exec($cmd), true);
};

// stderr
[$out, $err, $rc] = $run(['report_sink' => 'stderr']);
$lines = array_filter(explode("\n", $err), 'strlen');
$kinds = array_map(fn($l) => json_decode($l, true)['record'] ?? 'NOT JSON', $lines);
echo "stderr: exit $rc, stdout [", trim($out), "], lines: ", implode(' ', $kinds), "\n";
$j = $report($err);
echo "  read back: requests {$j['requests']}, sites {$j['divergent_sites']}, calls {$j['divergent_calls']}\n";

// syslog, to a socket of our own
$sock = "$dir/log.sock";
$server = stream_socket_server("udg://$sock", $errno, $errstr, STREAM_SERVER_BIND);
[$out, $err, $rc] = $run(['report_sink' => 'syslog', 'syslog_path' => $sock, 'syslog_ident' => 'shop', 'syslog_facility' => 'local3']);
$grams = [];
stream_set_blocking($server, false);
while (($g = stream_socket_recvfrom($server, 65536)) !== false && $g !== '') {
	$grams[] = $g;
}
echo "syslog: exit $rc, stdout [", trim($out), "], stderr [", trim($err), "], datagrams ", count($grams), "\n";
$framed = array_filter($grams, fn($g) => preg_match('/^<158>[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d shop\[\d+\]: \{"record":"[a-z]+"/', $g));
echo "  framed as <local3.info>MMM DD HH:MM:SS shop[pid]: {record}: ", count($framed) === count($grams) ? 'each' : json_encode($grams), "\n";
$j = $report(implode("\n", $grams) . "\n");
echo "  read back: requests {$j['requests']}, sites {$j['divergent_sites']}, calls {$j['divergent_calls']}\n";
fclose($server);

// nobody listening
[$out, $err, $rc] = $run(['report_sink' => 'syslog', 'syslog_path' => "$dir/nobody.sock"]);
echo "no syslog: exit $rc, stdout [", trim($out), "]\n  ", str_replace($dir, 'DIR', trim(preg_replace('/^PHP /m', '', $err))), "\n";

// bad values
[$out, $err, $rc] = $run(['report_sink' => 'kafka', 'syslog_facility' => 'mail', 'report_file' => "$dir/r.jsonl"]);
echo "bad values: exit $rc, stdout [", trim($out), "], file sink used: ", is_file("$dir/r.jsonl") ? 'yes' : 'no', "\n  ",
	str_replace("\n", "\n  ", trim(preg_replace('/^PHP /m', '', $err))), "\n";
array_map('unlink', glob("$dir/*"));
rmdir($dir);
?>
--EXPECTF--
stderr: exit 0, stdout [app output], lines: divergence divergence summary
  read back: requests 1, sites 2, calls 3
syslog: exit 0, stdout [app output], stderr [], datagrams 3
  framed as <local3.info>MMM DD HH:MM:SS shop[pid]: {record}: each
  read back: requests 1, sites 2, calls 3
no syslog: exit 0, stdout [app output]
  scalar_types: cannot write the report to syslog: DIR/nobody.sock: No such file or directory (records lost)
bad values: exit 0, stdout [app output], file sink used: yes
  Warning:  PHP Startup: Invalid scalar_types.report_sink "kafka": expected "file", "stderr" or "syslog"; using "file" in Unknown on line 0
  Warning:  PHP Startup: Invalid scalar_types.syslog_facility "mail": expected user, daemon or local0 to local7; using "user" in Unknown on line 0
