--TEST--
compare: binding variables, properties and static properties to typed properties by reference (`$o->p = &$v`, `X::$p = &$v`, `$o->p = &self::$v`, `foreach (… as &$o->p)`) behaves as without the extension: output, the variables' values and reference-ness, warnings, errors, exit code; weak and strict copies
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$body = <<<'PHP'
class A { public int $p = 0; public ?string $s = null; public float $f = 0.0; public static int $st = 0; public ?A $n = null; }
function t(callable $f) { try { $f(); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), ' @', $e->getLine(), "\n"; } }
t(function () { $o = new A; $x = "5"; $o->p = &$x; $x = 6; var_dump($x, $o->p); });
t(function () { $o = new A; $x = "x"; $o->p = &$x; });
t(function () { $o = new A; $o->p = &$undef; });
t(function () { $o = new A; $v = 7; $o->s = &$v; var_dump($v); $r = &$o->s; $o->p = &$r; });
t(function () { $o = new A; $a = 1; $o->f = &$a; var_dump($a); $o->p = &$a; });
t(function () { $y = "8"; A::$st = &$y; var_dump($y); A::$st = 9; var_dump($y); });
t(function () { $o = new A; $o->n = new A; $z = 1.0; $o->n->p = &$z; var_dump($z); });
t(function () { $n = null; $x = "1"; $n->p = &$x; });
t(function () { $o = new A; $x = "10"; var_dump($o->p = &$x); $y = "11"; $w = ($o->p = &$y) + 1; var_dump($w); });
t(function () { $o = new A; $a = ["12", "13"]; foreach ($a as $k => &$o->p) { echo "$k $o->p\n"; } var_dump($a); });
t(function () { $o = new A; $a = [true]; foreach ($a as &$o->p) {} var_dump($a); });
t(function () { $o = new A; $x = "14"; $o->undeclared = &$x; var_dump($x); });
t(function () { $o = new A; $a = ["k" => "16", "n" => [1 => "17"]]; $o->p = &$a["k"]; $i = 1; $o->f = &$a["n"][$i]; var_dump($a); });
t(function () { $o = new A; $a = []; $o->s = &$a["x"]["y"]; var_dump($a); $o->p = &$a["z"]; });
t(function () { $o = new A; $o->s = &$undef["x"]; var_dump($undef); });
t(function () { $o = new A; $str = "abc"; $o->p = &$str[0]; });
t(function () { $o = new A; $f = false; $o->s = &$f["k"]; var_dump($f); });
t(function () { $o = new A; $t = true; $o->s = &$t["k"]; });
t(function () { $o = new A; $aa = new ArrayObject(["k" => "18"]); $o->p = &$aa["k"]; var_dump($o->p); });
t(function () { $o = new A; $r = &$o->p; $a = ["k" => &$r]; $o->f = &$a["k"]; });
t(function () { $o = new A; $q = new stdClass; $q->r = "19"; $o->p = &$q->r; var_dump($q); });
t(function () { $o = new A; $m = new class { function __get($n) { return "20"; } }; $o->p = &$m->x; });
t(function () { $o = new A; $b = new A; $b->p = 5; $o->s = &$b->p; });
t(function () { $o = new A; $q = new stdClass; $o->p = &$q->missing; var_dump($q); });
t(function () { $o = new A; $q = new class { private $r = "21"; function bind(A $o) { $o->p = &$this->r; var_dump($this->r); } }; $q->bind($o); $o->p = &$q->r; });
class S { public static $u = "22"; private static $v = 2.5; public static int $ti = 3; static function bind(A $o) { $o->p = &self::$u; var_dump(self::$u); $o->s = &static::$v; var_dump(self::$v); } }
class S2 extends S { static function pbind(A $o) { $o->f = &parent::$u; var_dump(parent::$u); } }
t(function () { $o = new A; S::bind($o); S::$u = "23"; var_dump($o->p); });
t(function () { $o = new A; S2::pbind($o); });
t(function () { $o = new A; S::$u = "x"; $o->p = &S::$u; });
t(function () { $o = new A; $o->s = &S::$ti; });
t(function () { A::$st = &S::$u; var_dump(S::$u); });
t(function () { $o = new A; $o->p = &S::$nope; });
t(function () { $o = new A; $o->s = &S::$ti; });
t(function () { $o = new A; $o->f = &S::$ti; });
t(function () { $o = new A; $b = new A; $o->f = &$b->p; });
t(function () { $o = new A; $b = new A; $r = &$b->p; $o->n = null; $o->f = &$r; });
t(function () { $o = new A; $b = new A; $b->p = 4; $o->p = &$b->p; $b->p = 5; var_dump($o->p); });
t(function () { $o = new A; $o->n = new A; $b = new A; $o->p = &$o->n->p; $o->n->p = 6; var_dump($o->p); });
$o = new A;
$x = "15";
$o->p = &$x;
echo implode(",", array_keys(get_defined_vars())), "\n";
$bad = [];
$o->p = &$bad;
PHP;
st_unchanged($body, 'bind');
?>
--EXPECT--
weak: same output and exit code (255)
strict: same output and exit code (255)
