--TEST--
compare: the warning weak receipt emits (8.5: "unexpected NAN value was coerced to string/bool"; none before) is in the record, the engine's text in each version; a NAN and another float at one site are two records
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
scalar_types.report_values=1
--FILE--
<?php
function s(string $x) { return $x; }
function b(bool $x) { return $x; }
function u(int|string $x) { return $x; }
$engine = [];
set_error_handler(function ($no, $msg) use (&$engine) { $engine[] = $msg; return true; }, E_WARNING);
foreach (['NAN' => fdiv(0, 0), '2' => 2.0] as $name => $v) {
	foreach (['s', 'b', 'u', 'strtolower'] as $f) {
		$engine = [];
		$f($v);
		$w[$f][$name] = $engine;
	}
}
restore_error_handler();
$checked = $bad = 0;
foreach (scalar_types_report() as $r) {
	$name = $r['sample'] === 'float(NAN)' ? 'NAN' : '2';
	$expected = $w[$r['function']][$name][0] ?? null;
	$checked++;
	if ($r['warning'] !== $expected || count($w[$r['function']][$name]) > 1) {
		$bad++;
		echo "{$r['function']}($name): reported ", var_export($r['warning'], true), ", engine ", var_export($expected, true), "\n";
	}
}
// a NAN is its own kind (nan_to_string, nan_to_bool), with or without
// 8.5's warning: every function has a NAN and a 2.0 record
$nan_warned = $w['s']['NAN'] !== [];
echo "records: ", $checked === 8 ? 'as expected' : $checked, "\n";
echo "engine warned for NAN: ", PHP_VERSION_ID >= 80500 ? ($nan_warned ? 'yes, as 8.5 does' : 'NO') : ($nan_warned ? 'YES' : 'no, as before 8.5'), "\n";
echo "warnings as the engine's: ", $bad ? "no ($bad)" : 'yes', "\n";
?>
--EXPECTF--
records: as expected
engine warned for NAN: %r(yes, as 8.5 does|no, as before 8.5)%r
warnings as the engine's: yes
