--TEST--
compare: every internal function as the object of a property write (`f(…)->p = 1`), with the argument shapes the compiler's special forms need: each compile error the engine raises ("Cannot use result of built-in function in write context") is raised the same with the extension, and every other call still compiles
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
// some 200 compiles of a file of every internal function, in child
// processes: past run-tests' timeout under memcheck on a busy machine
if (getenv('USE_ZEND_ALLOC') === '0') die('skip too slow under valgrind');
?>
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$names = array_values(array_filter(get_defined_functions()['internal'], fn($f) => !str_starts_with($f, 'scalartypes\\')));
// the shapes of zend_try_compile_special_func()'s forms (8.2 and 8.4)
$shapes = ['()', '($x)', '($x, $y)', '("X")', '("%s", $x)'];
$variants = ['compare' => ['scalar_types.mode' => 'compare']];
if (PHP_VERSION_ID >= 80400) {
	// no internal-call hook: PHP 8.4 then compiles frameless calls
	$variants['properties only'] = ['scalar_types.mode' => 'compare', 'scalar_types.compare_sites' => 'properties'];
}
$file = sys_get_temp_dir() . '/st_builtin_roots_' . getmypid() . '.php';
$errors = [];
$different = [];
foreach ($shapes as $shape) {
	// one call per line: a compile error's line names its function
	$lines = array_map(fn($f) => "if (0) { " . $f . $shape . "->p = 1; }", $names);
	for (;;) {
		file_put_contents($file, "<?php\n" . implode("\n", $lines) . "\necho 'compiled';\n");
		$without = st_child($file, ['error_reporting' => E_ALL], false);
		foreach ($variants as $label => $ini) {
			if (st_child($file, $ini + ['error_reporting' => E_ALL]) !== $without) {
				$different[] = "$shape, $label: " . $without[0];
				break 2;
			}
		}
		// exit() and die() (functions in 8.4) are keywords: a parse error
		if (!preg_match('/on line (\d+)/', $without[0], $m)) {
			if ($without[0] !== 'compiled') {
				$different[] = "$shape: unexpected output: " . $without[0];
			}
			break;
		}
		if (!str_contains($without[0], 'Parse error')) {
			$errors[] = $names[$m[1] - 2] . $shape;
		}
		$lines[$m[1] - 2] = '';
	}
}
unlink($file);
echo count($errors) >= 20 ? "the engine refuses at least 20 of them\n" : "the engine refuses only: " . implode(', ', $errors) . "\n";
var_dump(in_array('strlen($x)', $errors, true), in_array('count($x)', $errors, true));
echo $different ? "DIFFERENT:\n" . implode("\n", $different) . "\n" : "same with the extension\n";
?>
--EXPECT--
the engine refuses at least 20 of them
bool(true)
bool(true)
same with the extension
