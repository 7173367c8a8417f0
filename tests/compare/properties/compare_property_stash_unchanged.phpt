--TEST--
compare: writes whose object, key, class or name an expression gives (held for the probe by ScalarTypes\stash()) behave as without the extension: output, warnings, errors, traces, exit code; weak and strict copies
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$body = <<<'PHP'
class A { public int $p = 0; public ?A $next = null; public static ?A $one = null; public array $rows = [];
	function me(): static { debug_print_backtrace(); return $this; } }
function a(): A { static $a; return $a ??= new A; }
function boom() { throw new Exception("boom"); }
function t(callable $f) { try { $f(); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), ' @', $e->getLine(), "\n", $e->getTraceAsString(), "\n"; } }
A::$one = new A;
t(fn() => a()->p = "5");
t(fn() => a()->me()->p = 7);
t(fn() => a()->p = boom());
t(fn() => boom()->p = 1);
t(function () { $cls = 'A'; $cls::$one->p = "6"; });
t(function () { $undef::$one->p = 1; });
t(function () { $rows = [new A]; $i = 0; $rows[$i + 1]->p = "1"; });
t(function () { $rows = [new A]; $k = [0.5]; $rows[$k[0]]->p = "2"; echo $rows[0]->p, "\n"; });
t(function () { $o = new A; $k = 'p'; $o->{$k . ''} = "x"; });
t(function () { $o = new A; $k = ['p']; $o->{$k} = 1; });
t(function () { $o = new A; $o->{$o} = 1; });
t(function () { a()->p++; a()->p .= "1"; a()->p ??= 3; echo a()->p, "\n"; });
t(function () { $n = null; $n()->p = 1; });
t(function () { $f = fn() => null; $f()->p = 1; });
t(function () { $o = new A; $o->next = new A; $k = 'next'; $o->{$k . ''}->p = "9"; echo $o->next->p, "\n"; });
t(function () { $g = (function () { a()->p = yield; })(); $g->current(); $g->send("11"); echo a()->p, "\n"; });
t(function () { $objs = [new A]; current($objs)->p = "5"; echo current($objs)->p, "\n"; });
t(function () { current([])->p = 1; });
t(function () { $objs = [new A, new A]; end($objs)->p .= "7"; end($objs)->p++; echo end($objs)->p, "\n"; });
t(function () { reset($undef)->p = 1; });
t(function () { max(new A, new A)->p = "8"; });
for ($i = 0; $i < 3; $i++) { t(fn() => a()->p = $i ? "$i" : boom()); }
echo a()->p, "\n";
a()->p = "x";
PHP;
st_unchanged($body, 'stash');
?>
--EXPECT--
weak: same output and exit code (255)
strict: same output and exit code (255)
