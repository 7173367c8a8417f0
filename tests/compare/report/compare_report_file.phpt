--TEST--
compare: report file — valid JSON lines with the documented keys, created with mode 0600, %p replaced by the pid, appended to by later runs
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$file = st_script('report_file', "<?php\nfunction f(int \$x) { return \$x; }\nf(\"5\"); f(\"6\");\nstrstr('ab', 'b', 1);\necho getmypid();\n");
$dir = sys_get_temp_dir() . '/st_report_dir_' . getmypid();
@mkdir($dir);
$old = umask(0);   // the 0600 must not come from the umask
[$pid] = st_child($file, ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => "$dir/r-%p.jsonl"]);
umask($old);
$path = "$dir/r-$pid.jsonl";
var_dump(glob("$dir/*") === [$path]);
printf("mode %o\n", fileperms($path) & 0777);
$records = st_read_report($path);
foreach ($records as $r) {
	echo $r['record'], ': ', implode(',', array_keys($r)), "\n";
}
$summary = end($records);
var_dump($summary['pid'] === (int) $pid, $summary['script'] === $file, $summary['calls'], $summary['sites'], $summary['dropped_calls']);
echo json_encode(array_values($summary["files"])), " ", json_encode(array_keys($summary["files"]) === [$file]), "\n";
var_dump($records[0]['count'], $records[1]['function']);
unlink($path);

// a fixed name: runs append, an existing file keeps its mode
touch("$dir/fixed.jsonl");
chmod("$dir/fixed.jsonl", 0640);
foreach ([1, 2] as $run) {
	st_child($file, ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => "$dir/fixed.jsonl"]);
}
$lines = st_read_report("$dir/fixed.jsonl");
echo count($lines), " lines, ", count(array_filter($lines, fn($r) => $r['record'] === 'summary')), " summaries\n";
printf("mode %o\n", fileperms("$dir/fixed.jsonl") & 0777);
unlink("$dir/fixed.jsonl");
rmdir($dir);
unlink($file);
?>
--EXPECT--
bool(true)
mode 600
divergence: record,file,line,function,arg,param,declared,given,caller_mode,coercion,message,deprecation,warning,count,site,callee,call_on_line,calls_on_line,sample,rules
divergence: record,file,line,function,arg,param,declared,given,caller_mode,coercion,message,deprecation,warning,count,site,callee,sample,rules
summary: record,pid,script,calls,sites,dropped_calls,sample_rate,files
bool(true)
bool(true)
int(3)
int(2)
int(0)
[{"mode":"weak","calls":3,"divergences":3}] true
int(2)
string(6) "strstr"
6 lines, 2 summaries
mode 640
