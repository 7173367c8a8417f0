--TEST--
compare_properties: typed property writes in code eval()'d over and over at two places (its op_arrays freed after each run, their addresses free for the next), through variables at different slots, holding objects of two classes: each write judged against its own object's property and counted at its own site
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
final class I { public int $x = 0; }
final class S { public string $x = ''; }
function run(int $i): void {
	$o = $i % 2 ? new I : new S;
	$p = $i % 2 ? new S : new I;
	if ($i % 3) {
		eval('$w = $o; $w->x = "7"; $w->x = 8;');
	} else {
		eval('$a = $p; $b = $o; $a->x = "9"; $b->x = 10;');
	}
}
for ($i = 0; $i < 60; $i++) {
	run($i);
}
$got = [];
foreach (scalar_types_report() as $r) {
	$got[] = sprintf("%s %s<-%s x%d", preg_replace('/^.*\((\d+)\) : eval\(\)\'d code$/', 'eval@$1', $r['file']),
		$r['declared'], $r['given'], $r['count']);
}
sort($got);
echo implode("\n", $got), "\n";
?>
--EXPECT--
eval@10 int<-string x10
eval@10 string<-int x10
eval@8 int<-string x20
eval@8 string<-int x20
