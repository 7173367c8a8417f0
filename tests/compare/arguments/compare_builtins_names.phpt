--TEST--
compare: strlen() is rewritten only where the compiler would make it an opcode; a namespace's or an imported strlen() is the app's own, chr(0)[0] stays a constant (output identical to a run without the extension)
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$cases = [
	// a namespace's own strlen(), found at run time (php-src Zend/tests/ns_013)
	'ns' => '<?php
namespace App;
function strlen($x) { return __FUNCTION__; }
echo strlen("Hello"), " ", strlen(5), " ", \strlen("abc"), " ", \strlen(5), "\n";
echo "--report--\n";
$r = scalar_types_report();
echo count($r), " ", $r[0]["function"], " line ", $r[0]["line"], "\n";',
	// unqualified in a namespace without its own strlen(): a plain call, still observed
	'ns_global' => '<?php
namespace App;
$i = 42;
echo strlen($i), "\n";
echo "--report--\n";
echo count(scalar_types_report()), "\n";',
	// `use function` gives the name another meaning in the global namespace
	'use_function' => '<?php
use function Lib\len as strlen;
eval("namespace Lib; function len(\$x) { return __FUNCTION__; }");
echo strlen(5), "\n";
echo "--report--\n";
echo count(scalar_types_report()), "\n";',
	// chr() with a literal int is folded to a constant (php-src Zend/tests/bug70089)
	'folded' => '<?php
eval("function runtimetest(&\$a) {} ");
try { runtimetest(chr(0)[0]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { runtimetest(strlen("a")); } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo strlen("abc"), " ", ord("A"), " ", chr(66), "\n";
echo "--report--\n";
echo count(scalar_types_report()), "\n";',
];
foreach ($cases as $name => $code) {
	$file = st_script("names_$name", $code);
	[$with] = st_child($file, ['scalar_types.mode' => 'compare']);
	// the same script without the extension, up to the report lines
	file_put_contents($file, preg_replace('~^echo "--report--.*~ms', '', $code));
	[$without] = st_child($file, [], false);
	unlink($file);
	[$app, $report] = explode("--report--\n", $with) + [1 => '(no report)'];
	echo "$name: ", $app === $without ? "same output" : "DIFFERENT\n--- with:\n$with\n--- without:\n$without",
		"; report: ", trim($report), "\n";
}
?>
--EXPECT--
ns: same output; report: 1 strlen line 4
ns_global: same output; report: 1
use_function: same output; report: 0
folded: same output; report: 0
