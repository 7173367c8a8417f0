--TEST--
compare: report lines are byte-identical to json_encode() of the same records (quotes, controls, U+2028, emoji, invalid UTF-8), and are still written after "Allowed memory size exhausted" (php-src Zend/tests/bug54268 left an empty line: ext/json refuses to encode then)
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$values = ['a"b\\c/d', "\x01\x1f\x7f\t\n\r\x08\x0c", "line\u{2028}sep\u{2029}", "€ 😀 ١", "bad \xff\xfe end", "cut \xc3", "\xed\xa0\x80 surrogate"];
$code = "<?php\nfunction f(int \$x) {}\n";
foreach ($values as $v) {
	$code .= 'try { f(' . var_export($v, true) . "); } catch (TypeError) {}\n";
}
$code .= 'foreach (scalar_types_report() as $r) echo json_encode($r, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE), "\n";';
$file = st_script('report_json', $code);
$report = sys_get_temp_dir() . '/st_report_json_' . getmypid() . '.jsonl';
@unlink($report);
[$out] = st_child($file, ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $report,
	'scalar_types.report_values' => 1, 'scalar_types.value_max_length' => 1000]);
$lines = file($report, FILE_IGNORE_NEW_LINES);
$summary = array_pop($lines);
$engine = explode("\n", rtrim($out));
echo count($lines), " records; identical to json_encode(): ", json_encode($lines === $engine), "\n";
if ($lines !== $engine) {
	echo "--- ours\n", implode("\n", array_diff($lines, $engine)), "\n--- json_encode\n", implode("\n", array_diff($engine, $lines)), "\n";
}
echo "summary is JSON: ", json_encode(is_array(json_decode($summary, true))), "\n";
unlink($report);

// memory exhausted in a destructor at shutdown (bug54268)
file_put_contents($file, '<?php
class D { function __destruct() { D::__destruct(); } }
class C { public $t; function __destruct() { $this->t = new D; } }
class T { public static $s; }
T::$s = new C;
');
// with the Zend allocator even under valgrind (USE_ZEND_ALLOC=0 has no memory_limit)
[$out, $err, $rc] = st_child($file, ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $report, 'memory_limit' => '8M'],
	true, [], ['USE_ZEND_ALLOC' => '1']);
echo "rc $rc, ", str_contains($out, 'Allowed memory size') ? "memory exhausted" : "??? $out", "\n";
$rec = json_decode(file_get_contents($report), true);
echo $rec['record'], ' ', $rec['script'] === $file ? 'of the script' : 'WRONG', "\n";
unlink($report);
unlink($file);
?>
--EXPECT--
7 records; identical to json_encode(): true
summary is JSON: true
rc 255, memory exhausted
summary of the script
