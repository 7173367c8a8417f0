--TEST--
compare: an existing report file owned by another user is refused (logged, left untouched); one of ours is appended to
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
if (!function_exists('posix_geteuid') || posix_geteuid() !== 0) die('skip needs root (chown)');
if (!posix_getpwnam('nobody')) die('skip no user nobody');
?>
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$file = st_script('report_owner', "<?php\nfunction f(int \$x) { return \$x; }\necho f(\"5\"), \"\\n\";\n");
$dir = sys_get_temp_dir() . '/st_report_owner_' . getmypid();
@mkdir($dir);
file_put_contents("$dir/r.jsonl", "");
chown("$dir/r.jsonl", 'nobody');
[$out, $err, $rc] = st_child($file, ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => "$dir/r.jsonl"]);
echo $out, "rc $rc\n";
echo "stderr: ", preg_replace('/uid \d+, not/', 'uid N, not', str_replace($dir, 'DIR', trim($err))), "\n";
clearstatcache();
echo "size: ", filesize("$dir/r.jsonl"), "\n";
chown("$dir/r.jsonl", 'root');
[$out, $err] = st_child($file, ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => "$dir/r.jsonl"]);
clearstatcache();
echo "ours: ", trim($err) === '' && filesize("$dir/r.jsonl") > 0 ? "written" : "NOT WRITTEN $err", "\n";
unlink("$dir/r.jsonl");
rmdir($dir);
unlink($file);
?>
--EXPECT--
5
rc 0
stderr: scalar_types: cannot write report file DIR/r.jsonl: it is owned by uid N, not by this process's effective user (uid 0) (report kept in memory only)
size: 0
ours: written
