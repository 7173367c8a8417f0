--TEST--
compare_properties: writes by one literal name reach different properties by class and scope (a parent's private int shadowing a child's string, a nullable float elsewhere), interleaved so the probes' per-request property cache is hit and replaced; each write is judged against the property the engine checks, as a strict copy of the same code shows
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
// One template, written weak (judged) and strict (the oracle).
$tpl = <<<'PHP'
<?php
%s
class A%2$s { private int $x = 0; public function setA($v) { $this->x = $v; } public function getA() { return $this->x; } }
class B%2$s extends A%2$s { public string $x = ''; public function setB($v) { $this->x = $v; } }
class C%2$s { public ?float $x = null; public function setC($v) { $this->x = $v; } }
function setOut%2$s(C%2$s $o, $v) { $o->x = $v; }
function setViaA%2$s(A%2$s $o, $v) { $o->setA($v); }
PHP;
$dir = sys_get_temp_dir() . '/st_prop_cache_' . getmypid();
@mkdir($dir);
file_put_contents("$dir/weak.php", sprintf($tpl, '', 'Weak'));
file_put_contents("$dir/strict.php", sprintf($tpl, 'declare(strict_types=1);', 'Strict'));
require "$dir/weak.php";
require "$dir/strict.php";

$values = ['5', 5, 5.5, true, null, '5.0', 7.0];
$writers = [
	'A::setA on B' => fn(string $s, $v) => (new ("B$s"))->setA($v),
	'B::setB'      => fn(string $s, $v) => (new ("B$s"))->setB($v),
	'C::setC'      => fn(string $s, $v) => (new ("C$s"))->setC($v),
	'setOut'       => fn(string $s, $v) => ("setOut$s")(new ("C$s"), $v),
	'A::setA on A' => fn(string $s, $v) => ("setViaA$s")(new ("A$s"), $v),
];
$src = file("$dir/weak.php");
$lineOf = ['A::setA on B' => 3, 'A::setA on A' => 3, 'B::setB' => 4, 'C::setC' => 5, 'setOut' => 6];
$expected = [];
// Three rounds, every writer in turn: the cache's entries for the name
// "x" are replaced back and forth.
for ($round = 0; $round < 3; $round++) {
	foreach ($values as $v) {
		foreach ($writers as $name => $w) {
			try {
				$w('Strict', $v);
				$strict = 'accepts';
			} catch (TypeError $e) {
				$strict = 'rejects';
			}
			try {
				$w('Weak', $v);
				$weak = 'accepts';
			} catch (TypeError $e) {
				$weak = 'rejects';
			}
			if ($round === 0 && $strict === 'rejects') {
				// a divergence (weak converts) or a rejection in both: recorded either way
				$expected[$lineOf[$name] . ' ' . get_debug_type($v)] = true;
			}
		}
	}
}
$got = [];
foreach (st_records(realpath("$dir/weak.php")) as $r) {
	// 8.3+ name true and false as given types
	$got[$r['line'] . ' ' . (in_array($r['given'], ['true', 'false'], true) ? 'bool' : $r['given'])] = true;
}
ksort($expected);
ksort($got);
var_dump(array_keys($got) === array_keys($expected));
echo implode("\n", array_keys($got)), "\n";
// each record names the property the engine checked
foreach (st_records(realpath("$dir/weak.php")) as $r) {
	$want = ['3' => 'int', '4' => 'string', '5' => '?float', '6' => '?float'][$r['line']];
	if ($r['declared'] !== $want) {
		echo "line {$r['line']}: declared {$r['declared']}, want $want\n";
	}
}
?>
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/st_prop_cache_' . getmypid();
@unlink("$dir/weak.php");
@unlink("$dir/strict.php");
@rmdir($dir);
?>
--EXPECT--
bool(true)
3 bool
3 float
3 null
3 string
4 bool
4 float
4 int
4 null
5 bool
5 string
6 bool
6 string
