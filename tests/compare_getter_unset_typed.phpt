--TEST--
compare: what __get() gives for an unset typed property is judged in the mode of __get()'s file, not the reader's (the engine checks it there); checked against the engine with the getter in a strict and in a weak file
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
$dir = sys_get_temp_dir() . '/st_getter_' . getmypid();
@mkdir($dir);
foreach (['strict' => 'declare(strict_types=1);', 'weak' => ''] as $mode => $declare) {
	$lib = "$dir/lib_$mode.php";
	$cls = "Lazy_$mode";
	file_put_contents($lib, "<?php $declare\nclass $cls {\n\tpublic int \$n = 0;\n\tfunction __construct() { unset(\$this->n); }\n\tfunction __get(\$k) { return \"5\"; }\n}\n");
	require $lib;
	scalar_types_reset();
	// the reader's file (this one) declares nothing: weak
	try {
		$v = (new $cls)->n;
		$engine = "accepted: " . var_export($v, true);
	} catch (TypeError $e) {
		$engine = "TypeError: " . $e->getMessage();
	}
	echo "getter $mode, engine: $engine\n";
	foreach (scalar_types_report() as $r) {
		if ($r['site'] === 'property') {
			echo "  report: ", basename($r['file']), ":", $r['line'], " ", $r['caller_mode'], ", coercion ", var_export($r['coercion'], true), ", ", $r['message'], "\n";
		}
	}
	unlink($lib);
}
rmdir($dir);
?>
--EXPECT--
getter strict, engine: TypeError: Cannot assign string to property Lazy_strict::$n of type int
  report: lib_strict.php:5 strict, coercion 'numeric_string_to_int', Cannot assign string to property Lazy_strict::$n of type int
getter weak, engine: accepted: 5
  report: lib_weak.php:5 weak, coercion 'numeric_string_to_int', Cannot assign string to property Lazy_weak::$n of type int
