--TEST--
compare: an existing report file with another hard link (a file of someone else's linked into a shared directory) is refused (logged, left untouched)
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$file = st_script('report_hardlink', "<?php\nfunction f(int \$x) { return \$x; }\necho f(\"5\"), \"\\n\";\n");
$dir = sys_get_temp_dir() . '/st_report_hardlink_' . getmypid();
@mkdir($dir);
file_put_contents("$dir/victim", "precious\n");
link("$dir/victim", "$dir/r.jsonl");
[$out, $err, $rc] = st_child($file, ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => "$dir/r.jsonl"]);
echo $out, "rc $rc\n";
echo "stderr: ", str_replace($dir, 'DIR', trim($err)), "\n";
echo "victim: ", file_get_contents("$dir/victim");
unlink("$dir/r.jsonl");
unlink("$dir/victim");
rmdir($dir);
unlink($file);
?>
--EXPECT--
5
rc 0
stderr: scalar_types: cannot write report file DIR/r.jsonl: it has 2 hard links (report kept in memory only)
victim: precious
