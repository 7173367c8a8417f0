--TEST--
compare_properties: writes by one literal name reach different properties by class and scope (a parent's private int shadowing a child's string, a nullable float elsewhere), interleaved so the probes' per-request property and site caches are hit and replaced, and one op writing objects of two classes in turn; each write is judged against the property the engine checks, as a strict copy of the same code shows
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
function setAny%2$s($o, $v) { $o->x = $v; }
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
	// one op, objects of two classes in turn
	'setAny on B'  => fn(string $s, $v) => ("setAny$s")(new ("B$s"), $v),
	'setAny on C'  => fn(string $s, $v) => ("setAny$s")(new ("C$s"), $v),
];
$src = file("$dir/weak.php");
$lineOf = ['A::setA on B' => 3, 'A::setA on A' => 3, 'B::setB' => 4, 'C::setC' => 5, 'setOut' => 6,
	'setAny on B' => 8, 'setAny on C' => 8];
$declared = ['A::setA on B' => 'int', 'A::setA on A' => 'int', 'B::setB' => 'string', 'C::setC' => '?float',
	'setOut' => '?float', 'setAny on B' => 'string', 'setAny on C' => '?float'];
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
				$expected[$lineOf[$name] . ' ' . get_debug_type($v) . ' ' . $declared[$name]] = true;
			}
		}
	}
}
$got = [];
foreach (st_records(realpath("$dir/weak.php")) as $r) {
	// 8.3+ name true and false as given types
	$given = in_array($r['given'], ['true', 'false'], true) ? 'bool' : $r['given'];
	$got[$r['line'] . ' ' . $given . ' ' . $r['declared']] = true;
}
ksort($expected);
ksort($got);
var_dump(array_keys($got) === array_keys($expected));
echo implode("\n", array_keys($got)), "\n";
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
3 bool int
3 float int
3 null int
3 string int
4 bool string
4 float string
4 int string
4 null string
5 bool ?float
5 string ?float
6 bool ?float
6 string ?float
8 bool ?float
8 bool string
8 float string
8 int string
8 null string
8 string ?float