--TEST--
scalar_types_check(): the php9 verdict accepts exactly what the engine receives in weak mode without a deprecation or warning (user and internal parameters, every value x type), and refuses with the TypeError text
--EXTENSIONS--
scalar_types
--FILE--
<?php
// The engine as oracle: a weak call (this file declares nothing) whose
// receipt deprecates or warns is what php9 refuses. The handler notes the
// diagnostic rather than throwing: PHP 8.5.7's tracing JIT lets an
// exception thrown from the NAN warning inside a user function's RECV
// escape the caller's try/catch.
$diag = false;
set_error_handler(function () use (&$diag) { $diag = true; return true; }, E_DEPRECATED | E_WARNING);

function p_int(int $x) {}
function p_float(float $x) {}
function p_string(string $x) {}
function p_bool(bool $x) {}
function p_nint(?int $x) {}
function p_union(int|string $x) {}
$user = ['int' => 'p_int', 'float' => 'p_float', 'string' => 'p_string', 'bool' => 'p_bool', '?int' => 'p_nint',
	'int|string' => 'p_union'];
$internal = ['int' => fn($v) => decbin($v), 'float' => fn($v) => is_finite($v), 'string' => fn($v) => strtolower($v),
	'bool' => fn($v) => strstr('a', 'a', $v)];
$values = [null, true, false, 0, 1, -1, 1.0, 1.5, -0.5, 1e20, NAN, INF, -INF, '1', '1.0', '1.5', ' 1', '1 ', '1e3',
	'abc', '', '0', '0x1A', new ArrayObject([])];

$checked = $mismatch = $refusedOnlyByPhp9 = 0;
foreach ([[$user, false], [$internal, true]] as [$funcs, $isInternal]) {
	foreach ($funcs as $type => $f) {
		foreach ($values as $v) {
			$diag = false;
			try {
				$f($v);
				$engine = !$diag;
			} catch (TypeError $e) {
				$engine = false;
			}
			$r = scalar_types_check($v, $type, $isInternal);
			$checked++;
			if ($r['php9']['accepted'] !== $engine) {
				$mismatch++;
				echo "mismatch: ", $isInternal ? 'internal ' : '', "$type <- ", var_export($v, true), "\n";
			}
			if ($r['weak']['accepted'] && !$r['php9']['accepted']) {
				$refusedOnlyByPhp9++;
				if ($r['php9']['error'] !== $r['strict']['error'] || $r['php9']['value'] !== null) {
					echo "unexpected refusal shape: $type <- ", var_export($v, true), "\n";
				}
			}
		}
	}
}
restore_error_handler();
echo "checked $checked, mismatches $mismatch\n";
echo "refused by php9 but received by weak mode: ", $refusedOnlyByPhp9 >= 10 ? 'at least 10' : $refusedOnlyByPhp9, "\n";
var_dump(array_keys(scalar_types_check(1.5, 'int')));
var_dump(scalar_types_check("5", "int")['php9']['accepted'], scalar_types_check(1.5, "int")['php9']['error']);
?>
--EXPECT--
checked 240, mismatches 0
refused by php9 but received by weak mode: at least 10
array(4) {
  [0]=>
  string(4) "weak"
  [1]=>
  string(6) "strict"
  [2]=>
  string(4) "php9"
  [3]=>
  string(5) "rules"
}
bool(true)
string(54) "f(): Argument #1 ($x) must be of type int, float given"
