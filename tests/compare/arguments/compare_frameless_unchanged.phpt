--TEST--
compare: built-ins the compiler calls frameless (8.4+) in write contexts, by-reference arguments and foreach by reference compile and run as without the extension, in standby and compare mode, also with is_null() disabled; a frameless call's arguments are still judged
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
// Each snippet in a file of its own: a compile error ends a file.
$snippets = [
	'foreach_ref' => 'foreach (str_replace("a", "b", ["a1", "a2"]) as &$v) { $v .= "!"; } echo "ran\n";',
	'end' => 'try { echo end(str_replace("a", "b", ["a1", "a2"])), "\n"; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }',
	'user_by_ref' => 'function set(&$x) { $x = 1; } try { set(trim(" a ")); echo "ran\n"; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }',
	'assign_ref' => '$y = &trim(" a "); var_dump($y);',
	'dim_write' => 'trim(" a ")[0] = "x"; echo "ran\n";',
	'strict_implode' => 'declare(strict_types=1); try { implode(1, [1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }',
	'nested' => 'var_dump(in_array("1", [1]), strpos(12345, "3"), str_contains(12345, 23), substr(12345, "1", 2.0));',
];
$ext = ['standby' => ['scalar_types.mode' => 'standby'], 'compare' => ['scalar_types.mode' => 'compare']];
$dir = sys_get_temp_dir() . '/st_frameless_' . getmypid();
@mkdir($dir);
foreach (['', 'is_null'] as $disabled) {
	$base = ['error_reporting' => E_ALL, 'display_errors' => '1', 'disable_functions' => $disabled];
	$same = 0;
	foreach ($snippets as $name => $code) {
		$file = "$dir/$name.php";
		file_put_contents($file, "<?php\n$code\n");
		$bare = st_child($file, $base, false);
		foreach ($ext as $mode => $ini) {
			$with = st_child($file, $base + $ini);
			if ($with === $bare) {
				$same++;
			} else {
				echo "$name, $mode, disable_functions=$disabled: DIFFERENT\n--- without\n", implode("\n", $bare), "\n--- with\n", implode("\n", $with), "\n";
			}
		}
	}
	echo "disable_functions=", $disabled ?: '(none)', ": ", $same, " of ", count($snippets) * count($ext), " the same\n";
}
// the frameless calls' arguments are judged (observed with a frame of their own)
$report = "$dir/report.jsonl";
st_child("$dir/nested.php", ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $report]);
$sites = [];
foreach (st_read_report($report) as $r) {
	if ($r['record'] === 'divergence') {
		$sites[] = "{$r['function']} #{$r['arg']} {$r['coercion']}";
	}
}
sort($sites);
echo implode("\n", $sites), "\n";
exec('rm -rf ' . escapeshellarg($dir));
?>
--EXPECT--
disable_functions=(none): 14 of 14 the same
disable_functions=is_null: 14 of 14 the same
str_contains #1 int_to_string
str_contains #2 int_to_string
strpos #1 int_to_string
substr #1 int_to_string
substr #2 numeric_string_to_int
substr #3 float_to_int
