--TEST--
phpinfo: in compare mode the section names the hooks and how many internal functions writing by-reference arguments are judged, and that evidence coverage is recorded (scalar_types.compare_coverage=1)
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
scalar_types.compare_coverage=1
--FILE--
<?php
ob_start();
phpinfo(INFO_MODULES);
$info = ob_get_clean();
foreach (explode("\n", $info) as $line) {
	if (preg_match('/^(Mode|By-reference writes|Evidence coverage) =>/', $line)) {
		echo $line, "\n";
	} elseif (str_starts_with($line, 'Compare hooks =>')) {
		// from 8.4 on no zend_execute_internal: it would keep the compiler
		// from frameless calls
		var_dump($line === 'Compare hooks => ' . (PHP_VERSION_ID >= 80400
			? 'observer API, internal functions too (JIT-compatible, frameless calls kept)'
			: 'observer API + chained zend_execute_internal (JIT-compatible)'));
	}
}
?>
--EXPECTF--
Mode => compare
bool(true)
Evidence coverage => lines with calls with arguments, and which ran (every call observed)
By-reference writes => %d internal functions (settype(), str_replace(), sscanf(), ...)
