--TEST--
force: scalar_types.weak_paths compiles files that declare strict_types=1 weak (every declare form); eval'd code is not forced
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../helpers/force_lib.inc';
$dir = st_tmpdir('force_weak');
$helper = __DIR__ . '/force_helper.inc';

$body = <<<'PHP'

function u_%1$s(int $x) { return $x; }
function ret_%1$s(): int { return "5"; }
class C_%1$s { public int $p = 0; public function m(float $x) { return $x; } }
t('%1$s user int("5")', fn() => u_%1$s("5"));
t('%1$s internal str_repeat("x","3")', fn() => str_repeat("x", "3"));
t('%1$s internal addslashes(1.5)', fn() => addslashes(1.5));
t('%1$s internal sqrt("16")', fn() => sqrt("16"));
t('%1$s opcode strlen(5)', fn() => strlen(5));
t('%1$s return int from "5"', fn() => ret_%1$s());
t('%1$s property write "5"', function () { $o = new C_%1$s; $o->p = "5"; return $o->p; });
t('%1$s method float("1.5")', fn() => (new C_%1$s)->m("1.5"));
t('%1$s closure bool(0)', function () { $c = static fn(bool $b) => $b; return $c(0); });
t('%1$s eval declaring strict', fn() => eval('declare(strict_types=1); try { return strlen(5); } catch (TypeError $e) { return "TypeError"; }'));
PHP;
$heads = [
	'one' => '<?php declare(strict_types=1);',
	'upper' => '<?php declare(STRICT_TYPES=1);',
	'ticks' => '<?php declare(ticks=1, strict_types=1);',
	'ticks_sep' => "<?php declare(ticks=1);\ndeclare(strict_types=1);",
	'none' => '<?php',
];
$main = "<?php\nrequire '$helper';\n";
foreach ($heads as $name => $head) {
	st_write("$dir/legacy/$name.php", $head . sprintf($body, $name));
	$main .= "require __DIR__ . '/legacy/$name.php';\n";
}
// a strict file outside legacy/ calling into it: arguments follow the
// caller (strict), the return value follows legacy/one.php (now weak)
st_write("$dir/app/strict.php", <<<'PHP'
<?php declare(strict_types=1);
t('app(strict)->legacy u("5")', fn() => u_one("5"));
t('app(strict)->legacy return int from "5"', fn() => ret_one());
t('app(strict) strlen(5)', fn() => strlen(5));
PHP);
$main .= "require __DIR__ . '/app/strict.php';\nregistry_lines(__DIR__);\n";
st_write("$dir/main.php", $main);

$forced = st_php(['scalar_types.weak_paths' => "$dir/legacy/"], ["$dir/main.php"]);
$plain = st_php([], ["$dir/main.php"]);
echo "exit: {$forced['rc']} {$plain['rc']}\n", $forced['err'], $plain['err'];
echo st_zip(st_clean($forced['out'], $dir), st_clean($plain['out'], $dir), 'forced', 'unforced');
?>
--EXPECT--
exit: 0 0
one user int("5"):
    forced: 5
    unforced: TypeError: u_one(): Argument #1 ($x) must be of type int, string given, called in DIR/legacy/one.php on line 5
one internal str_repeat("x","3"):
    forced: 'xxx'
    unforced: TypeError: str_repeat(): Argument #2 ($times) must be of type int, string given
one internal addslashes(1.5):
    forced: '1.5'
    unforced: TypeError: addslashes(): Argument #1 ($string) must be of type string, float given
one internal sqrt("16"):
    forced: 4.0
    unforced: TypeError: sqrt(): Argument #1 ($num) must be of type float, string given
one opcode strlen(5):
    forced: 1
    unforced: TypeError: strlen(): Argument #1 ($string) must be of type string, int given
one return int from "5":
    forced: 5
    unforced: TypeError: ret_one(): Return value must be of type int, string returned
one property write "5":
    forced: 5
    unforced: TypeError: Cannot assign string to property C_one::$p of type int
one method float("1.5"):
    forced: 1.5
    unforced: TypeError: C_one::m(): Argument #1 ($x) must be of type float, string given, called in DIR/legacy/one.php on line 12
one closure bool(0):
    forced: false
    unforced: TypeError: {closure}(): Argument #1 ($b) must be of type bool, int given, called in DIR/legacy/one.php on line 13
one eval declaring strict: 'TypeError'
upper user int("5"):
    forced: 5
    unforced: TypeError: u_upper(): Argument #1 ($x) must be of type int, string given, called in DIR/legacy/upper.php on line 5
upper internal str_repeat("x","3"):
    forced: 'xxx'
    unforced: TypeError: str_repeat(): Argument #2 ($times) must be of type int, string given
upper internal addslashes(1.5):
    forced: '1.5'
    unforced: TypeError: addslashes(): Argument #1 ($string) must be of type string, float given
upper internal sqrt("16"):
    forced: 4.0
    unforced: TypeError: sqrt(): Argument #1 ($num) must be of type float, string given
upper opcode strlen(5):
    forced: 1
    unforced: TypeError: strlen(): Argument #1 ($string) must be of type string, int given
upper return int from "5":
    forced: 5
    unforced: TypeError: ret_upper(): Return value must be of type int, string returned
upper property write "5":
    forced: 5
    unforced: TypeError: Cannot assign string to property C_upper::$p of type int
upper method float("1.5"):
    forced: 1.5
    unforced: TypeError: C_upper::m(): Argument #1 ($x) must be of type float, string given, called in DIR/legacy/upper.php on line 12
upper closure bool(0):
    forced: false
    unforced: TypeError: {closure}(): Argument #1 ($b) must be of type bool, int given, called in DIR/legacy/upper.php on line 13
