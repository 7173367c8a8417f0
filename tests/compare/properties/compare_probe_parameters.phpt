--TEST--
compare: observe_property() takes its first two parameters as ZPP takes strings, on its fast path (three strings) and off it; strcmp(), parsed by ZPP, is the oracle in a weak and a strict file
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$body = <<<'PHP'
set_error_handler(function ($no, $msg) { echo "  notice: ", norm($msg), "\n"; return true; });
function norm(string $m): string {
	// no PCRE in the child: its JIT trips valgrind
	return str_replace(['ScalarTypes\\observe_property()', 'strcmp()', ' ($variable)', ' ($property)', ' ($string1)', ' ($string2)'],
		['f()', 'f()', '', '', '', ''], $m);
}
class T { public int $i = 0; }
$t = new T;
foreach ([["t", "i"], [1, 2], [1.5, "i"], [true, "i"], [[], "i"], ["t", null], ["t", new stdClass]] as [$a, $b]) {
	foreach (['probe' => fn() => ScalarTypes\observe_property($a, $b, "x"), 'strcmp' => fn() => strcmp($a, $b)] as $who => $call) {
		echo str_pad($who, 7), json_encode([$a, $b]), "\n";
		try {
			$r = $call();
			echo "  ", $who === 'probe' ? var_export($r, true) : 'returned', "\n";
		} catch (\Throwable $e) {
			echo "  ", get_class($e), ": ", norm($e->getMessage()), "\n";
		}
	}
}
PHP;
foreach (['weak' => '', 'strict' => "declare(strict_types=1);\n"] as $mode => $declare) {
	$file = st_script("probe_params_$mode", "<?php\n" . $declare . $body);
	[$out, $err, $rc] = st_child($file, ['scalar_types.mode' => 'compare']);
	unlink($file);
	// each pair: the probe's lines, then strcmp()'s, which must say the same
	$blocks = preg_split('/^(?=probe |strcmp )/m', trim($out), -1, PREG_SPLIT_NO_EMPTY);
	$same = 0;
	for ($i = 0; $i + 1 < count($blocks); $i += 2) {
		$p = explode("\n", trim($blocks[$i]), 2);
		$s = explode("\n", trim($blocks[$i + 1]), 2);
		$po = str_replace("'x'", 'returned', $p[1] ?? '');
		if ($po === ($s[1] ?? '')) {
			$same++;
		} else {
			echo "$mode DIFFERENT:\n", $blocks[$i], $blocks[$i + 1];
		}
	}
	echo "$mode: $same of ", count($blocks) / 2, " pairs as strcmp(), $err", "exit $rc\n";
	if ($mode === 'strict') {
		// PHP 8.3 names true and false in these messages; 8.2 says bool
		echo str_replace(['true given', 'false given'], 'bool given', $out);
	}
}
?>
--EXPECT--
weak: 7 of 7 pairs as strcmp(), exit 0
strict: 7 of 7 pairs as strcmp(), exit 0
probe  ["t","i"]
  'x'
strcmp ["t","i"]
  returned
probe  [1,2]
  TypeError: f(): Argument #1 must be of type string, int given
strcmp [1,2]
  TypeError: f(): Argument #1 must be of type string, int given
probe  [1.5,"i"]
  TypeError: f(): Argument #1 must be of type string, float given
strcmp [1.5,"i"]
  TypeError: f(): Argument #1 must be of type string, float given
probe  [true,"i"]
  TypeError: f(): Argument #1 must be of type string, bool given
strcmp [true,"i"]
  TypeError: f(): Argument #1 must be of type string, bool given
probe  [[],"i"]
  TypeError: f(): Argument #1 must be of type string, array given
strcmp [[],"i"]
  TypeError: f(): Argument #1 must be of type string, array given
probe  ["t",null]
  TypeError: f(): Argument #2 must be of type string, null given
strcmp ["t",null]
  TypeError: f(): Argument #2 must be of type string, null given
probe  ["t",{}]
  TypeError: f(): Argument #2 must be of type string, stdClass given
strcmp ["t",{}]
  TypeError: f(): Argument #2 must be of type string, stdClass given
