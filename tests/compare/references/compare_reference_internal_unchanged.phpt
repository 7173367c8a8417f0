--TEST--
compare: internal functions assigning through by-reference arguments bound to typed properties (settype, str_replace, preg_*, similar_text, headers_sent, is_callable, exec, sscanf, fscanf, flock) behave as without the extension: values, chained TypeErrors, callbacks, error handlers; weak and strict copies
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$body = <<<'PHP'
function t(callable $f) {
	try { $f(); } catch (Throwable $e) {
		for (; $e; $e = $e->getPrevious()) echo get_class($e), ': ', $e->getMessage(), ' @', $e->getLine(), "\n";
	}
}
class C {
	public string $s = "x"; public int $i = 7; public ?float $f = null; public bool $b = false;
	public int|string $u = 0; public $plain = "p"; public ?string $q = null;
}
t(function () { $o = new C; var_dump(str_replace("a", "b", "aaa", $o->s), $o->s); var_dump(str_ireplace("A", "b", "aa", $o->f), $o->f); });
t(function () { $o = new C; var_dump(preg_replace("/a/", "b", "aa", -1, $o->b), $o->b); var_dump(preg_filter("/a/", "b", ["a", "c"], -1, $o->u), $o->u); });
t(function () { $o = new C; var_dump(preg_replace_callback("/a/", function ($m) use ($o) { $o->s = "cb"; return "b"; }, "aa", -1, $o->s), $o->s); });
t(function () { $o = new C; $o->i = 2; var_dump(preg_replace_callback("/a/", function ($m) use ($o) { $o->i = 9; return "b"; }, "aa", -1, $o->i), $o->i); });
t(function () { $o = new C; preg_replace_callback("/a/", function ($m) { throw new RuntimeException("cb"); }, "aa", -1, $o->s); });
t(function () { $o = new C; var_dump(preg_replace_callback_array(["/a/" => fn($m) => "b"], "aaa", -1, $o->s), $o->s); });
t(function () { $o = new C; var_dump(similar_text("abc", "abd", $o->i), $o->i); });
t(function () { $o = new C; var_dump(similar_text("ab", "ab", $o->i), $o->i); var_dump(similar_text("", "", $o->s), $o->s); });
t(function () { $o = new C; var_dump(headers_sent($o->i, $o->s), $o->i, $o->s); });
t(function () { $o = new C; var_dump(is_callable("strlen", false, $o->b), $o->b); var_dump(is_callable([new C, "nope"], false, $o->i)); });
t(function () { $o = new C; var_dump(exec("echo hi; exit 3", $out, $o->s), $out, $o->s); var_dump(system("exit 0", $o->b), $o->b); });
t(function () { $o = new C; var_dump(sscanf("12 34 5.5 z", "%d %s %f %s", $o->s, $o->i, $o->q, $o->plain), $o); });
t(function () { $o = new C; var_dump(sscanf("12 34", '%2$s %1$d', $o->s, $o->i), $o->s, $o->i); });
t(function () { $o = new C; var_dump(sscanf("ab", "%d", $o->i), $o->i); });
t(function () { $o = new C; var_dump(sscanf("12 34 x", '%2$d %1$d %3$s', $o->s, $o->q, $o->i), $o); });
t(function () { $o = new C; var_dump(sscanf("a 5", '%2$[a] %1$d', $o->i, $o->s), $o->i, $o->s); var_dump(sscanf("1 2", '%2$d %d', $o->s, $o->i)); });
t(function () { $o = new C; $h = fopen("php://memory", "w+"); fwrite($h, "7 8\n"); rewind($h); var_dump(fscanf($h, "%d %d", $o->s, $o->q), $o->s, $o->q); });
t(function () { $o = new C; $h = fopen(__FILE__, "r"); $g = fopen(__FILE__, "r"); var_dump(flock($h, LOCK_EX, $o->s), $o->s); var_dump(flock($g, LOCK_EX | LOCK_NB, $o->s), $o->s); });
t(function () { $o = new C; var_dump(flock(fopen(__FILE__, "r"), 99, $o->s), $o->s); });
t(function () { $o = new C; var_dump(settype($o->i, "string"), $o->i); var_dump(settype($o->s, "int")); var_dump(settype($o->f, "array")); var_dump(settype($o->i, "nope")); });
t(function () { $o = new C; $r = &$o->s; $o->q = &$r; var_dump(str_replace("a", "b", "aa", $r), $o->s, $o->q); });
t(function () { $o = new C; $r = &$o->i; var_dump(str_replace("a", "b", "aa", $r), $r); $r = "5"; var_dump($o->i); });
t(function () { $o = new C; $cufa = "call_user_func_array"; $cufa("str_replace", ["a", "b", "aa", &$o->s]); var_dump($o->s); });
t(function () { $o = new C; call_user_func_array("str_replace", ["a", "b", "aa", &$o->s]); var_dump($o->s); });
set_error_handler(function ($no, $msg) { foreach (debug_backtrace() as $fr) { if (($fr['function'] ?? '') === 'str_replace') { echo "handler sees: ", json_encode($fr['args'] ?? null), "\n"; } } echo "warning: $msg\n"; return true; });
t(function () { $o = new C; var_dump(str_replace("a", ["b"], "aa", $o->s), $o->s); });
restore_error_handler();
t(function () { $o = new C; $s = "a"; var_dump(str_replace("a", "b", "aa", $o->plain), $o->plain); var_dump(str_replace("a", "b", "aa", $s), $s); });
echo "done\n";
PHP;
st_unchanged($body, 'refint');
?>
--EXPECT--
weak: same output and exit code (0)
strict: same output and exit code (0)
