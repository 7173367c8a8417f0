<?php // min: 8.5
declare(strict_types=1);
// #[\NoDiscard] in a strict file: the TypeError comes before the warning.
#[\NoDiscard]
function half(int $x): int { return intdiv($x, 2); }
try {
	half("4");
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
half(4);
(void) half(6);
// internal functions carrying the attribute, if any on this version
foreach (get_defined_functions()['internal'] as $fn) {
	if ((new ReflectionFunction($fn))->getAttributes(NoDiscard::class)) {
		echo $fn, "\n";
	}
}
