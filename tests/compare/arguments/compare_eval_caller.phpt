--TEST--
compare: calls from eval()'d code are recorded under the eval()'d file name; eval()'d code is weak even inside a strict file (php-src #7954), so it diverges there too
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
function e(int $x) { return $x; }
var_dump(eval('return e("5");'));
var_dump(eval("\n\nreturn str_repeat('a', '2');"));
$strictFile = st_script('eval_strict', "<?php\ndeclare(strict_types=1);\nreturn eval('return e(\"6\") + strlen(7);');\n");
var_dump(include $strictFile);
unlink($strictFile);

foreach (scalar_types_report() as $r) {
	if (str_contains($r['file'], "eval()'d code")) {
		$r['file'] = preg_replace(['~^.*/~', '~_\d+\.php~'], ['', '.php'], $r['file']);
		printf("%s:%d %s #%d %s %s | %s\n", $r['file'], $r['line'], $r['function'], $r['arg'], $r['caller_mode'], $r['coercion'], $r['message']);
	}
}
// the engine: eval()'d code in a strict file accepts the string
echo st_strict('eval(\'return e("6");\')'), "\n";
?>
--EXPECT--
int(5)
string(2) "aa"
int(7)
compare_eval_caller.php(4) : eval()'d code:1 e #1 weak numeric_string_to_int | e(): Argument #1 ($x) must be of type int, string given
compare_eval_caller.php(5) : eval()'d code:3 str_repeat #2 weak numeric_string_to_int | str_repeat(): Argument #2 ($times) must be of type int, string given
st_eval_strict.php(3) : eval()'d code:1 e #1 weak numeric_string_to_int | e(): Argument #1 ($x) must be of type int, string given
st_eval_strict.php(3) : eval()'d code:1 strlen #1 weak int_to_string | strlen(): Argument #1 ($string) must be of type string, int given
no TypeError
