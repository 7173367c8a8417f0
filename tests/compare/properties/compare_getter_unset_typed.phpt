--TEST--
compare: what __get() gives for an unset typed property is judged in the mode of __get()'s file, not the reader's (the engine checks it there), with the engine's text; checked against the engine with the getter in a strict and in a weak file
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
$dir = sys_get_temp_dir() . '/st_getter_' . getmypid();
@mkdir($dir);
$thrown = null;
foreach (['strict' => 'declare(strict_types=1);', 'weak' => ''] as $mode => $declare) {
	$lib = "$dir/lib_$mode.php";
	$cls = "Lazy_$mode";
	file_put_contents($lib, "<?php $declare\nclass {$cls}P { function __get(\$k) { return \"5\"; } }\nclass $cls extends {$cls}P {\n\tpublic int \$n = 0;\n\tfunction __construct() { unset(\$this->n); }\n}\nclass {$cls}D extends $cls {}\n");
	require $lib;
	scalar_types_reset();
	// the reader's file (this one) declares nothing: weak
	$d = "{$cls}D";
	try {
		$v = (new $d)->n;
		echo "getter $mode: the engine accepts ", var_export($v, true), "\n";
	} catch (TypeError $e) {
		echo "getter $mode: the engine throws a TypeError\n";
		$thrown = $e->getMessage();
	}
	foreach (scalar_types_report() as $r) {
		if ($r['site'] === 'property') {
			echo "  report: ", basename($r['file']), ":", $r['line'], " ", $r['caller_mode'], ", coercion ", var_export($r['coercion'], true),
				", the message the strict getter threw: ", var_export($r['message'] === str_replace('Lazy_strict', $cls, $thrown), true), "\n";
		}
	}
	unlink($lib);
}
rmdir($dir);
?>
--EXPECT--
getter strict: the engine throws a TypeError
  report: lib_strict.php:2 strict, coercion 'numeric_string_to_int', the message the strict getter threw: true
getter weak: the engine accepts 5
  report: lib_weak.php:2 weak, coercion 'numeric_string_to_int', the message the strict getter threw: true
