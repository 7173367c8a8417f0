--TEST--
compare: the report's tables and texts live outside the request heap: memory_get_usage() deltas around 300 new divergent sites are what they are without the extension (php-src serialize/bug81142 saw 664 bytes)
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$calls = '';
for ($i = 0; $i < 100; $i++) {
	// each on a line of its own: 300 new sites, user and internal callees
	$calls .= "f('$i');\nstr_repeat('a', '2');\nabs('-$i');\n";
}
$file = st_script('memory', "<?php
function f(int \$x) { return \$x; }
f(1); str_repeat('a', 2); abs(-1);      // first calls: the engine's own caches
\$m0 = memory_get_usage();
$calls\$d1 = memory_get_usage() - \$m0;
\$m0 = memory_get_usage();
unserialize(serialize(['foo_1' => 1]));
\$d2 = memory_get_usage() - \$m0;
echo \"\$d1 \$d2\\n\";
if (function_exists('scalar_types_report')) fprintf(STDERR, '%d sites', count(scalar_types_report()));
");
[$without] = st_child($file, [], false);
[$with, $err] = st_child($file, ['scalar_types.mode' => 'compare']);
unlink($file);
echo $err, "\n";
echo $with === $without ? "same deltas\n" : "DIFFERENT: with $with without $without";
?>
--EXPECT--
300 sites
same deltas
