--TEST--
cli: report as JSON, Markdown and SARIF 2.1.0 (required fields checked), and --fail-on sets the exit code
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('formats');
cli_sample_reports($dir);

[$out, , $rc] = cli_run(['report', '--format=json', $dir], '/');
$j = json_decode($out, true);
echo "json: exit $rc, ", json_encode([$j['requests'], $j['calls'], $j['divergent_sites'], $j['divergent_calls']]),
	", kinds ", implode(',', array_column($j['by_kind'], 'kind')), ", top ", $j['sites'][0]['file'], ':', $j['sites'][0]['line'], "\n";

[$out, , $rc] = cli_run(['report', '--format', 'markdown', $dir], '/');
echo "markdown: exit $rc, ", substr_count($out, "\n| "), " table rows, headings: ",
	implode(' / ', array_map('trim', preg_grep('/^#/', explode("\n", $out)))), "\n";

[$out, , $rc] = cli_run(['report', '--format', 'sarif', '--base-dir', '/app', $dir], '/');
$s = json_decode($out, true);
// SARIF 2.1.0: version, runs[].tool.driver.name, results[].message.text,
// locations[].physicalLocation.artifactLocation.uri, region.startLine >= 1,
// every ruleId declared in driver.rules
$problems = [];
if (($s['version'] ?? null) !== '2.1.0') $problems[] = 'version';
if (!isset($s['$schema'])) $problems[] = '$schema';
foreach ($s['runs'] ?? [null] as $run) {
	if (!is_string($run['tool']['driver']['name'] ?? null)) $problems[] = 'driver.name';
	$ids = array_column($run['tool']['driver']['rules'] ?? [], 'id');
	foreach ($run['results'] ?? [] as $i => $res) {
		if (!is_string($res['message']['text'] ?? null)) $problems[] = "result $i message.text";
		if (!in_array($res['ruleId'] ?? null, $ids, true)) $problems[] = "result $i ruleId";
		if (!in_array($res['level'] ?? 'warning', ['none', 'note', 'warning', 'error'], true)) $problems[] = "result $i level";
		foreach ($res['locations'] ?? [] as $loc) {
			if (!is_string($loc['physicalLocation']['artifactLocation']['uri'] ?? null)) $problems[] = "result $i uri";
			if (($loc['physicalLocation']['region']['startLine'] ?? 0) < 1) $problems[] = "result $i startLine";
		}
	}
	echo "sarif: exit $rc, ", count($run['results']), " results, uris ",
		implode(',', array_map(fn($r) => $r['locations'][0]['physicalLocation']['artifactLocation']['uri'] . ':' .
			$r['locations'][0]['physicalLocation']['region']['startLine'], $run['results'])), "\n";
}
echo "sarif problems: ", $problems ? implode(', ', $problems) : 'none', "\n";

[, $err, $rc] = cli_run(['report', '--fail-on', '6', $dir], '/');
echo "fail-on 6: exit $rc: $err";
[, , $rc] = cli_run(['report', '--fail-on', '7', $dir], '/');
echo "fail-on 7: exit $rc\n";
[, , $rc] = cli_run(['report', '--format', 'yaml', $dir], '/');
echo "bad format: exit $rc\n";
[, $err, $rc] = cli_run(['report', "$dir/none"], '/');
echo "no input: exit $rc\n";
cli_rmdir($dir);
?>
--EXPECT--
json: exit 0, [2,16,3,7], kinds numeric_string_to_int,int_to_bool,rejected, top /app/a.php:3
markdown: exit 0, 31 table rows, headings: # scalar_types compare report / ## By rule set / ## By rule set and kind (sites) / ## By rule set and caller file (sites) / ## By coercion kind / ## Top call sites / ## Strict-readiness / ## By callee
sarif: exit 0, 3 results, uris a.php:3,b.php:7,s.php:2
sarif problems: none
fail-on 6: exit 3: scalar-types: 7 divergent call(s), more than --fail-on 6
fail-on 7: exit 0
bad format: exit 2
no input: exit 1
