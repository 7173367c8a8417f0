--TEST--
ini: an empty scalar_types.compare_sites means what leaving it unset means (arguments, returns and properties watched), not "watch nothing"
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../helpers/compare_helpers.inc';
$file = st_script('sites_empty', <<<'PHP'
<?php
function a(int $x) { return $x; }
function r($x): int { return $x; }
class P { public int $p = 0; }
a("1");
r("2");
$o = new P;
$o->p = "3";
foreach (scalar_types_report() as $rec) echo $rec['site'], ' ';
echo "| ", json_encode(ini_get('scalar_types.compare_sites')), "\n";
PHP);
foreach (['unset' => [], 'empty' => ['scalar_types.compare_sites' => ''], 'blank' => ['scalar_types.compare_sites' => ' ']] as $name => $ini) {
	[$out, $err] = st_child($file, $ini + ['scalar_types.mode' => 'compare']);
	echo "$name: ", $out, $err;
}
unlink($file);
?>
--EXPECT--
unset: argument return property | "arguments,returns,properties"
empty: argument return property | ""
blank: argument return property | " "
