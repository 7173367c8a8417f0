--TEST--
compare: known blind spots for typed properties (writes through references; Reflection, which is weak in both modes; objects reached through __get(), which the probe never calls) are reported as nothing, and behave as without the extension
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
class C { public int $p = 0; public string $s = ""; }
$o = new C;
$r = &$o->s; $r = 5;     // write through a reference bound to a typed property
(new ReflectionProperty(C::class, 'p'))->setValue($o, "7"); // internal writer: weak in both modes
var_dump($o->p, $o->s);
// the link $m->inner comes from __get(): called once, by the app's own fetch
class M { public int $gets = 0; function __get($n) { $this->gets++; return $GLOBALS['o']; } }
$m = new M;
$m->inner->p = "8";
var_dump($m->gets, $o->p);
var_dump(count(scalar_types_report()));
?>
--EXPECT--
int(7)
string(1) "5"
int(1)
int(8)
int(0)
