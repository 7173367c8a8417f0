--TEST--
compare: with scalar_types.compare_generators=1 (every call compiled with EXT_FCALL_BEGIN) apps behave as without the extension: generators, TypeErrors, backtraces, exceptions, exit code; weak and strict copies, plain and with opcache and the JIT
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$body = <<<'PHP'
function t(callable $f) { try { $f(); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), ' @', $e->getLine(), "\n"; } }
function upto(int $n) { for ($i = 1; $i <= $n; $i++) { yield $i; } }
function trace(string $s) { yield count(debug_backtrace()); yield $s; }
function thrower(float $f) { yield $f; throw new RuntimeException("in body"); }
function v(int ...$n) { yield array_sum($n); }
class S { function __toString(): string { return "3"; } }
t(function () { foreach (upto("3") as $v) echo $v; echo "\n"; });
t(function () { $s = "2"; foreach (upto($s . "") as $v) echo $v; echo "\n"; });
t(function () { foreach (trace(new S) as $v) echo $v, " "; echo "\n"; });
t(function () { foreach (thrower("1.5") as $v) echo $v, "\n"; });
t(function () { foreach (v(1, "2", 3.0) as $v) echo $v, "\n"; });
t(function () { upto("x"); });
t(function () { upto(...["n" => "4"]); echo "unused\n"; });
t(function () { $g = upto(2); $g->current(); echo json_encode(iterator_to_array($g)), "\n"; });
t(function () { echo strlen("abc"), str_repeat("-", 3), "\n"; });
echo array_sum(array_map(fn($x) => $x * 2, [1, 2, 3])), "\n";
PHP;
st_unchanged($body, 'gen_ext', null, ['scalar_types.compare_generators' => '1']);
?>
--EXPECT--
weak: same output and exit code (0)
strict: same output and exit code (0)
