--TEST--
cli: the README's side-by-side rule-set table of the bundled example app is what scripts/demo.sh's report prints for it
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
// the README shows what scripts/demo.sh prints on the host's PHP 8.2 (from
// 8.3, number_format() takes int|float: an integer string there is
// numeric_string_to_int, one site more)
if (PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION !== '8.2') die('skip the README shows PHP 8.2\'s output');
?>
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$root = dirname(__DIR__, 2);
$dir = cli_tmpdir('readme_presets');
// as scripts/demo.sh does, on a PHP without ext/gd as the README says: where gd is
// loaded, its imagecreatetruecolor() is disabled, and the app takes the path it takes
// without gd (lib/image.php asks function_exists(), false for a disabled function)
[$out, $err, $rc] = cli_run(['run', '--report-dir', "$dir/r", '--', PHP_BINARY, '-d', 'disable_functions=imagecreatetruecolor',
	"$root/examples/legacy-app/index.php"], $root);
echo "run: exit $rc\n";
[$text, $err, $rc] = cli_run(['report', "$dir/r"], $root);
echo "report: exit $rc\n";

// the block from its heading to the first blank line
$block = function (string $s, string $indent): ?string {
	$lines = explode("\n", $s);
	$at = array_search($indent . 'What each rule set would break', $lines, true);
	if ($at === false) {
		return null;
	}
	$out = [];
	for ($i = $at; $i < count($lines) && trim($lines[$i]) !== ''; $i++) {
		$out[] = substr($lines[$i], strlen($indent));
	}
	return implode("\n", $out);
};
$readme = $block(file_get_contents("$root/README.md"), '    ');
$printed = $block($text, '');
echo "README has the table: ", $readme !== null ? 'yes' : 'no', "\n";
echo "report has the table: ", $printed !== null ? 'yes' : 'no', "\n";
echo "same: ", $readme === $printed ? 'yes' : "no\nREADME:\n$readme\nreport:\n$printed", "\n";
echo "rows: ", substr_count((string) $printed, "\n"), "\n";
cli_rmdir($dir);
?>
--EXPECT--
run: exit 0
report: exit 0
README has the table: yes
report has the table: yes
same: yes
rows: 6
