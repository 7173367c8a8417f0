--TEST--
compare: known blind spots for typed properties (writes through a reference held in an array element; Reflection, which is weak in both modes; objects reached through __get(), which the probe never calls; destructuring that also assigns the target's variable, or reads an ArrayAccess object) are reported as nothing, and behave as without the extension
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
class C { public int $p = 0; public string $s = ""; }
$o = new C;
function bind(C $o) { $GLOBALS['held'] = [&$o->s]; }
bind($o);
$r = $held;              // an array holding the reference: its element is written,
$r[0] = 5;               // not a variable seen in a by-reference construct
(new ReflectionProperty(C::class, 'p'))->setValue($o, "7"); // internal writer: weak in both modes
var_dump($o->p, $o->s);
// the link $m->inner comes from __get(): called once, by the app's own fetch
class M { public int $gets = 0; function __get($n) { $this->gets++; return $GLOBALS['o']; } }
$m = new M;
$m->inner->p = "8";
var_dump($m->gets, $o->p);
// the list assigns $o itself: targets are not read up front
$o2 = new C;
[$o, $o->p] = [$o2, "9"];
var_dump($o === $o2, $o2->p);
// an ArrayAccess value is read by offsetGet() only once, by the engine
class A implements ArrayAccess {
	public int $reads = 0;
	function offsetGet(mixed $k): mixed { $this->reads++; return "4"; }
	function offsetExists(mixed $k): bool { return true; }
	function offsetSet(mixed $k, mixed $v): void {}
	function offsetUnset(mixed $k): void {}
}
$a = new A;
[$o->p] = $a;
var_dump($a->reads, $o->p);
var_dump(count(scalar_types_report()));
?>
--EXPECT--
int(7)
string(1) "5"
int(1)
int(8)
bool(true)
int(9)
int(1)
int(4)
int(0)