upper eval declaring strict: 'TypeError'
ticks user int("5"):
    forced: 5
    unforced: TypeError: u_ticks(): Argument #1 ($x) must be of type int, string given, called in DIR/legacy/ticks.php on line 5
ticks internal str_repeat("x","3"):
    forced: 'xxx'
    unforced: TypeError: str_repeat(): Argument #2 ($times) must be of type int, string given
ticks internal addslashes(1.5):
    forced: '1.5'
    unforced: TypeError: addslashes(): Argument #1 ($string) must be of type string, float given
ticks internal sqrt("16"):
    forced: 4.0
    unforced: TypeError: sqrt(): Argument #1 ($num) must be of type float, string given
ticks opcode strlen(5):
    forced: 1
    unforced: TypeError: strlen(): Argument #1 ($string) must be of type string, int given
ticks return int from "5":
    forced: 5
    unforced: TypeError: ret_ticks(): Return value must be of type int, string returned
ticks property write "5":
    forced: 5
    unforced: TypeError: Cannot assign string to property C_ticks::$p of type int
ticks method float("1.5"):
    forced: 1.5
    unforced: TypeError: C_ticks::m(): Argument #1 ($x) must be of type float, string given, called in DIR/legacy/ticks.php on line 12
ticks closure bool(0):
    forced: false
    unforced: TypeError: {closure}(): Argument #1 ($b) must be of type bool, int given, called in DIR/legacy/ticks.php on line 13
ticks eval declaring strict: 'TypeError'
ticks_sep user int("5"):
    forced: 5
    unforced: TypeError: u_ticks_sep(): Argument #1 ($x) must be of type int, string given, called in DIR/legacy/ticks_sep.php on line 6
ticks_sep internal str_repeat("x","3"):
    forced: 'xxx'
    unforced: TypeError: str_repeat(): Argument #2 ($times) must be of type int, string given
ticks_sep internal addslashes(1.5):
    forced: '1.5'
    unforced: TypeError: addslashes(): Argument #1 ($string) must be of type string, float given
ticks_sep internal sqrt("16"):
    forced: 4.0
    unforced: TypeError: sqrt(): Argument #1 ($num) must be of type float, string given
ticks_sep opcode strlen(5):
    forced: 1
    unforced: TypeError: strlen(): Argument #1 ($string) must be of type string, int given
ticks_sep return int from "5":
    forced: 5
    unforced: TypeError: ret_ticks_sep(): Return value must be of type int, string returned
ticks_sep property write "5":
    forced: 5
    unforced: TypeError: Cannot assign string to property C_ticks_sep::$p of type int
ticks_sep method float("1.5"):
    forced: 1.5
    unforced: TypeError: C_ticks_sep::m(): Argument #1 ($x) must be of type float, string given, called in DIR/legacy/ticks_sep.php on line 13
ticks_sep closure bool(0):
    forced: false
    unforced: TypeError: {closure}(): Argument #1 ($b) must be of type bool, int given, called in DIR/legacy/ticks_sep.php on line 14
ticks_sep eval declaring strict: 'TypeError'
none user int("5"): 5
none internal str_repeat("x","3"): 'xxx'
none internal addslashes(1.5): '1.5'
none internal sqrt("16"): 4.0
none opcode strlen(5): 1
none return int from "5": 5
none property write "5": 5
none method float("1.5"): 1.5
none closure bool(0): false
none eval declaring strict: 'TypeError'
app(strict)->legacy u("5"): TypeError: u_one(): Argument #1 ($x) must be of type int, string given, called in DIR/app/strict.php on line 2
app(strict)->legacy return int from "5":
    forced: 5
    unforced: TypeError: ret_one(): Return value must be of type int, string returned
app(strict) strlen(5): TypeError: strlen(): Argument #1 ($string) must be of type string, int given
registry main.php: declared=none effective=weak forced_by=null source=compiled
registry legacy/one.php:
    forced: declared=strict_types=1 effective=weak forced_by=scalar_types.weak_paths source=compiled
    unforced: declared=strict_types=1 effective=strict forced_by=null source=compiled
registry legacy/one.php(14) : eval()'d code: declared=strict_types=1 effective=strict forced_by=null source=eval
registry legacy/upper.php:
    forced: declared=strict_types=1 effective=weak forced_by=scalar_types.weak_paths source=compiled
    unforced: declared=strict_types=1 effective=strict forced_by=null source=compiled
registry legacy/upper.php(14) : eval()'d code: declared=strict_types=1 effective=strict forced_by=null source=eval
registry legacy/ticks.php:
    forced: declared=strict_types=1 effective=weak forced_by=scalar_types.weak_paths source=compiled
    unforced: declared=strict_types=1 effective=strict forced_by=null source=compiled
registry legacy/ticks.php(14) : eval()'d code: declared=strict_types=1 effective=strict forced_by=null source=eval
registry legacy/ticks_sep.php:
    forced: declared=strict_types=1 effective=weak forced_by=scalar_types.weak_paths source=compiled
    unforced: declared=strict_types=1 effective=strict forced_by=null source=compiled
registry legacy/ticks_sep.php(15) : eval()'d code: declared=strict_types=1 effective=strict forced_by=null source=eval
registry legacy/none.php:
    forced: declared=none effective=weak forced_by=scalar_types.weak_paths source=compiled
    unforced: declared=none effective=weak forced_by=null source=compiled
registry legacy/none.php(14) : eval()'d code: declared=strict_types=1 effective=strict forced_by=null source=eval
registry app/strict.php: declared=strict_types=1 effective=strict forced_by=null source=compiled
