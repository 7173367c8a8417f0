--TEST--
fuzz: every function of the extension (scalar_types_*, ScalarTypes\*) called by the app with hostile arguments (every type, deep and big arrays, targets of wrong shapes, references, objects, huge strings, forged stash/probe pairs), in compare mode and off: the process survives
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../helpers/compare_helpers.inc';
// fixed seeds: the same calls on every run (fuzz_public_functions.inc makes them)
foreach (['compare', 'off'] as $mode) {
	foreach ([1, 2] as $seed) {
		[$out, $err, $rc] = st_child(__DIR__ . '/fuzz_public_functions.inc',
			['scalar_types.mode' => $mode, 'memory_limit' => '1G', 'error_reporting' => '0', 'display_errors' => '0'], true, [$seed, 1500]);
		$bad = preg_match('/Segmentation|zend_mm_heap corrupted|AddressSanitizer|Assertion/', $out . $err);
		echo "$mode, seed $seed: exit $rc, ", preg_match('/^done: \d+ calls$/m', $out) ? 'finished' : 'NOT FINISHED',
			$bad ? ', CRASH REPORTED' : '', "\n";
		if ($rc !== 0 || $bad) {
			echo substr($out . $err, -2000), "\n";
		}
	}
}
?>
--EXPECT--
compare, seed 1: exit 0, finished
compare, seed 2: exit 0, finished
off, seed 1: exit 0, finished
off, seed 2: exit 0, finished
