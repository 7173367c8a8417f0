--TEST--
compare: strlen() in a strict file stays the STRLEN opcode; each TypeError it throws is recorded with the engine's message and what weak mode does instead
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
error_reporting=E_ALL & ~E_DEPRECATED & ~E_WARNING
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$vars = ['i' => 12345, 'f' => 1.5, 'n' => null, 'b' => false, 'a' => [1], 'o' => new ArrayObject([]),
	's' => new class { function __toString(): string { return "x"; } }];
$cases = ['strlen($i)', 'strlen($f)', 'strlen($n)', 'strlen($b)', 'strlen($a)', 'strlen($o)', 'strlen($s)',
	'strlen(12)', 'strlen($i + 1)', 'strlen($undefined)', 'strlen("ok")', 'strlen($i . "")'];
foreach ($cases as $code) {
	// the engine in a strict file: what it throws; in a weak file: whether it accepts
	$strict = st_strict($code, $vars);
	$recs = st_records($st_last_file);
	$weak = st_weak($code, $vars);
	if ($strict === 'no TypeError') {
		echo "$code: accepted by strict, ", count($recs) ? "RECORDED" : "not recorded", "\n";
		continue;
	}
	$ok = count($recs) === 1 && $recs[0]['message'] === $strict && $recs[0]['caller_mode'] === 'strict'
		&& $recs[0]['function'] === 'strlen' && $recs[0]['arg'] === 1
		&& ($recs[0]['coercion'] === null) === ($weak !== 'no TypeError');
	echo "$code: ", $ok ? "recorded as the engine threw it" : "MISMATCH " . json_encode([$strict, $weak, $recs]),
		", weak: ", $recs[0]['coercion'] ?? 'rejected', "\n";
}
?>
--EXPECT--
strlen($i): recorded as the engine threw it, weak: int_to_string
strlen($f): recorded as the engine threw it, weak: float_to_string
strlen($n): recorded as the engine threw it, weak: null_to_string
strlen($b): recorded as the engine threw it, weak: bool_to_string
strlen($a): recorded as the engine threw it, weak: rejected
strlen($o): recorded as the engine threw it, weak: rejected
strlen($s): recorded as the engine threw it, weak: stringable_to_string
strlen(12): recorded as the engine threw it, weak: int_to_string
strlen($i + 1): recorded as the engine threw it, weak: int_to_string
strlen($undefined): recorded as the engine threw it, weak: null_to_string
strlen("ok"): accepted by strict, not recorded
strlen($i . ""): accepted by strict, not recorded
