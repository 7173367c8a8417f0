--TEST--
force: scalar_types.strict_paths compiles matching files strict (user and internal calls, builtin opcodes, returns, typed properties, closures, methods)
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../helpers/force_lib.inc';
$dir = st_tmpdir('force_strict');
$helper = __DIR__ . '/force_helper.inc';

// src/lib.php: no declare; src/zero.php declares strict_types=0. Both are
// under src/, forced strict. app/main.php is not forced and stays weak.
st_write("$dir/src/lib.php", <<<'PHP'
<?php
function u(int $x) { return $x; }
function uf(float $x) { return $x; }
function ub(bool $x) { return $x; }
function ret_int(): int { return "5"; }
function ret_float(): float { return 3; }
class C {
	public int $p = 0;
	public static int $s = 0;
	public function __construct(public int $q = 0) {}
	public function m(int $x) { return $x; }
	public static function sm(string $x) { return $x; }
	public function setRaw($v) { $this->p = $v; return $this->p; }
	public function ret(): string { return 12; }
}
t('lib user int("5")', fn() => u("5"));
t('lib user float("1.5")', fn() => uf("1.5"));
t('lib user float(1) int widening', fn() => uf(1));
t('lib user bool(0)', fn() => ub(0));
t('lib named arg', fn() => u(x: "5"));
t('lib internal tan("1")', fn() => tan("1"));
t('lib internal strstr(,,1)', fn() => strstr("abc", "b", 1));
t('lib internal str_repeat("x","3")', fn() => str_repeat("x", "3"));
t('lib internal intdiv(7.0, 2)', fn() => intdiv(7.0, 2));
t('lib internal strtolower(null)', fn() => strtolower(null));
t('lib opcode strlen(5)', fn() => strlen(5));
t('lib call_user_func strlen 5', fn() => call_user_func('strlen', 5));
t('lib dynamic $f(5)', function () { $f = 'strlen'; return $f(5); });
t('lib first-class strlen(...)(5)', function () { $f = strlen(...); return $f(5); });
t('lib array_map callback (always weak)', fn() => array_map('u', ["5"]));
t('lib return int from "5"', fn() => ret_int());
t('lib return float from 3', fn() => ret_float());
t('lib method m("5")', fn() => (new C)->m("5"));
t('lib static sm(5)', fn() => C::sm(5));
t('lib promoted ctor("5")', fn() => (new C("5"))->q);
t('lib method return', fn() => (new C)->ret());
t('lib property write "5"', function () { $o = new C; $o->p = "5"; return $o->p; });
t('lib static property write "5"', function () { C::$s = "5"; return C::$s; });
t('lib property compound += 1.5', function () { $o = new C; $o->p += 1.5; return $o->p; });
t('lib closure int("5")', function () { $c = function (int $x) { return $x; }; return $c("5"); });
t('lib arrow fn int("5")', function () { $c = fn(int $x) => $x; return $c("5"); });
t('lib top-level code', function () { try { strlen(5); return 'weak'; } catch (TypeError $e) { return 'strict'; } });
PHP);
st_write("$dir/src/zero.php", <<<'PHP'
<?php declare(strict_types=0);
t('zero.php (declares 0) strlen(5)', fn() => strlen(5));
t('zero.php (declares 0) u("5")', fn() => u("5"));
PHP);
st_write("$dir/app/main.php", <<<PHP
<?php
require '$helper';
require __DIR__ . '/../src/lib.php';
require __DIR__ . '/../src/zero.php';
PHP . <<<'PHP'

// calls from the weak file into the forced one: arguments follow the caller
// (weak), return values and writes inside lib.php follow lib.php (strict)
t('main->lib u("5")', fn() => u("5"));
t('main->lib return int from "5"', fn() => ret_int());
t('main->lib method writes "5" to property', fn() => (new C)->setRaw("5"));
t('main writes "5" to lib property', function () { $o = new C; $o->p = "5"; return $o->p; });
t('main strlen(5)', fn() => strlen(5));
registry_lines(dirname(__DIR__));
PHP);

$forced = st_php(['scalar_types.strict_paths' => 'src/'], ["$dir/app/main.php"]);
$plain = st_php([], ["$dir/app/main.php"]);
echo "exit: {$forced['rc']} {$plain['rc']}\n", $forced['err'], $plain['err'];
echo st_zip(st_clean($forced['out'], $dir), st_clean($plain['out'], $dir), 'forced', 'unforced');
?>
--EXPECT--
exit: 0 0
lib user int("5"):
    forced: TypeError: u(): Argument #1 ($x) must be of type int, string given, called in DIR/src/lib.php on line 16
    unforced: 5
