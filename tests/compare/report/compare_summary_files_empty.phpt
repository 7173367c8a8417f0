--TEST--
compare: a request whose files made no call (an FPM status page, a static script) writes its summary's files as an empty map `{}`, as every other summary's is a map
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$file = st_script('summary_files_empty', "<?php\necho 'page';\n");
$report = sys_get_temp_dir() . '/st_summary_files_empty_' . getmypid() . '.jsonl';
@unlink($report);
var_dump(st_child($file, ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $report]) === ['page', '', 0]);
$line = trim(file_get_contents($report));
// the raw line: json_decode() to an array cannot tell [] from {}
var_dump(str_ends_with($line, ',"files":{}}'));
var_dump(json_decode($line)->files instanceof stdClass);
unlink($report);
unlink($file);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
