--TEST--
scalar_types_check(): the five rule-set presets (strict, php9, coercive-2015, bool-2025, unify-2021) against an oracle written from the RFC rule texts (docs/presets.md), on the engine's own weak receipts, every value x type x user/internal
--EXTENSIONS--
scalar_types
--FILE--
<?php
// An independent oracle for $r['rules'] of scalar_types_check(). It is
// written from the rule statements quoted in docs/presets.md (value type x
// declared type), not from the extension's kind tables. Its base is the
// engine itself: a real weak-mode call (this file declares nothing) tells
// whether the value is received at all (TypeError: every preset rejects)
// and which scalar type the union algorithm picked (the received value's
// type); the presets then judge that one coercion and never re-pick.
//
// The error handler records E_DEPRECATED/E_WARNING instead of throwing:
// PHP 8.5.7's tracing JIT lets an exception thrown from the NAN warning
// inside a user function's RECV escape the caller's try/catch (php-src
// 22112). The oracle never uses the 8.5-only NAN warnings; the engine's
// deprecations are only cross-checked against the oracle's own reading of
// the 8.1 RFCs (fractional float(-string) to int, null to internal).

$diags = [];
set_error_handler(function (int $no, string $msg) use (&$diags) {
	$diags[] = [$no, $msg];
	return true;
}, E_DEPRECATED | E_WARNING);

function u_int(int $x) { return $x; }
function u_float(float $x) { return $x; }
function u_string(string $x) { return $x; }
function u_bool(bool $x) { return $x; }
function u_nint(?int $x) { return $x; }
function u_int_string(int|string $x) { return $x; }
function u_int_float(int|float $x) { return $x; }
function u_int_bool(int|bool $x) { return $x; }
function u_float_string(float|string $x) { return $x; }

$user = ['int' => 'u_int', 'float' => 'u_float', 'string' => 'u_string', 'bool' => 'u_bool', '?int' => 'u_nint',
	'int|string' => 'u_int_string', 'int|float' => 'u_int_float', 'int|bool' => 'u_int_bool',
	'float|string' => 'u_float_string'];
// Real internal parameters of these types (values passed through a variable,
// so nothing is folded at compile time). Internal and user receipts differ
// only for null (8.1: deprecated and coerced for a non-nullable scalar
// parameter of an internal function); for the three union types without a
// side-effect-free internal function that rule is applied from the RFC text.
$internalFn = [
	'int' => fn($v) => decbin($v),
	'float' => fn($v) => is_finite($v),
	'string' => fn($v) => strtolower($v),
	'bool' => fn($v) => strstr('a', 'a', $v),
	'?int' => fn($v) => array_slice([1], 0, $v),
	'int|float' => fn($v) => abs($v),
];

class Str { function __toString(): string { return 'str'; } }

$values = [null, true, false, 0, 1, -1, 7, 1.0, 1.5, -0.5, 1e20, 1e17, NAN, INF, -INF, -0.0, 0.1,
	9007199254740993, 9007199254740992, 4503599627370497, PHP_INT_MAX, PHP_INT_MIN,
	'1', '1.0', '1.', '1.5', ' 1', '1 ', ' 1.0', " 1.5\n", '1e3', '1.5e3', '2E0', '-0.0', '0.1',
	'9007199254740993', '9007199254740992', '9007199254740993.0', '9999999999999999999',
	'abc', '', '0', '5 apples', '0x1A', new Str(), new ArrayObject([])];
$types = array_keys($user);
const PRESETS = ['strict', 'php9', 'coercive-2015', 'bool-2025', 'unify-2021'];

function label(mixed $v): string
{
	return match (true) {
		$v === null => 'null',
		is_bool($v) => $v ? 'true' : 'false',
		is_float($v) && is_nan($v) => 'NAN',
		is_float($v) && $v === 0.0 && fdiv(1, $v) < 0 => '-0.0',
		is_float($v) => var_export($v, true),
		is_string($v) => json_encode($v),
		is_object($v) => get_class($v),
		default => (string)$v,
	};
}

function scalar_kind(mixed $v): string
{
	return match (true) {
		$v === null => 'null',
		is_bool($v) => 'bool',
		is_int($v) => 'int',
		is_float($v) => 'float',
		is_string($v) => 'string',
		default => 'object',
	};
}

