--TEST--
scalar_types_check(): the php9 preset matches what the engine receives in weak mode without a deprecation or warning, at every receipt site (user and internal arguments, returns, typed properties, references to typed properties), every value x type; the engine-defined php9 verdict refuses with the TypeError text
--EXTENSIONS--
scalar_types
--FILE--
<?php
// The engine as oracle (docs/presets.md, "php9 as the engine defines it"):
// a weak receipt (this file declares nothing) that deprecates or warns is
// what PHP 9 refuses. The handler notes the diagnostics rather than
// throwing: PHP 8.5.7's tracing JIT lets an exception thrown from the NAN
// warning inside a user function's RECV escape the caller's try/catch
// (docs/testing.md). Diagnostics outside a receipt are not caught here
// (they would show in the output).
$armed = false;
$diags = [];
set_error_handler(function ($no, $msg) use (&$armed, &$diags) {
	if (!$armed) {
		return false;
	}
	$diags[] = [$no, $msg];
	return true;
}, E_DEPRECATED | E_WARNING);

// U: empty bodies.
function p_int(int $x) {}
function p_float(float $x) {}
function p_string(string $x) {}
function p_bool(bool $x) {}
function p_nint(?int $x) {}
function p_union(int|string $x) {}
function p_int_float(int|float $x) {}
function p_int_bool(int|bool $x) {}
function p_float_string(float|string $x) {}

// ret: this file is weak, so are its returns.
function r_int($v): int { return $v; }
function r_float($v): float { return $v; }
function r_string($v): string { return $v; }
function r_bool($v): bool { return $v; }
function r_nint($v): ?int { return $v; }
function r_union($v): int|string { return $v; }
function r_int_float($v): int|float { return $v; }
function r_int_bool($v): int|bool { return $v; }
function r_float_string($v): float|string { return $v; }

// prop and ref: initialized, so a reference can be bound.
class P {
	public int $int = 0;
	public float $float = 0.0;
	public string $string = '';
	public bool $bool = false;
	public ?int $nint = null;
	public int|string $union = 0;
	public int|float $int_float = 0;
	public int|bool $int_bool = 0;
	public float|string $float_string = '';
}

$sites = [
	'U' => [false, ['int' => 'p_int', 'float' => 'p_float', 'string' => 'p_string', 'bool' => 'p_bool',
		'?int' => 'p_nint', 'int|string' => 'p_union', 'int|float' => 'p_int_float', 'int|bool' => 'p_int_bool',
		'float|string' => 'p_float_string']],
	// I: bodies silent for every value received; int|string, int|bool and
	// float|string have no side-effect-free internal function of that type.
	'I' => [true, ['int' => fn($v) => decbin($v), 'float' => fn($v) => is_finite($v),
		'string' => fn($v) => strtolower($v), 'bool' => fn($v) => strstr('a', 'a', $v),
		'?int' => fn($v) => substr('a', 0, $v), 'int|float' => fn($v) => abs($v)]],
	'ret' => [false, ['int' => 'r_int', 'float' => 'r_float', 'string' => 'r_string', 'bool' => 'r_bool',
		'?int' => 'r_nint', 'int|string' => 'r_union', 'int|float' => 'r_int_float', 'int|bool' => 'r_int_bool',
		'float|string' => 'r_float_string']],
	'prop' => [false, [
		'int' => function ($v) { $o = new P; $o->int = $v; },
		'float' => function ($v) { $o = new P; $o->float = $v; },
		'string' => function ($v) { $o = new P; $o->string = $v; },
		'bool' => function ($v) { $o = new P; $o->bool = $v; },
		'?int' => function ($v) { $o = new P; $o->nint = $v; },
		'int|string' => function ($v) { $o = new P; $o->union = $v; },
		'int|float' => function ($v) { $o = new P; $o->int_float = $v; },
		'int|bool' => function ($v) { $o = new P; $o->int_bool = $v; },
		'float|string' => function ($v) { $o = new P; $o->float_string = $v; },
	]],
	'ref' => [false, [
		'int' => function ($v) { $o = new P; $r = &$o->int; $r = $v; },
		'float' => function ($v) { $o = new P; $r = &$o->float; $r = $v; },
		'string' => function ($v) { $o = new P; $r = &$o->string; $r = $v; },
		'bool' => function ($v) { $o = new P; $r = &$o->bool; $r = $v; },
		'?int' => function ($v) { $o = new P; $r = &$o->nint; $r = $v; },
		'int|string' => function ($v) { $o = new P; $r = &$o->union; $r = $v; },
		'int|float' => function ($v) { $o = new P; $r = &$o->int_float; $r = $v; },
		'int|bool' => function ($v) { $o = new P; $r = &$o->int_bool; $r = $v; },
		'float|string' => function ($v) { $o = new P; $r = &$o->float_string; $r = $v; },
	]],
];
$values = [null, true, false, 0, 1, -1, 1.0, 1.5, -0.5, 1e20, NAN, INF, -INF, '1', '1.0', '1.5', ' 1', '1 ', '1e3',
	'abc', '', '0', '0x1A', new ArrayObject([]),
	9007199254740993, '9007199254740993', '1.', '1.5e3', ' 1.0', -0.0, 'false'];

function show($v): string {
	return is_object($v) ? 'object(' . get_class($v) . ')' : var_export($v, true);
}

