--TEST--
compare: writes to (nested) elements of arrays holding references bound to typed properties behave as without the extension, also where a key is missing, a level is a string, an object or a reference, or a key variable is undefined; weak and strict copies
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$body = <<<'PHP'
class A { public int $p = 0; public ?string $s = null; }
class AA implements ArrayAccess {
	public array $d = [];
	function offsetExists($k): bool { echo "exists\n"; return isset($this->d[$k]); }
	function offsetGet($k): mixed { echo "get $k\n"; return $this->d[$k] ?? null; }
	function offsetSet($k, $v): void { echo "set $k\n"; $this->d[$k] = $v; }
	function offsetUnset($k): void { echo "unset\n"; }
}
function t(callable $f) { try { $f(); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), ' @', $e->getLine(), "\n"; } }
t(function () { $o = new A; $a = ["x" => [&$o->p]]; $a["x"][0] = "5"; $a["x"][0] .= "1"; $a["x"][0]++; var_dump($o->p, $a); });
t(function () { $o = new A; $a = []; $a["x"]["y"] = &$o->s; $a["x"]["y"] = 12; $a["x"]["z"] = 13; var_dump($o->s); });
t(function () { $o = new A; $a = [[&$o->p]]; $a[1][0] = "6"; $a[0][1] = "7"; var_dump(count($a)); });
t(function () { $o = new A; $a = [[&$o->p]]; $a[0][0] = "x"; });
t(function () { $o = new A; $a = ["s" => "str", [&$o->p]]; $a["s"][0] = "9"; var_dump($a["s"]); });
t(function () { $o = new A; $a = ["o" => new AA, [&$o->p]]; $a["o"]["k"] = "1"; $a["o"]["k"] .= "2"; });
t(function () { $o = new A; $inner = [&$o->p]; $a = ["r" => &$inner, [&$o->s]]; $a["r"][0] = "8"; var_dump($o->p); });
t(function () { $o = new A; $a = [[&$o->p]]; $a[$undef][$undef2] = "3"; var_dump(array_keys($a)); });
t(function () { $o = new A; $a = [[&$o->p]]; $k = [0]; $a[$k[0]][0] = "4"; var_dump($o->p); });
t(function () { $o = new A; $a = [[&$o->p]]; unset($a[0]); $a[0][0] = "5"; var_dump($o->p); });
$o = new A;
$g = ["a" => ["b" => ["c" => &$o->p]]];
$g["a"]["b"]["c"] = "10";
var_dump($o->p);
$g["a"]["b"]["c"] = [];
PHP;
st_unchanged($body, 'elements');
?>
--EXPECT--
weak: same output and exit code (255)
strict: same output and exit code (255)