lib user float("1.5"):
    forced: TypeError: uf(): Argument #1 ($x) must be of type float, string given, called in DIR/src/lib.php on line 17
    unforced: 1.5
lib user float(1) int widening: 1.0
lib user bool(0):
    forced: TypeError: ub(): Argument #1 ($x) must be of type bool, int given, called in DIR/src/lib.php on line 19
    unforced: false
lib named arg:
    forced: TypeError: u(): Argument #1 ($x) must be of type int, string given, called in DIR/src/lib.php on line 20
    unforced: 5
lib internal tan("1"):
    forced: TypeError: tan(): Argument #1 ($num) must be of type float, string given
    unforced: 1.5574077246549023
lib internal strstr(,,1):
    forced: TypeError: strstr(): Argument #3 ($before_needle) must be of type bool, int given
    unforced: 'a'
lib internal str_repeat("x","3"):
    forced: TypeError: str_repeat(): Argument #2 ($times) must be of type int, string given
    unforced: 'xxx'
lib internal intdiv(7.0, 2):
    forced: TypeError: intdiv(): Argument #1 ($num1) must be of type int, float given
    unforced: 3
lib internal strtolower(null):
    forced: TypeError: strtolower(): Argument #1 ($string) must be of type string, null given
    unforced: '' [+ strtolower(): Passing null to parameter #1 ($string) of type string is deprecated]
lib opcode strlen(5):
    forced: TypeError: strlen(): Argument #1 ($string) must be of type string, int given
    unforced: 1
lib call_user_func strlen 5:
    forced: TypeError: strlen(): Argument #1 ($string) must be of type string, int given
    unforced: 1
lib dynamic $f(5):
    forced: TypeError: strlen(): Argument #1 ($string) must be of type string, int given
    unforced: 1
lib first-class strlen(...)(5):
    forced: TypeError: strlen(): Argument #1 ($string) must be of type string, int given
    unforced: 1
lib array_map callback (always weak): array (   0 => 5, )
lib return int from "5":
    forced: TypeError: ret_int(): Return value must be of type int, string returned
    unforced: 5
lib return float from 3: 3.0
lib method m("5"):
    forced: TypeError: C::m(): Argument #1 ($x) must be of type int, string given, called in DIR/src/lib.php on line 33
    unforced: 5
lib static sm(5):
    forced: TypeError: C::sm(): Argument #1 ($x) must be of type string, int given, called in DIR/src/lib.php on line 34
    unforced: '5'
lib promoted ctor("5"):
    forced: TypeError: C::__construct(): Argument #1 ($q) must be of type int, string given, called in DIR/src/lib.php on line 35
    unforced: 5
lib method return:
    forced: TypeError: C::ret(): Return value must be of type string, int returned
    unforced: '12'
lib property write "5":
    forced: TypeError: Cannot assign string to property C::$p of type int
    unforced: 5
lib static property write "5":
    forced: TypeError: Cannot assign string to property C::$s of type int
    unforced: 5
lib property compound += 1.5:
    forced: TypeError: Cannot assign float to property C::$p of type int
    unforced: 1 [+ Implicit conversion from float 1.5 to int loses precision]
lib closure int("5"):
    forced: TypeError: {closure}(): Argument #1 ($x) must be of type int, string given, called in DIR/src/lib.php on line 40
    unforced: 5
lib arrow fn int("5"):
    forced: TypeError: {closure}(): Argument #1 ($x) must be of type int, string given, called in DIR/src/lib.php on line 41
    unforced: 5
lib top-level code:
    forced: 'strict'
    unforced: 'weak'
zero.php (declares 0) strlen(5):
    forced: TypeError: strlen(): Argument #1 ($string) must be of type string, int given
    unforced: 1
zero.php (declares 0) u("5"):
    forced: TypeError: u(): Argument #1 ($x) must be of type int, string given, called in DIR/src/zero.php on line 3
    unforced: 5
main->lib u("5"): 5
main->lib return int from "5":
    forced: TypeError: ret_int(): Return value must be of type int, string returned
    unforced: 5
main->lib method writes "5" to property:
    forced: TypeError: Cannot assign string to property C::$p of type int
    unforced: 5
main writes "5" to lib property: 5
main strlen(5): 1
registry app/main.php: declared=none effective=weak forced_by=null source=compiled
registry src/lib.php:
    forced: declared=none effective=strict forced_by=scalar_types.strict_paths source=compiled
    unforced: declared=none effective=weak forced_by=null source=compiled
registry src/zero.php:
    forced: declared=strict_types=0 effective=strict forced_by=scalar_types.strict_paths source=compiled
    unforced: declared=strict_types=0 effective=weak forced_by=null source=compiled
