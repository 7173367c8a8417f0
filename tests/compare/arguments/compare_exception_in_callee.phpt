--TEST--
compare: a callee that throws, and an argument both modes reject: recorded, and the exceptions are exactly those without the extension
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$program = <<<'PHP'
<?php
function boom(int $x) { throw new RuntimeException("boom $x"); }
function pick(int $x) { return $x; }
function outer(string $s) { return boom($s); }
$calls = [
	fn() => boom("1"),
	fn() => outer(2),
	fn() => pick([]),
	fn() => pick("abc"),
	fn() => str_repeat("x", "many"),
	fn() => intdiv("1", 0),
];
foreach ($calls as $call) {
	try {
		$call();
	} catch (Throwable $e) {
		echo get_class($e), ': ', str_replace(__FILE__, 'FILE', $e->getMessage()), ' @', $e->getLine(), ' ', count($e->getTrace()), "\n";
	}
}
if (function_exists('scalar_types_report')) {
	foreach (scalar_types_report() as $r) {
		printf("REPORT %d %s #%d %s<-%s %s | %s\n", $r['line'], $r['function'], $r['arg'], $r['declared'], $r['given'], $r['coercion'] ?? 'rejected', $r['message']);
	}
}
PHP;
$file = st_script('exc', $program);
[$with, $errWith, $rcWith] = st_child($file, ['scalar_types.mode' => 'compare']);
[$without, $errWithout, $rcWithout] = st_child($file, [], false);
unlink($file);
$lines = explode("\n", $with);
echo implode("\n", preg_grep('/^REPORT /', $lines)), "\n";
var_dump(implode("\n", preg_grep('/^REPORT /', $lines, PREG_GREP_INVERT)) === $without, $errWith === $errWithout, $rcWith === $rcWithout);
echo $without;
?>
--EXPECT--
REPORT 6 boom #1 int<-string numeric_string_to_int | boom(): Argument #1 ($x) must be of type int, string given
REPORT 7 outer #1 string<-int int_to_string | outer(): Argument #1 ($s) must be of type string, int given
REPORT 4 boom #1 int<-string numeric_string_to_int | boom(): Argument #1 ($x) must be of type int, string given
REPORT 8 pick #1 int<-array rejected | pick(): Argument #1 ($x) must be of type int, array given
REPORT 9 pick #1 int<-string rejected | pick(): Argument #1 ($x) must be of type int, string given
REPORT 10 str_repeat #2 int<-string rejected | str_repeat(): Argument #2 ($times) must be of type int, string given
REPORT 11 intdiv #1 int<-string numeric_string_to_int | intdiv(): Argument #1 ($num1) must be of type int, string given
bool(true)
bool(true)
bool(true)
RuntimeException: boom 1 @2 2
RuntimeException: boom 2 @2 3
TypeError: pick(): Argument #1 ($x) must be of type int, array given, called in FILE on line 8 @3 2
TypeError: pick(): Argument #1 ($x) must be of type int, string given, called in FILE on line 9 @3 2
TypeError: str_repeat(): Argument #2 ($times) must be of type int, string given @10 2
DivisionByZeroError: Division by zero @11 2
