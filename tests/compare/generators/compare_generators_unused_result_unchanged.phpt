--TEST--
compare: with scalar_types.compare_generators=1, a call whose result is unused is compiled as without the extension (8.6 frees a TMP result across an EXT_FCALL_END where it would mark it unused, and array_splice() in a foreach by reference then walks one element less); weak and strict copies, plain and with opcache and the JIT
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$body = <<<'PHP'
foreach ([[1, 2], [2, 2], [0, 1], [3, 5]] as [$from, $len]) {
	$a = [0, 1, 2, 3, 4];
	$done = false;
	foreach ($a as &$v) {
		echo $v;
		if (!$done && $v == 3) {
			$done = true;
			array_splice($a, $from, $len);
		}
	}
	unset($v);
	echo " ", json_encode($a), "\n";
}
$b = [0, 1, 2, 3, 4];
$done = false;
foreach ($b as &$v) {
	echo $v;
	if (!$done && $v == 1) {
		$done = true;
		@array_splice($b, 2, 1, ["x", "y"]);
	}
}
echo "\n";
PHP;
st_unchanged($body, 'gen_unused', null, ['scalar_types.compare_generators' => '1', 'scalar_types.compare_coverage' => '1']);
?>
--EXPECT--
weak: same output and exit code (0)
strict: same output and exit code (0)
