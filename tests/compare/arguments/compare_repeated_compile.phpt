--TEST--
compare: a file included several times (a template in a loop) and the same eval()'d string run several times are one site each, counted per call
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$tpl = st_script('row_tpl', "<?php\necho str_pad(\$row, \"3\", '.'), \"\\n\";\n");
foreach (['a', 'b', 'c'] as $row) {
	include $tpl;
}
for ($i = 0; $i < 3; $i++) {
	eval('intdiv("8", 2);');
}
unlink($tpl);
foreach (scalar_types_report() as $r) {
	echo preg_replace(['~^.*/~', '~_\d+\.php~'], ['', '.php'], $r['file']), ":{$r['line']} {$r['function']} x{$r['count']}\n";
}
?>
--EXPECT--
a..
b..
c..
st_row_tpl.php:2 str_pad x3
compare_repeated_compile.php(8) : eval()'d code:1 intdiv x3