// A numeric string (leading and trailing whitespace allowed, "Saner numeric
// strings") as an exact decimal: [negative, digits, exponent], value =
// digits * 10^exponent. null when it is not numeric in that sense.
function exact_decimal(string $s): ?array
{
	if (!preg_match('/^[ \t\n\r\v\f]*([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?[ \t\n\r\v\f]*$/', $s, $m)) {
		return null;
	}
	$int = $m[2];
	$frac = $m[3] ?? '';
	if ($int === '' && $frac === '') {
		return null;
	}
	return [$m[1] === '-', $int . $frac, (int)($m[4] ?? 0) - strlen($frac)];
}

// The decimal digits of the integer an exact decimal equals, or null when it
// has significant digits after the decimal point.
function integer_digits(array $d): ?string
{
	[, $digits, $exp] = $d;
	if ($exp >= 0) {
		$digits .= str_repeat('0', $exp);
	} else {
		$cut = substr($digits, $exp);
		if (trim($cut, '0') !== '') {
			return null;
		}
		$digits = substr($digits, 0, $exp);
	}
	$digits = ltrim($digits, '0');
	return $digits === '' ? '0' : $digits;
}

// coercive-2015 †/‡: an integer the double cannot hold exactly ("without loss
// of accuracy"; the principle, not the 2^52 figure, see docs/presets.md).
function int_digits_exact_as_double(string $digits): bool
{
	return sprintf('%.0f', (float)$digits) === $digits;
}

// The weak engine's receipt: accepted?, the received value, diagnostics.
function engine(callable $f, mixed $v): array
{
	global $diags;
	$diags = [];
	try {
		$got = $f($v);
		return ['accepted' => true, 'got' => $got, 'diags' => $diags];
	} catch (TypeError $e) {
		return ['accepted' => false, 'got' => null, 'diags' => $diags];
	}
}

/**
 * The oracle. $alt names an alternative reading, only used to show that the
 * comparison would notice it (the "alternative readings" lines).
 * Returns [preset => 'accept'|'deprecate'|'reject'] plus, under 'engine8x',
 * the receipts the 8.1 RFCs deprecate (for the cross-check with the engine).
 */
