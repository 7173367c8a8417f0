--TEST--
cli: --clover adds a Clover XML coverage report's run lines (count > 0) to the evidence: a file whose only unrun site a test suite ran becomes strict-ready; count 0, another file's lines and a line without a site change nothing; a report that is not Clover or not XML is refused (exit 1)
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
$has = shell_exec(escapeshellarg(PHP_BINARY) . ' -r ' . escapeshellarg('echo (int) class_exists("XMLReader");'));
if (trim((string) $has) !== '1') die('skip the CLI reads Clover XML with xmlreader (Debian: php-xml), not loaded here');
?>
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('clover');
// x.php: line 3 runs, line 5 only with an argument (which the run does not pass)
file_put_contents("$dir/lib.php", "<?php\nfunction t(string \$s) { return \$s; }\n");
file_put_contents("$dir/x.php", "<?php\nfunction x(array \$a) {\n\tt('a');\n\tif (isset(\$a[1])) {\n\t\tt('b');\n\t}\n}\n");
file_put_contents("$dir/app.php", "<?php\nrequire 'lib.php'; require 'x.php';\nx(\$argv);\n");
cli_run(['run', '--report-dir', "$dir/r", '--', PHP_BINARY, "$dir/app.php"], $dir);

function clover(string $dir, string $name, array $files): string
{
	// the shape PHPUnit writes: files under project (or a package), line
	// elements with num, type and count
	$x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<coverage generated=\"1\">\n  <project timestamp=\"1\">\n    <package name=\"App\">\n";
	foreach ($files as $file => $lines) {
		$x .= "      <file name=\"" . htmlspecialchars($file) . "\">\n";
		foreach ($lines as $num => $count) {
			$x .= "        <line num=\"$num\" type=\"stmt\" count=\"$count\"/>\n";
		}
		$x .= "        <metrics loc=\"7\"/>\n      </file>\n";
	}
	file_put_contents("$dir/$name", $x . "    </package>\n  </project>\n</coverage>\n");
	return "$dir/$name";
}
$status = function (array $extra) use ($dir) {
	[$out, $err, $rc] = cli_run(['report', '--format', 'json', ...$extra, "$dir/r"], $dir);
	foreach (json_decode($out, true)['files'] ?? [] as $f) {
		if (basename($f['file']) === 'x.php') {
			return "exit $rc, {$f['run_lines']} of {$f['site_lines']}, {$f['status']}";
		}
	}
	return "exit $rc, " . str_replace($dir, 'DIR', trim($err));
};
echo "no clover: ", $status([]), "\n";
echo "line 5 run by the tests: ", $status(['--clover', clover($dir, 'run.xml', ["$dir/x.php" => [3 => 1, 5 => 2]])]), "\n";
echo "line 5 with count 0: ", $status(['--clover', clover($dir, 'zero.xml', ["$dir/x.php" => [3 => 1, 5 => 0]])]), "\n";
echo "another file's line 5: ", $status(['--clover', clover($dir, 'other.xml', ["$dir/lib.php" => [5 => 1]])]), "\n";
echo "a line without a site: ", $status(['--clover', clover($dir, 'nosite.xml', ["$dir/x.php" => [4 => 1]])]), "\n";
echo "two reports, one with line 5: ", $status(['--clover', "$dir/zero.xml,$dir/run.xml"]), "\n";
file_put_contents("$dir/bad.xml", "<coverage><project><file name=\"x\"><line num=\"1\" count=\"1\"></project>");
echo "not well-formed: ", $status(['--clover', "$dir/bad.xml"]), "\n";
file_put_contents("$dir/junit.xml", "<testsuites><testsuite name=\"a\"/></testsuites>");
echo "not Clover: ", $status(['--clover', "$dir/junit.xml"]), "\n";
echo "missing: ", $status(['--clover', "$dir/nope.xml"]), "\n";
// fix takes it too
[$out, , $rc] = cli_run(['fix', '--strict-ready', '--report', "$dir/r", '--clover', "$dir/run.xml", '--dry-run', "$dir/x.php"], $dir);
echo "fix --dry-run --clover: exit $rc, ", str_replace("$dir/", '', $out);
cli_rmdir($dir);
?>
--EXPECTF--
no clover: exit 0, 1 of 2, only 1 of 2 lines with sites ran (50 %), under 100 %
line 5 run by the tests: exit 0, 2 of 2, strict-ready
line 5 with count 0: exit 0, 1 of 2, only 1 of 2 lines with sites ran (50 %), under 100 %
another file's line 5: exit 0, 1 of 2, only 1 of 2 lines with sites ran (50 %), under 100 %
a line without a site: exit 0, 1 of 2, only 1 of 2 lines with sites ran (50 %), under 100 %
two reports, one with line 5: exit 0, 2 of 2, strict-ready
not well-formed: exit 1, scalar-types: DIR/bad.xml: not well-formed XML (line %d: %s)
not Clover: exit 1, scalar-types: DIR/junit.xml: no <file> element: not a Clover coverage report
missing: exit 1, scalar-types: DIR/nope.xml: cannot open
fix --dry-run --clover: exit 0, x.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 2 of 2 lines with sites ran (100 %))
