--TEST--
compare: in a file with declare(ticks), foreach loops are left as they are (moving their targets into the body would add statements, and ticks): a tick function runs as often as without the extension
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$body = <<<'PHP'
$ticks = 0;
register_tick_function(function () use (&$ticks) { $ticks++; });
declare(ticks=1);
class A { public int $p = 0; public string $s = ""; }
$o = new A;
foreach ([1, 2, 3] as $k => $o->p) { $x = $o->p; }
foreach ([[1, "a"]] as [$o->p, $o->s]) {}
function f(A $o) { foreach (["x" => 4] as $o->s => $o->p) {} }
f($o);
$n = $ticks;
echo "ticks: $n\n";
foreach (["5"] as $o->p) {}
echo "done\n";
PHP;
st_unchanged($body, 'ticks');
?>
--EXPECT--
weak: same output and exit code (0)
strict: same output and exit code (255)
