--TEST--
compare: destructuring into variables that hold references bound to typed properties, and writes to variables extract(EXTR_REFS) bound, behave as without the extension: coerced and refused values, missing keys, ArrayAccess and string sources, nested lists, foreach lists, prefixes; weak and strict copies
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$body = <<<'PHP'
function t(callable $f) { try { $f(); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), ' @', $e->getLine(), "\n"; } }
class A { public int $p = 0; public ?string $s = null; public float $f = 0.0; }
class AA implements ArrayAccess {
	function offsetExists($k): bool { echo "exists $k\n"; return true; }
	function offsetGet($k): mixed { echo "get $k\n"; return "7"; }
	function offsetSet($k, $v): void {}
	function offsetUnset($k): void {}
}
t(function () { $o = new A; $r = &$o->p; [$r, $x] = ["5", 6]; var_dump($o->p, $x); [$r] = ["x"]; });
t(function () { $o = new A; $r = &$o->f; ["a" => [1 => $r]] = ["a" => [0, "2.5"]]; var_dump($o->f); });
t(function () { $o = new A; $r = &$o->s; [, $r] = [1]; var_dump($o->s); });
t(function () { $o = new A; $r = &$o->p; [$r] = new AA; var_dump($o->p); });
t(function () { $o = new A; $r = &$o->p; [$r] = "str"; var_dump($o->p); });
t(function () { $o = new A; $r = &$o->p; foreach ([["8"], ["9"]] as [$r]) { echo $o->p, "\n"; } });
t(function () { $o = new A; $r = &$o->p; [$r, $r] = ["1", "2"]; var_dump($o->p); });
t(function () { $o = new A; extract(["v" => &$o->p, "w" => &$o->s], EXTR_REFS); $v = "3"; $w = 4; $v .= "1"; $w .= "x"; var_dump($o->p, $o->s); $v = "no"; });
t(function () { $o = new A; extract(["v" => &$o->f], EXTR_REFS | EXTR_PREFIX_ALL, "pre"); $pre_v = "1.5"; $v = "x"; var_dump($o->f, $v); });
t(function () { $o = new A; $a = ["v" => 1]; extract($a); $v = "5"; var_dump($v); });
t(function () { $o = new A; $flags = EXTR_REFS; extract(["v" => &$o->p], $flags); $v++; [$v] = [true]; var_dump($o->p); });
function inner(A $o) { extract(["v" => &$o->s], EXTR_REFS); $v = 1.5; return $o->s; }
t(function () { var_dump(inner(new A)); });
echo "done\n";
PHP;
st_unchanged($body, 'listextract');
?>
--EXPECT--
weak: same output and exit code (0)
strict: same output and exit code (0)
