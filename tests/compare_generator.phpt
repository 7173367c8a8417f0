--TEST--
compare: KNOWN BLIND SPOT — arguments of generator functions are not reported (the observer sees a generator only at each resume, arguments already received); strict mode does throw
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/compare_helpers.inc';
function upto(int $n) { for ($i = 1; $i <= $n; $i++) { yield $i; } }
class G { function each(string $sep) { yield from explode($sep, "a,b"); } }
foreach (upto("3") as $v) { echo $v; }
echo "\n";
foreach ((new G)->each(44) as $v) { echo $v; }
echo "\n";
$gen = (function (float $f) { yield $f; })("1.5");
var_dump($gen->current());
// calls made inside a generator's body are observed as usual
function body() { yield str_repeat("x", "2"); }
foreach (body() as $v) { echo $v, "\n"; }

// current behaviour: only the call inside the body (line 11) is reported
st_show(st_records());
// what strict mode does with the same calls
echo st_strict('upto("3")'), "\n";
echo st_strict('(new G)->each(44)'), "\n";
?>
--EXPECT--
123
a,b
float(1.5)
xx
12 str_repeat #2 $times int<-string weak numeric_string_to_int x1 | str_repeat(): Argument #2 ($times) must be of type int, string given
upto(): Argument #1 ($n) must be of type int, string given
G::each(): Argument #1 ($sep) must be of type string, int given
