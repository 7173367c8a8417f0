--TEST--
cli: a file name that is not UTF-8 comes back from the records' file_b64 (preferred over file, where the extension wrote U+FFFD): fix finds and changes the real file, SARIF percent-encodes its bytes, JSON keeps them in file_b64
--EXTENSIONS--
scalar_types
tokenizer
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('non_utf8');
$raw = "$dir/caf\xE9.php";
$shown = "$dir/caf\u{FFFD}.php";
file_put_contents($raw, "<?php\necho str_repeat('ab', 2), \"\\n\";\n");
mkdir("$dir/r");
file_put_contents("$dir/r/report-1.jsonl", implode("\n", [
	json_encode(['record' => 'divergence', 'file' => $shown, 'file_b64' => base64_encode($raw), 'line' => 2, 'function' => 'f',
		'coercion' => 'int_to_string', 'count' => 1, 'message' => 'f(): Argument #1 ($s) must be of type string, int given', 'caller_mode' => 'weak']),
	json_encode(['record' => 'summary', 'calls' => 2, 'files' => [
		$shown => ['mode' => 'weak', 'calls' => 1, 'divergences' => 0, 'file_b64' => base64_encode($raw),
			'site_lines' => [2], 'run_lines' => [2]]]]),
	json_encode(['record' => 'divergence', 'file' => 'x', 'file_b64' => '***', 'line' => 1, 'function' => 'f', 'count' => 1, 'message' => 'm']),
]) . "\n");
[$out, $err, $rc] = cli_run(['fix', '--strict-ready', '--report', "$dir/r", '--dry-run'], $dir);
echo "dry-run: exit $rc: ", $out === "$raw: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))\n" ? 'the raw name' : $out, "\n";
echo str_replace($dir, 'DIR', $err);
[$out, $err, $rc] = cli_run(['fix', '--strict-ready', '--report', "$dir/r", '--write'], $dir);
echo "write: exit $rc, ", str_contains(file_get_contents($raw), 'declare(strict_types=1)') ? 'changed' : 'unchanged', "\n";
[$out, , $rc] = cli_run(['report', '--format', 'sarif', '--base-dir', $dir, "$dir/r"], '/');
$res = json_decode($out, true)['runs'][0]['results'];
echo "sarif: exit $rc, ", $res[0]['locations'][0]['physicalLocation']['artifactLocation']['uri'], "\n";
[$out, , $rc] = cli_run(['report', '--format', 'json', "$dir/r"], '/');
$j = json_decode($out, true);
echo "json: exit $rc, site ", base64_decode($j['sites'][0]['file_b64']) === $raw ? 'file_b64 raw' : 'lost',
	", file ", base64_decode($j['files'][0]['file_b64'] ?? '') === $raw ? 'file_b64 raw' : 'lost', "\n";
cli_rmdir($dir);
?>
--EXPECT--
dry-run: exit 0: the raw name
scalar-types: DIR/r/report-1.jsonl:3: divergence with "file_b64" not base64, skipped
write: exit 0, changed
sarif: exit 0, caf%E9.php
json: exit 0, site file_b64 raw, file file_b64 raw
