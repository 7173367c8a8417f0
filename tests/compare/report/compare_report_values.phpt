--TEST--
compare: values are absent from the report by default (type and size only, also in deprecation texts); with report_values=1 they are present, truncated to value_max_length, and deprecation texts are the engine's
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$program = <<<'PHP'
<?php
function i(int $x) { return $x; }
function s(string $x) { return $x; }
function b(bool $x) { return $x; }
class Str { function __toString(): string { return "secret-stringable"; } }
$deprecations = [];
set_error_handler(function ($no, $msg) use (&$deprecations) { $deprecations[] = $msg; return true; });
i("4242");
i(" 17");
i(2.5);
i("0000000000000000000000000000000000000042");
s(3.25);
s(new Str);
b("password");
i("1e3");
strtolower(null);
str_repeat("x", "2.5");
foreach (scalar_types_report() as $r) {
	echo $r['line'], ' ', $r['sample'], ' | ', $r['deprecation'] ?? '-', "\n";
}
echo "engine: ", implode(" / ", $deprecations), "\n";
PHP;
$file = st_script('values', $program);
foreach ([[], ['scalar_types.report_values' => 1], ['scalar_types.report_values' => 1, 'scalar_types.value_max_length' => 4]] as $ini) {
	echo json_encode($ini), "\n";
	[$out, $err] = st_child($file, $ini + ['scalar_types.mode' => 'compare']);
	echo $out, $err;
}
unlink($file);
?>
--EXPECT--
[]
8 string(4) | -
9 string(3) | -
10 float | Implicit conversion from float [redacted float] to int loses precision
11 string(40) | -
12 float | -
13 Str | -
14 string(8) | -
15 string(3) | -
16 null | strtolower(): Passing null to parameter #1 ($string) of type string is deprecated
17 string(3) | Implicit conversion from float-string [redacted string(3)] to int loses precision
engine: Implicit conversion from float 2.5 to int loses precision / strtolower(): Passing null to parameter #1 ($string) of type string is deprecated / Implicit conversion from float-string "2.5" to int loses precision
{"scalar_types.report_values":1}
8 string(4) "4242" | -
9 string(3) " 17" | -
10 float(2.5) | Implicit conversion from float 2.5 to int loses precision
11 string(40) "00000000000000000000000000000000..." | -
12 float(3.25) | -
13 object(Str) | -
14 string(8) "password" | -
15 string(3) "1e3" | -
16 null | strtolower(): Passing null to parameter #1 ($string) of type string is deprecated
17 string(3) "2.5" | Implicit conversion from float-string "2.5" to int loses precision
engine: Implicit conversion from float 2.5 to int loses precision / strtolower(): Passing null to parameter #1 ($string) of type string is deprecated / Implicit conversion from float-string "2.5" to int loses precision
{"scalar_types.report_values":1,"scalar_types.value_max_length":4}
8 string(4) "4242" | -
9 string(3) " 17" | -
10 float(2.5) | Implicit conversion from float 2.5 to int loses precision
11 string(40) "0000..." | -
12 float(3.25) | -
13 object(Str) | -
14 string(8) "pass..." | -
15 string(3) "1e3" | -
16 null | strtolower(): Passing null to parameter #1 ($string) of type string is deprecated
17 string(3) "2.5" | Implicit conversion from float-string "2.5" to int loses precision
engine: Implicit conversion from float 2.5 to int loses precision / strtolower(): Passing null to parameter #1 ($string) of type string is deprecated / Implicit conversion from float-string "2.5" to int loses precision
