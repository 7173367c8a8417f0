--TEST--
compare: an app that chroot()s still gets its report written outside the new root (php-src ext/standard/tests/file/chroot_001 printed a warning)
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
if (!function_exists('chroot')) die('skip chroot() is only in the CLI/CGI builds');
if (!preg_match('/^Uid:\s+0\s/m', (string) @file_get_contents('/proc/self/status'))) die('skip needs root');
?>
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$dir = sys_get_temp_dir() . '/st_chroot_' . getmypid();
@mkdir("$dir/jail", 0700, true);
$app = "$dir/app.php";
file_put_contents($app, "<?php\nfunction f(int \$x) {}\nvar_dump(chroot(__DIR__ . '/jail'), getcwd());\nf('5');\n");
[$out, $err, $rc] = st_child($app, ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => "$dir/r.jsonl"]);
echo "rc $rc\n$out", "stderr ", json_encode($err), "\n";
$recs = st_read_report("$dir/r.jsonl");
echo count($recs), " records: ", $recs[0]['message'], "\n";
unlink("$dir/r.jsonl");
unlink($app);
rmdir("$dir/jail");
rmdir($dir);
?>
--EXPECT--
rc 0
bool(true)
string(1) "/"
stderr ""
2 records: f(): Argument #1 ($x) must be of type int, string given