// The receipt diagnostics the engine is known to raise, with their level and
// the weak kind they are (docs/presets.md); null for any other text.
function receipt_kind(int $no, string $msg): ?string {
	if ($no === E_DEPRECATED) {
		if (preg_match('/^Implicit conversion from float-string ".*" to int loses precision$/s', $msg)) {
			return 'fractional_string_to_int';
		}
		if (preg_match('/^Implicit conversion from float \S+ to int loses precision$/', $msg)) {
			return 'fractional_float_to_int';
		}
		if (preg_match('/^\w+\(\): Passing null to parameter #\d+ \(\$\w+\) of type \??([\w|]+) is deprecated$/', $msg, $m)) {
			// ZPP order: int, float, string, bool.
			$parts = explode('|', $m[1]);
			foreach (['int', 'float', 'string', 'bool'] as $t) {
				if (in_array($t, $parts, true)) {
					return "null_to_$t";
				}
			}
		}
		return null;
	}
	if ($no === E_WARNING && preg_match('/^unexpected NAN value was coerced to (string|bool)$/', $msg, $m)) {
		return 'nan_to_' . $m[1];
	}
	return null;
}

$counts = array_fill_keys(array_keys($sites), 0);
$mismatch = $engineMismatch = $unknown = $kindMismatch = $refusedOnlyByPhp9 = $nanGap = 0;
foreach ($sites as $site => [$isInternal, $funcs]) {
	foreach ($funcs as $type => $f) {
		foreach ($values as $v) {
			$diags = [];
			$typeError = null;
			$armed = true;
			try {
				$f($v);
			} catch (TypeError $e) {
				$typeError = $e;
			}
			$armed = false;
			$seen = $diags;
			$engine = $typeError === null && !$seen ? 'accept' : 'reject';

			$r = scalar_types_check($v, $type, $isInternal);
			$counts[$site]++;
			$what = "$site $type <- " . show($v);

			foreach ($seen as [$no, $msg]) {
				$kind = receipt_kind($no, $msg);
				if ($kind === null) {
					$unknown++;
					echo "unknown receipt diagnostic: $what: $msg\n";
				} elseif ($r['weak']['kind'] !== $kind) {
					$kindMismatch++;
					echo "weak kind for \"$msg\": $what: ", var_export($r['weak']['kind'], true), ", expected $kind\n";
				}
			}

			$php9 = $r['rules']['php9'];
			if ($php9 !== 'accept' && $php9 !== 'reject') {
				$mismatch++;
				echo "php9 rule is neither accept nor reject: $what: ", var_export($php9, true), "\n";
			} elseif ($php9 !== $engine) {
				// Announced, not yet flagged: NAN coerced to string or bool
				// warns from 8.5 only; php9 refuses it on every engine.
				$isNanGap = $engine === 'accept' && $php9 === 'reject'
					&& in_array($r['weak']['kind'], ['nan_to_string', 'nan_to_bool'], true);
				if ($isNanGap) {
					$nanGap++;
				}
				if (!$isNanGap || PHP_VERSION_ID >= 80500) {
					$mismatch++;
					echo "mismatch: $what: engine $engine, php9 $php9",
						$seen ? ' (' . implode('; ', array_column($seen, 1)) . ')' : '',
						$typeError ? ' (' . $typeError->getMessage() . ')' : '', "\n";
				}
			}

			// The engine-defined php9 verdict: what the running engine
			// receives silently.
			if ($r['php9']['accepted'] !== ($engine === 'accept')) {
				$engineMismatch++;
				echo "engine-defined php9 verdict mismatch: $what\n";
			}
			if ($r['weak']['accepted'] && !$r['php9']['accepted']) {
				$refusedOnlyByPhp9++;
				if ($r['php9']['error'] !== $r['strict']['error'] || $r['php9']['value'] !== null) {
					echo "unexpected refusal shape: $what\n";
				}
			}
		}
	}
}
restore_error_handler();

foreach ($counts as $site => $n) {
	$min = $site === 'I' ? 180 : 270;
	echo "$site: receipts checked: ", $n >= $min ? "at least $min" : $n, "\n";
}
echo "mismatches $mismatch\n";
echo "unknown receipt diagnostics $unknown, weak kinds not matching the diagnostic $kindMismatch\n";
echo "engine-defined php9 verdict mismatches $engineMismatch\n";
echo "refused by php9 but received by weak mode: ", $refusedOnlyByPhp9 >= 10 ? 'at least 10' : $refusedOnlyByPhp9, "\n";
echo "NAN receipts php9 refuses that this engine does not flag: $nanGap (expected: 0 on 8.5, >0 before)\n";
echo "NAN gap as expected for this engine: ", (PHP_VERSION_ID >= 80500 ? $nanGap === 0 : $nanGap > 0) ? 'yes' : 'NO', "\n";
var_dump(array_keys(scalar_types_check(1.5, 'int')));
var_dump(scalar_types_check("5", "int")['php9']['accepted'], scalar_types_check(1.5, "int")['php9']['error']);
?>
--EXPECTF--
U: receipts checked: at least 270
I: receipts checked: at least 180
ret: receipts checked: at least 270
prop: receipts checked: at least 270
ref: receipts checked: at least 270
mismatches 0
unknown receipt diagnostics 0, weak kinds not matching the diagnostic 0
engine-defined php9 verdict mismatches 0
refused by php9 but received by weak mode: at least 10
NAN receipts php9 refuses that this engine does not flag: %d (expected: 0 on 8.5, >0 before)
NAN gap as expected for this engine: yes
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