function oracle(mixed $v, string $type, bool $internal, array $eng, string $alt = ''): array
{
	$all = fn(string $o) => array_fill_keys(PRESETS, $o);
	// Weak mode refuses: a TypeError in every preset.
	if (!$eng['accepted']) {
		return $all('reject') + ['engine8x' => false];
	}
	$src = scalar_kind($v);
	$declared = explode('|', str_replace('?', 'null|', $type));
	// "when the type of the value matches that specified by the type
	// declaration it is accepted": exact matches are accepted by all.
	if (in_array($src, $declared, true)) {
		return $all('accept') + ['engine8x' => false];
	}
	if ($src === 'null') {
		// Only internal parameters receive null in weak mode (user-land: a
		// TypeError, handled above).
		if (!$internal) {
			echo "oracle: a user function received null as $type\n";
		}
		return [
			// strict: not the declared type.
			'strict' => 'reject',
			// "in PHP >= 9.0 a TypeError is thrown"
			'php9' => 'reject',
			// "internal functions receiving a NULL (non-)value for a scalar
			// will accept it"
			'coercive-2015' => 'accept',
			// base is the engine: 8.1's deprecation
			'bool-2025' => 'deprecate',
			// "[x] Internal functions must not use nullable types by default"
			'unify-2021' => 'reject',
			'engine8x' => true,
		];
	}
	// The scalar type the engine's union algorithm picked.
	$to = scalar_kind($eng['got']);
	if ($src === 'object' && $to !== 'string') {
		// "an object with a __toString() method will be accepted for string
		// type hint" (the only object weak mode receives for a scalar).
		echo "oracle: the engine received an object as $to\n";
	}
	$nan = $src === 'float' && is_nan($v);
	$dec = $src === 'string' ? exact_decimal($v) : null;
	if ($src === 'string' && in_array($to, ['int', 'float'], true) && $dec === null) {
		echo "oracle: the engine received non-numeric ", label($v), " as $to\n";
	}

	// Float and float strings to int that are not integer-compatible: the
	// float-int RFC ("if the floating point number is not
	// integer-compatible"; a float string is taken as its float).
	$fractionalToInt = $to === 'int' && (
		($src === 'float' && floor($v) != $v)
		|| ($src === 'string' && ($f = (float)trim($v, " \t\n\r\v\f")) != floor($f)));

	// strict: "parameters that declaration float can also accept integer",
	// "there is no overflow or precision check"; nothing else.
	$strict = $src === 'int' && $to === 'float' ? 'accept' : 'reject';

	// php9: the 8.1 float-int deprecation and 8.5's NAN warning to string and
	// bool become TypeErrors; everything else as weak mode.
	$php9 = $fractionalToInt || ($nan && in_array($to, ['string', 'bool'], true)) ? 'reject' : 'accept';

	// coercive-2015, version 0.60, hint x value type, with the readings of
	// docs/presets.md.
	$refused = match ($to) {
		// bool hint: boolean Accept (exact), int Accept*, float Reject,
		// string Accept*.
		'bool' => $src === 'float',
		// int hint: boolean (reading: refused; "false -> int # No more
		// conversion from bool"); float "only if there are no significant
		// digits after the decimal point"; string "Numeric integer string
		// only": "numeric strings with significant digits after the decimal
		// point will be rejected" (by value: "1.0", "1e3" pass). Ambiguous:
		// "9007199254740993.0" has none, so it passes, though the engine
		// gives 9007199254740992 and the RFC's principle ("without data
		// loss") would refuse it; the rule's wording is taken.
		'int' => match ($src) {
			'bool' => $alt !== 'coercive-bool-accept',
			'float' => floor($v) != $v,
			'string' => integer_digits($dec) === null
				|| ($alt === 'coercive-lexical' && preg_match('/[.eE]/', $v)),
			default => false,
		},
		// float hint: boolean (reading: refused); int "only if the integer
		// value can be represented without loss of accuracy"; string
		// "Numeric string only", "integer values that cannot be represented
		// without loss of accuracy ... will be rejected as well".
		'float' => match ($src) {
			'bool' => $alt !== 'coercive-bool-accept',
			'int' => !int_digits_exact_as_double(ltrim((string)$v, '-'))
				|| ($alt === 'coercive-2^52' && abs($v) > 2 ** 52),
			'string' => ($i = integer_digits($dec)) !== null && (!int_digits_exact_as_double($i)
				|| ($alt === 'coercive-2^52' && (float)$i > 2 ** 52)),
			default => false,
		},
		// string hint: boolean (reading: refused), int, float (NAN too: not
		// discussed, float to string is "Accept"), Stringable accepted.
		'string' => $src === 'bool' && $alt !== 'coercive-bool-accept',
	};
	// "conversions which were supported in the past and are no longer
	// allowed due to the new rules, will emit E_DEPRECATED warnings" for
	// internal functions; user-land refuses.
	$coercive = !$refused ? 'accept' : ($internal ? 'deprecate' : 'reject');

	// bool-2025: "deprecate type coercions to and from bool", on top of the
	// engine's own deprecations (float-int 8.1) and NAN to string (8.5).
	$boolJuggle = ($src === 'bool') !== ($to === 'bool');
	$bool2025 = $boolJuggle || $fractionalToInt || ($nan && $to === 'string') ? 'deprecate' : 'accept';

	// unify-2021: "No implicit float to integer type coercion if it has a
	// fractional part", "No implicit boolean to scalar type coercion" (from
	// bool), "No implicit float to boolean type coercion" (NAN and 0.0 too).
	$unifyRefused = $fractionalToInt
		|| ($src === 'bool' && $to !== 'bool')
		|| ($src === 'float' && $to === 'bool')
		|| ($alt === 'unify-both-ways' && $to === 'bool' && $src !== 'bool');
	$unify = $unifyRefused ? 'reject' : 'accept';

	return ['strict' => $strict, 'php9' => $php9, 'coercive-2015' => $coercive,
		'bool-2025' => $bool2025, 'unify-2021' => $unify, 'engine8x' => $fractionalToInt];
}

