--TEST--
compare: calls made from shutdown functions and destructors (explicit unset, end of script, after shutdown functions) are recorded in the report file
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$program = <<<'PHP'
<?php
function f(int $x) { return $x; }
class D {
	function __construct(private string $tag) {}
	function __destruct() { echo "destruct {$this->tag}: ", f($this->tag === "global" ? "3" : "4"), "\n"; }
}
register_shutdown_function(function () {
	echo "shutdown: ", f("1"), "\n";
	register_shutdown_function(fn() => print("nested shutdown: " . str_repeat("z", "2") . "\n"));
});
$local = new D("local");
unset($local);
$global = new D("global");
echo "end of script\n";
PHP;
$file = st_script('shutdown', $program);
$report = sys_get_temp_dir() . '/st_shutdown_' . getmypid() . '.jsonl';
@unlink($report);
[$out, $err, $rc] = st_child($file, ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $report]);
[$out0, $err0, $rc0] = st_child($file, [], false);
echo $out, "unchanged: ", json_encode([$out, $err, $rc] === [$out0, $err0, $rc0]), "\n";
foreach (st_read_report($report) as $r) {
	echo $r['record'], ' ', $r['record'] === 'summary' ? "sites {$r['sites']}" : "{$r['line']} {$r['function']} x{$r['count']}", "\n";
}
unlink($report);
unlink($file);
?>
--EXPECT--
destruct local: 4
end of script
shutdown: 1
nested shutdown: zz
destruct global: 3
unchanged: true
divergence 5 f x2
divergence 8 f x1
divergence 9 str_repeat x1
summary sites 3
