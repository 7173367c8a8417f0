--TEST--
compare: a report path that is a dangling symlink is refused, and its target is not created
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$file = st_script('report_dangling', "<?php\nfunction f(int \$x) { return \$x; }\necho f(\"5\"), \"\\n\";\n");
$dir = sys_get_temp_dir() . '/st_report_dangling_' . getmypid();
@mkdir($dir);
symlink("$dir/target", "$dir/r.jsonl");
[$out, $err, $rc] = st_child($file, ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => "$dir/r.jsonl"]);
echo $out, "rc $rc\n";
echo "stderr: ", str_replace($dir, 'DIR', trim($err)), "\n";
echo "target created: ", json_encode(file_exists("$dir/target")), "\n";
@unlink("$dir/target");
unlink("$dir/r.jsonl");
rmdir($dir);
unlink($file);
?>
--EXPECT--
5
rc 0
stderr: scalar_types: cannot write report file DIR/r.jsonl: it is a symbolic link, which is never followed (report kept in memory only)
target created: false
