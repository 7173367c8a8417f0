--TEST--
registry: eval()'d code is recorded as "FILE(LINE) : eval()'d code", source eval, never inheriting strictness
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../helpers/force_lib.inc';
$dir = st_tmpdir('registry_eval');

function show(string $key): void
{
	$m = scalar_types_file_mode($key);
	echo str_replace([$GLOBALS['dir'], __FILE__], ['DIR', 'TEST'], $key), "\n    ",
		$m === null ? 'null' : "declared={$m['declared']} effective={$m['effective']} forced_by=" . var_export($m['forced_by'], true) . " source={$m['source']}", "\n";
}

$probe = 'try { strlen(5); return "weak"; } catch (TypeError $e) { return "strict"; }';

// from this (weak) file
echo "1: ", eval($probe), "\n";
show(__FILE__ . '(' . (__LINE__ - 1) . ") : eval()'d code");
echo "2: ", eval('declare(strict_types=1); ' . $probe), "\n";
show(__FILE__ . '(' . (__LINE__ - 1) . ") : eval()'d code");
echo "3: ", eval('declare(strict_types=0); ' . $probe), "\n";
show(__FILE__ . '(' . (__LINE__ - 1) . ") : eval()'d code");

// from a strict file: the eval'd code is weak anyway (php-src #7954)
$strict = st_write("$dir/strict.php", "<?php declare(strict_types=1);\n\$probe = " . var_export($probe, true) . ";\nfunction in_fn(\$p) { return eval(\$p); }\n"
	. "return [eval(\$probe), in_fn(\$probe), eval('return eval(\$probe);')];\n");
echo "4: ", implode(' ', include $strict), "\n";
show($strict);
show("$strict(3) : eval()'d code");
show("$strict(4) : eval()'d code");
// nested: the inner eval is named after the outer one
show("$strict(4) : eval()'d code(1) : eval()'d code");

$mine = array_filter(scalar_types_files(), fn($m) => $m['source'] === 'eval');
echo "eval entries: ", count($mine), "\n";
?>
--EXPECT--
1: weak
TEST(15) : eval()'d code
    declared=none effective=weak forced_by=NULL source=eval
2: strict
TEST(17) : eval()'d code
    declared=strict_types=1 effective=strict forced_by=NULL source=eval
3: weak
TEST(19) : eval()'d code
    declared=strict_types=0 effective=weak forced_by=NULL source=eval
4: weak weak weak
DIR/strict.php
    declared=strict_types=1 effective=strict forced_by=NULL source=compiled
DIR/strict.php(3) : eval()'d code
    declared=none effective=weak forced_by=NULL source=eval
DIR/strict.php(4) : eval()'d code
    declared=none effective=weak forced_by=NULL source=eval
DIR/strict.php(4) : eval()'d code(1) : eval()'d code
    declared=none effective=weak forced_by=NULL source=eval
eval entries: 6
