--TEST--
cli: SARIF as code scanning takes it: every rule has help and a name other than its id, int_to_float is not said to be rejected by strict mode, results under --base-dir use uriBaseId SRCROOT, eval()'d code is placed at its eval(), code from no file is left out and told
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('sarif_shape');
$m = 'f(): Argument #1 ($x) must be of type int, string given';
cli_fixture($dir, 'report-1.jsonl', [
	['file' => '/app/src/a b.php', 'line' => 3, 'function' => 'f', 'coercion' => 'numeric_string_to_int', 'count' => 4, 'message' => $m],
	['file' => "/app/e.php(7) : eval()'d code", 'line' => 2, 'function' => 'f', 'coercion' => 'numeric_string_to_int', 'count' => 3, 'message' => $m],
	['file' => "/app/e.php(7) : eval()'d code(1) : eval()'d code", 'line' => 1, 'function' => 'f', 'coercion' => 'bool_to_int', 'count' => 2, 'message' => $m],
	['file' => 'Command line code', 'line' => 1, 'function' => 'f', 'coercion' => 'numeric_string_to_int', 'count' => 2, 'message' => $m],
	['file' => '/lib/z.php', 'line' => 0, 'function' => 'f', 'coercion' => null, 'count' => 1, 'message' => $m],
], [], 12);
[$out, $err, $rc] = cli_run(['report', '--format', 'sarif', '--base-dir', '/app/', $dir], '/');
echo "exit $rc\n", str_replace($dir, 'DIR', $err);
$run = json_decode($out, true)['runs'][0];
$problems = [];
foreach ($run['tool']['driver']['rules'] as $rule) {
	if (!is_string($rule['help']['text'] ?? null) || !is_string($rule['help']['markdown'] ?? null)) $problems[] = "{$rule['id']}: no help";
	if (isset($rule['name']) && strcasecmp($rule['name'], $rule['id']) === 0) $problems[] = "{$rule['id']}: name is the id";
	if ($rule['id'] === 'strict/int_to_float' || $rule['id'] === 'strict/inexact_int_to_float') {
		$texts = $rule['shortDescription']['text'] . ' ' . $rule['fullDescription']['text'] . ' ' . $rule['help']['text'];
		echo "{$rule['id']}: level {$rule['defaultConfiguration']['level']}, says strict mode rejects it: ",
			preg_match('/reject|TypeError/i', $texts) ? 'yes' : 'no', "\n";
	}
}
echo count($run['tool']['driver']['rules']), " rules, problems: ", $problems ? implode(', ', $problems) : 'none', "\n";
echo "SRCROOT: ", $run['originalUriBaseIds']['SRCROOT']['uri'], "\n";
foreach ($run['results'] as $res) {
	$loc = $res['locations'][0]['physicalLocation'];
	echo $res['ruleId'], ' ', ($loc['artifactLocation']['uriBaseId'] ?? '-'), ' ', $loc['artifactLocation']['uri'], ':', $loc['region']['startLine'],
		' | ', substr($res['message']['text'], strlen($m)), "\n";
}
cli_rmdir($dir);
?>
--EXPECT--
exit 0
scalar-types: 1 site(s) in code from no file (php -r, standard input) left out of the SARIF: it has no location to give
strict/int_to_float: level note, says strict mode rejects it: no
strict/inexact_int_to_float: level note, says strict mode rejects it: no
28 rules, problems: none
SRCROOT: file:///app/
strict/numeric_string_to_int SRCROOT src/a%20b.php:3 |  (weak mode: numeric_string_to_int) — 4 call(s)
strict/numeric_string_to_int SRCROOT e.php:7 |  (weak mode: numeric_string_to_int) — 3 call(s) (in eval()'d code, its line 2)
strict/bool_to_int SRCROOT e.php:7 |  (weak mode: bool_to_int) — 2 call(s) (in eval()'d code, its line 1)
strict/rejected - file:///lib/z.php:1 |  — 1 call(s)
