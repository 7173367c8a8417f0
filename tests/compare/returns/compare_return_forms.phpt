--TEST--
compare: returns whose value type is known from their form (literals, casts, comparisons, !, concatenation) — a report entry exactly where a strict copy throws, with its text
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$cases = [
	'function (): int { return "5"; }',
	'function (): int { return 5; }',
	'function (): string { return 5 . ""; }',
	'function (): int { return (string) 5; }',
	'function (): string { return (int) "5"; }',
	'function (): bool { return 1 <=> 2; }',
	'function (): int { return 1 <=> 2; }',
	'function (): ?int { return null; }',
	'function (): int|false { return false; }',
	'function (): int|false { return true; }',
	'function (): bool { return TRUE; }',
	'function (): string { $x = 1; return "a$x"; }',
	'function (): int { $x = 1; return "$x"; }',
	'function (): float { return 1; }',
	'function (): float { return 1.5; }',
	'function (): int { return 1.0; }',
	'function (): int { return !0; }',
	'function (): bool { return "x" . 1; }',
	'function (): string { return 1 < 2; }',
	'function (): int { return isset($u); }',
	'function (): string { return (bool) 1; }',
	'function (): mixed { return (float) 1; }',
	'function (): string|int { return 1.5 <= 2; }',
	'fn(): string => 1 . 2',
	'fn(): int => 1 . 2',
	'fn(): int => (int) "3"',
	'fn(): bool => 1 == 1',
	'fn(): float => 7 <=> 1',
];
foreach ($cases as $i => $case) {
	$file = st_script("return_forms_$i", "<?php\nreturn $case;\n");
	$f = include $file;
	try { $f(); } catch (TypeError $e) {}
	$mine = array_values(array_filter(st_records(realpath($file)), fn($r) => $r['site'] === 'return'));
	unlink($file);
	$engine = st_strict("($case)()");
	$report = $mine ? $mine[0]['message'] : 'no TypeError';
	echo str_pad($case, 50), ' strict: ', $engine === 'no TypeError' ? 'accepts' : 'throws ', ' | ',
		st_norm($report) === st_norm($engine) ? 'report agrees' : "REPORT DIFFERS: $report", "\n";
}
?>
--EXPECT--
function (): int { return "5"; }                   strict: throws  | report agrees
function (): int { return 5; }                     strict: accepts | report agrees
function (): string { return 5 . ""; }             strict: accepts | report agrees
function (): int { return (string) 5; }            strict: throws  | report agrees
function (): string { return (int) "5"; }          strict: throws  | report agrees
function (): bool { return 1 <=> 2; }              strict: throws  | report agrees
function (): int { return 1 <=> 2; }               strict: accepts | report agrees
function (): ?int { return null; }                 strict: accepts | report agrees
function (): int|false { return false; }           strict: accepts | report agrees
function (): int|false { return true; }            strict: throws  | report agrees
function (): bool { return TRUE; }                 strict: accepts | report agrees
function (): string { $x = 1; return "a$x"; }      strict: accepts | report agrees
function (): int { $x = 1; return "$x"; }          strict: throws  | report agrees
function (): float { return 1; }                   strict: accepts | report agrees
function (): float { return 1.5; }                 strict: accepts | report agrees
function (): int { return 1.0; }                   strict: throws  | report agrees
function (): int { return !0; }                    strict: throws  | report agrees
function (): bool { return "x" . 1; }              strict: throws  | report agrees
function (): string { return 1 < 2; }              strict: throws  | report agrees
function (): int { return isset($u); }             strict: throws  | report agrees
function (): string { return (bool) 1; }           strict: throws  | report agrees
function (): mixed { return (float) 1; }           strict: accepts | report agrees
function (): string|int { return 1.5 <= 2; }       strict: throws  | report agrees
fn(): string => 1 . 2                              strict: accepts | report agrees
fn(): int => 1 . 2                                 strict: throws  | report agrees
fn(): int => (int) "3"                             strict: accepts | report agrees
fn(): bool => 1 == 1                               strict: accepts | report agrees
fn(): float => 7 <=> 1                             strict: accepts | report agrees