$checked = $mismatches = $engineDisagreements = $internalCalls = 0;
$counts = array_fill_keys(PRESETS, ['accept' => 0, 'deprecate' => 0, 'reject' => 0]);
$alts = ['coercive-bool-accept' => 0, 'coercive-lexical' => 0, 'coercive-2^52' => 0, 'unify-both-ways' => 0];
$received = $typeErrors = 0;
foreach ([false, true] as $internal) {
	foreach ($types as $type) {
		foreach ($values as $v) {
			$eng = engine($user[$type], $v);
			if ($internal && $v === null && $type !== '?int') {
				// 8.1 RFC: "the argument accepts at least one scalar type":
				// deprecated, coerced, the call takes place.
				$eng = ['accepted' => true, 'got' => null, 'diags' => [[E_DEPRECATED, 'Passing null']]];
			}
			if ($internal && isset($internalFn[$type])) {
				// Ask the engine: the internal parameter must receive exactly
				// what the oracle's base says (accepted?, deprecated?).
				$internalCalls++;
				$ie = engine($internalFn[$type], $v);
				$dep = fn(array $e) => count(array_filter($e['diags'], fn($d) => $d[0] === E_DEPRECATED)) > 0;
				if ($ie['accepted'] !== $eng['accepted'] || $dep($ie) !== $dep($eng)) {
					$engineDisagreements++;
					echo "internal $type <- ", label($v), ": the internal function disagrees with the oracle's base\n";
				}
			}
			$eng['accepted'] ? $received++ : $typeErrors++;
			$o = oracle($v, $type, $internal, $eng);
			// Cross-check of the oracle's reading of the 8.1 deprecations with
			// what the engine emitted (warnings, i.e. 8.5's NAN, ignored).
			$engineDeprecated = count(array_filter($eng['diags'], fn($d) => $d[0] === E_DEPRECATED)) > 0;
			if ($engineDeprecated !== $o['engine8x']) {
				$engineDisagreements++;
				echo ($internal ? 'internal' : 'user'), " $type <- ", label($v), ": engine deprecation ",
					var_export($engineDeprecated, true), ", oracle ", var_export($o['engine8x'], true), "\n";
			}
			unset($o['engine8x']);
			$r = scalar_types_check($v, $type, $internal)['rules'];
			if (array_keys($r) !== PRESETS) {
				echo "rules keys: ", implode(',', array_keys($r)), "\n";
			}
			foreach (PRESETS as $p) {
				$checked++;
				$counts[$p][$o[$p]]++;
				if (($r[$p] ?? null) !== $o[$p]) {
					$mismatches++;
					echo label($v), " $type ", $internal ? 'internal' : 'user', " $p: extension ",
						$r[$p] ?? 'none', ", oracle $o[$p]\n";
				}
			}
			foreach ($alts as $alt => $n) {
				$a = oracle($v, $type, $internal, $eng, $alt);
				foreach (PRESETS as $p) {
					if (($r[$p] ?? null) !== $a[$p]) {
						$alts[$alt]++;
					}
				}
			}
		}
	}
}
restore_error_handler();

echo "checked: ", $checked >= 1000 ? "at least 1000" : $checked, " ($checked)\n";
echo "mismatches: $mismatches\n";
echo "engine receipts: $received received, $typeErrors TypeErrors; internal functions asked: $internalCalls\n";
echo "engine vs oracle base (acceptance, 8.1 deprecations): $engineDisagreements disagreements\n";
foreach ($counts as $p => $c) {
	printf("%-13s accept %4d  deprecate %4d  reject %4d\n", $p, $c['accept'], $c['deprecate'], $c['reject']);
}
// Each alternative reading of an ambiguous rule text, put in the oracle,
// would make the test fail on this many tuples: the table decides them.
foreach ($alts as $alt => $n) {
	echo "alternative reading $alt: $n tuples would differ\n";
}
// A few cells by hand, from the RFC texts.
$show = function (mixed $v, string $type, bool $internal = false) {
	$r = scalar_types_check($v, $type, $internal)['rules'];
	echo label($v), " -> ", $internal ? 'internal ' : '', "$type: ", implode(' ', $r), "\n";
};
$show(false, 'int');
$show(false, 'int', true);
$show(1.5, 'int');
$show(9007199254740993, 'float');
$show('1e3', 'int');
$show('abc', 'int|bool');
$show(NAN, 'int|string');
$show(null, 'string', true);
?>
--EXPECT--
checked: at least 1000 (4140)
mismatches: 0
engine receipts: 738 received, 90 TypeErrors; internal functions asked: 276
engine vs oracle base (acceptance, 8.1 deprecations): 0 disagreements
strict        accept  328  deprecate    0  reject  500
php9          accept  680  deprecate    0  reject  148
coercive-2015 accept  622  deprecate   58  reject  148
bool-2025     accept  556  deprecate  182  reject   90
unify-2021    accept  632  deprecate    0  reject  196
alternative reading coercive-bool-accept: 28 tuples would differ
alternative reading coercive-lexical: 48 tuples would differ
alternative reading coercive-2^52: 14 tuples would differ
alternative reading unify-both-ways: 72 tuples would differ
false -> int: reject accept reject deprecate reject
false -> internal int: reject accept deprecate deprecate reject
1.5 -> int: reject reject reject deprecate reject
9007199254740993 -> float: accept accept reject accept accept
"1e3" -> int: reject accept accept accept accept
"abc" -> int|bool: reject accept accept deprecate accept
NAN -> int|string: reject reject accept deprecate accept
null -> internal string: reject reject accept deprecate reject
