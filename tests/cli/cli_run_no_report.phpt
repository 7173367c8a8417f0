--TEST--
cli: run says so when the command wrote no report (php -n: the extension was not loaded) instead of pointing to a report directory
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('no_report');
file_put_contents("$dir/app.php", "<?php\nfunction f(int \$x) {}\nf('1');\necho \"app\\n\";\n");
[$out, $err, $rc] = cli_run(['run', '--report-dir', "$dir/r", '--', PHP_BINARY, '-n', "$dir/app.php"]);
echo "php -n: exit $rc, stdout [$out] ", count(glob("$dir/r/*.jsonl")), " reports\n", str_replace($dir, 'DIR', $err);
[$out, $err, $rc] = cli_run(['run', '--report-dir', "$dir/r", '--', 'true']);
echo "true: exit $rc, stdout [$out]\n", str_replace($dir, 'DIR', $err);
[$out, $err, $rc] = cli_run(['run', '--report-dir', "$dir/r", '--', PHP_BINARY, "$dir/app.php"]);
echo "php: exit $rc, stdout [$out] ", count(glob("$dir/r/*.jsonl")), " report, stderr [$err]\n";
cli_rmdir($dir);
?>
--EXPECT--
php -n: exit 0, stdout [app
] 0 reports
scalar-types: no report was written in DIR/r: php -n reads no INI file, so the extension was not loaded (drop -n)
true: exit 0, stdout []
scalar-types: no report was written in DIR/r (did the command run PHP, and did it reach a request end?)
php: exit 0, stdout [app
] 1 report, stderr []
