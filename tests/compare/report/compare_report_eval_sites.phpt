--TEST--
compare_report: divergences in code eval()'d over and over at two places (its file names freed after each run, their addresses free for the next) are counted at the right site each time
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
function f(int $x) { return $x; }
for ($i = 0; $i < 60; $i++) {
	if ($i % 3) {
		eval('f("1");');
	} else {
		eval('f("2"); f(2.0);');
	}
	eval('f(true); if (' . $i . ' % 2) { f("4"); }');
}
$got = [];
foreach (scalar_types_report() as $r) {
	$got[] = sprintf("%s:%d %s x%d", preg_replace('/^.*\((\d+)\) : eval\(\)\'d code$/', 'eval@$1', $r['file']),
		$r['line'], $r['given'] === 'true' ? 'bool' : $r['given'], $r['count']);
}
sort($got);
echo implode("\n", $got), "\n";
?>
--EXPECT--
eval@5:1 string x40
eval@7:1 float x20
eval@7:1 string x20
eval@9:1 bool x60
eval@9:1 string x30
