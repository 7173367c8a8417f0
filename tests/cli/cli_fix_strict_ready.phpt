--TEST--
cli: fix --strict-ready inserts declare(strict_types=1) only where safe (BOM, no newline, ticks, inline HTML, namespaces, docblocks, shebang); fixed files lint and print the same
--EXTENSIONS--
scalar_types
tokenizer
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('fix');
$call = 'echo str_repeat("ab", 2), "\n";';
$files = [
	'plain.php' => "<?php\n$call\n",
	'nonl.php' => "<?php $call",
	'ticks.php' => "<?php\ndeclare(ticks=1);\n$call\n",
	'ns.php' => "<?php\nnamespace App\\Tools;\n$call\n",
	'nsblock.php' => "<?php\nnamespace A {\n$call\n}\n",
	'doc.php' => "<?php\n/**\n * A file docblock.\n */\n\n// and a comment\n$call\n",
	'shebang.php' => "#!/usr/bin/env php\n<?php\n$call\n",
	'bom.php' => "\xEF\xBB\xBF<?php\n$call\n",
	'html.php' => "<p>hello</p>\n<?php\n$call\n",
	'already.php' => "<?php\ndeclare(strict_types=0);\n$call\n",
	'divergent.php' => "<?php\necho str_repeat(\"ab\", \"2\"), \"\\n\";\n",
	'eof.php' => "<?php",
];
$main = "<?php\n";
foreach ($files as $name => $code) {
	file_put_contents("$dir/$name", $code);
	$main .= "include __DIR__ . '/$name';\n";
}
file_put_contents("$dir/main.php", $main . "echo str_pad('x', 3), \"\\n\";\n");
$before = [];
foreach ($files as $name => $code) {
	$before[$name] = shell_exec(escapeshellarg(PHP_BINARY) . " -n " . escapeshellarg("$dir/$name") . ' 2>&1');
}
[$out, $err, $rc] = cli_run(['run', '--report-dir', "$dir/r", '--', "$dir/main.php"]);
echo "run exit $rc\n";

[$out, $err, $rc] = cli_run(['fix', '--strict-ready', '--report', "$dir/r", '--dry-run', $dir]);
echo str_replace($dir, 'DIR', $out . $err), "dry-run exit $rc\n";

[$out, $err, $rc] = cli_run(['fix', '--strict-ready', '--report', "$dir/r", "$dir/nonl.php"], $dir);
echo $out, "diff exit $rc\n";

[$out, $err, $rc] = cli_run(['fix', '--strict-ready', '--report', "$dir/r", '--write', $dir]);
echo "write exit $rc\n";
foreach ($files as $name => $code) {
	$now = file_get_contents("$dir/$name");
	$lint = trim(shell_exec(escapeshellarg(PHP_BINARY) . " -n -l " . escapeshellarg("$dir/$name") . ' 2>&1'));
	$after = shell_exec(escapeshellarg(PHP_BINARY) . " -n " . escapeshellarg("$dir/$name") . ' 2>&1');
	$strict = str_contains($now, 'declare(strict_types=1)') ? 'strict' : 'unchanged';
	printf("%-14s %-9s lint %s, output %s\n", $name, $strict, str_starts_with($lint, 'No syntax errors') ? 'ok' : $lint,
		$after === $before[$name] ? 'same' : 'DIFFERENT');
}
echo json_encode(file_get_contents("$dir/nonl.php")), "\n", json_encode(file_get_contents("$dir/eof.php")), "\n";
cli_rmdir($dir);
?>
--EXPECT--
run exit 0
DIR/divergent.php: not ready: 1 divergent call(s): strict-ready with 1 cast(s)
DIR/eof.php: not ready: no calls observed
DIR/doc.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
DIR/main.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
DIR/nonl.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
DIR/ns.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
DIR/nsblock.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
DIR/plain.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
DIR/shebang.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
DIR/ticks.php: would add declare(strict_types=1) (1 call(s) observed, none diverged; 1 of 1 lines with sites ran (100 %))
scalar-types: DIR/already.php: declares strict_types=0 (weak mode, on purpose?): change it to 1 by hand to make it strict; skipped
scalar-types: DIR/bom.php: starts with a UTF-8 BOM, which PHP outputs before the first statement: remove it first; skipped
scalar-types: DIR/html.php: has output before <?php: declare(strict_types=1) must be the first statement; skipped
dry-run exit 0
--- a/nonl.php
+++ b/nonl.php
@@ -1,1 +1,1 @@
-<?php echo str_repeat("ab", 2), "\n";
\ No newline at end of file
+<?php declare(strict_types=1); echo str_repeat("ab", 2), "\n";
\ No newline at end of file
diff exit 0
write exit 0
plain.php      strict    lint ok, output same
nonl.php       strict    lint ok, output same
ticks.php      strict    lint ok, output same
ns.php         strict    lint ok, output same
nsblock.php    strict    lint ok, output same
doc.php        strict    lint ok, output same
shebang.php    strict    lint ok, output same
bom.php        unchanged lint ok, output same
html.php       unchanged lint ok, output same
already.php    unchanged lint ok, output same
divergent.php  unchanged lint ok, output same
eof.php        unchanged lint ok, output same
"<?php declare(strict_types=1); echo str_repeat(\"ab\", 2), \"\\n\";"
"<?php"
