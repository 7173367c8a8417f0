--TEST--
compare: a report path that is a symlink to an existing file is refused (logged, the target left untouched, the app's output and exit code unchanged)
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$file = st_script('report_symlink', "<?php\nfunction f(int \$x) { return \$x; }\necho f(\"5\"), \"\\n\";\n");
$dir = sys_get_temp_dir() . '/st_report_symlink_' . getmypid();
@mkdir($dir);
file_put_contents("$dir/victim", "precious\n");
symlink("$dir/victim", "$dir/r.jsonl");
[$out0, , $rc0] = st_child($file, [], false);
[$out, $err, $rc] = st_child($file, ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => "$dir/r.jsonl"]);
echo "stdout and exit code unchanged: ", json_encode($out === $out0 && $rc === $rc0), "\n";
echo "stderr: ", str_replace($dir, 'DIR', trim($err)), "\n";
echo "victim: ", file_get_contents("$dir/victim");
echo "still a link: ", json_encode(is_link("$dir/r.jsonl")), "\n";
unlink("$dir/r.jsonl");
unlink("$dir/victim");
rmdir($dir);
unlink($file);
?>
--EXPECT--
stdout and exit code unchanged: true
stderr: scalar_types: cannot write report file DIR/r.jsonl: it is a symbolic link, which is never followed (report kept in memory only)
victim: precious
still a link: true
