--TEST--
compare: in a strict file each TypeError is recorded with what weak mode would do (coercion, or null when weak rejects too), and is thrown exactly as without the extension
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$program = <<<'PHP'
<?php
declare(strict_types=1);
function f(int $x) { return $x; }
class C { function m(?bool $b) { return $b; } static function s(string ...$p) { return $p; } }
$calls = [
	fn() => f("5"),
	fn() => f(1.5),
	fn() => f([]),
	fn() => f("abc"),
	fn() => (new C)->m(0),
	fn() => C::s("a", 2),
	fn() => strstr("test", "est", 1),
	fn() => strtolower(null),
	fn() => str_repeat("x", "3"),
	fn() => fdiv("1.5", 2),
	fn() => new DateTime(12),
	fn() => f(5),
	fn() => fdiv(1, 2),
];
foreach ($calls as $call) {
	try {
		echo json_encode($call()), "\n";
	} catch (TypeError $e) {
		echo "TypeError: ", $e->getMessage(), " @", $e->getLine(), " trace ", count($e->getTrace()), " ", $e->getTrace()[0]['function'] ?? '', "\n";
	}
}
if (function_exists('scalar_types_report')) {
	foreach (scalar_types_report() as $r) {
		printf("REPORT %d %s #%d %s<-%s %s %s | %s | %s\n", $r['line'], $r['function'], $r['arg'], $r['declared'], $r['given'],
			$r['caller_mode'], $r['coercion'] ?? 'null', $r['message'], $r['deprecation'] ?? '-');
	}
}
PHP;
$file = st_script('strict_caller', $program);
[$with, $errWith, $rcWith] = st_child($file, ['scalar_types.mode' => 'compare', 'error_reporting' => E_ALL]);
[$without, $errWithout, $rcWithout] = st_child($file, ['error_reporting' => E_ALL], false);
unlink($file);
$lines = explode("\n", $with);
$report = preg_grep('/^REPORT /', $lines);
var_dump(implode("\n", preg_grep('/^REPORT /', $lines, PREG_GREP_INVERT)) === $without, $errWith === $errWithout, $rcWith === $rcWithout);
echo str_replace($file, 'FILE', $without);
// every TypeError thrown has its record, with the same text (without "called in")
foreach (explode("\n", $without) as $line) {
	// the caller's line: "called in" for user functions, the exception's line for internal ones
	if (preg_match('/^TypeError: (.*?)(?:, called in FILE on line (\d+))? @(\d+)/', str_replace($file, 'FILE', $line), $m)) {
		$at = $m[2] !== '' ? $m[2] : $m[3];
		$found = preg_grep('/^REPORT ' . preg_quote($at . ' ', '/') . '.* \| ' . preg_quote($m[1], '/') . ' \| /', $report);
		echo $found ? 'recorded: ' : 'NOT RECORDED: ', $m[1], "\n";
	}
}
echo implode("\n", $report), "\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
TypeError: f(): Argument #1 ($x) must be of type int, string given, called in FILE on line 6 @3 trace 2 f
TypeError: f(): Argument #1 ($x) must be of type int, float given, called in FILE on line 7 @3 trace 2 f
TypeError: f(): Argument #1 ($x) must be of type int, array given, called in FILE on line 8 @3 trace 2 f
TypeError: f(): Argument #1 ($x) must be of type int, string given, called in FILE on line 9 @3 trace 2 f
TypeError: C::m(): Argument #1 ($b) must be of type ?bool, int given, called in FILE on line 10 @4 trace 2 m
TypeError: C::s(): Argument #2 must be of type string, int given, called in FILE on line 11 @4 trace 2 s
TypeError: strstr(): Argument #3 ($before_needle) must be of type bool, int given @12 trace 2 strstr
TypeError: strtolower(): Argument #1 ($string) must be of type string, null given @13 trace 2 strtolower
TypeError: str_repeat(): Argument #2 ($times) must be of type int, string given @14 trace 2 str_repeat
TypeError: fdiv(): Argument #1 ($num1) must be of type float, string given @15 trace 2 fdiv
TypeError: DateTime::__construct(): Argument #1 ($datetime) must be of type string, int given @16 trace 2 __construct
5
0.5
recorded: f(): Argument #1 ($x) must be of type int, string given
recorded: f(): Argument #1 ($x) must be of type int, float given
recorded: f(): Argument #1 ($x) must be of type int, array given
recorded: f(): Argument #1 ($x) must be of type int, string given
recorded: C::m(): Argument #1 ($b) must be of type ?bool, int given
recorded: C::s(): Argument #2 must be of type string, int given
recorded: strstr(): Argument #3 ($before_needle) must be of type bool, int given
recorded: strtolower(): Argument #1 ($string) must be of type string, null given
recorded: str_repeat(): Argument #2 ($times) must be of type int, string given
recorded: fdiv(): Argument #1 ($num1) must be of type float, string given
recorded: DateTime::__construct(): Argument #1 ($datetime) must be of type string, int given
REPORT 6 f #1 int<-string strict numeric_string_to_int | f(): Argument #1 ($x) must be of type int, string given | -
REPORT 7 f #1 int<-float strict fractional_float_to_int | f(): Argument #1 ($x) must be of type int, float given | Implicit conversion from float [redacted float] to int loses precision
REPORT 8 f #1 int<-array strict null | f(): Argument #1 ($x) must be of type int, array given | -
REPORT 9 f #1 int<-string strict null | f(): Argument #1 ($x) must be of type int, string given | -
REPORT 10 C::m #1 ?bool<-int strict int_to_bool | C::m(): Argument #1 ($b) must be of type ?bool, int given | -
REPORT 11 C::s #2 string<-int strict int_to_string | C::s(): Argument #2 must be of type string, int given | -
REPORT 12 strstr #3 bool<-int strict int_to_bool | strstr(): Argument #3 ($before_needle) must be of type bool, int given | -
REPORT 13 strtolower #1 string<-null strict null_to_string | strtolower(): Argument #1 ($string) must be of type string, null given | strtolower(): Passing null to parameter #1 ($string) of type string is deprecated
REPORT 14 str_repeat #2 int<-string strict numeric_string_to_int | str_repeat(): Argument #2 ($times) must be of type int, string given | -
REPORT 15 fdiv #1 float<-string strict numeric_string_to_float | fdiv(): Argument #1 ($num1) must be of type float, string given | -
REPORT 16 DateTime::__construct #1 string<-int strict int_to_string | DateTime::__construct(): Argument #1 ($datetime) must be of type string, int given | -
