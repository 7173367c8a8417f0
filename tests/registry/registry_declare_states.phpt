--TEST--
registry: declared and effective strict_types state of included files (none, =0, =1, with ticks)
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../helpers/force_lib.inc';
$dir = st_tmpdir('registry_states');

// Each file reports what the engine really did with strlen(5) (a builtin the
// compiler turns into an opcode) and with a user function taking int.
$body = <<<'PHP'
$f = function (int $x) { return $x; };
$r = [];
try { strlen(5); $r[] = 'strlen:weak'; } catch (TypeError $e) { $r[] = 'strlen:strict'; }
try { $f("5"); $r[] = 'user:weak'; } catch (TypeError $e) { $r[] = 'user:strict'; }
return implode(' ', $r);
PHP;

$files = [
	'none' => "<?php\n",
	'zero' => "<?php declare(strict_types=0);\n",
	'one' => "<?php declare(strict_types=1);\n",
	'upper_case_name' => "<?php declare(STRICT_TYPES=1);\n",
	'ticks_only' => "<?php declare(ticks=1);\n",
	'ticks_and_strict' => "<?php declare(ticks=1, strict_types=1);\n",
	'ticks_and_zero' => "<?php declare(ticks=1, strict_types=0);\n",
	'ticks_then_strict' => "<?php declare(ticks=1); declare(strict_types=1);\n",
	'comment_first' => "<?php /* licence */ // more\ndeclare(strict_types=1);\n",
	'shebang' => "#!/usr/bin/env php\n<?php declare(strict_types=1);\n",
	'inline_html_first' => "<p>hello</p>\n<?php\n",
];
$paths = [];
foreach ($files as $name => $head) {
	$paths[$name] = st_write("$dir/$name.php", $head . $body);
}
// one without any PHP code at all
$paths['html_only'] = st_write("$dir/html_only.php", "plain text\n");

foreach ($paths as $name => $path) {
	ob_start();
	$ran = include $path;
	$echoed = ob_get_clean();
	$m = scalar_types_file_mode($path);
	printf("%-18s declared=%-14s effective=%-6s forced_by=%s source=%s | %s\n", $name, $m['declared'],
		$m['effective'], var_export($m['forced_by'], true), $m['source'], is_string($ran) ? $ran : trim($echoed));
}

// including a file again keeps one entry with the same state
include $paths['one'];
include $paths['none'];
$mine = array_filter(scalar_types_files(), fn($k) => str_starts_with($k, $dir), ARRAY_FILTER_USE_KEY);
echo "entries: ", count($mine), "\n";
echo "order kept: ", array_keys($mine) === array_values($paths) ? 'yes' : 'no', "\n";
echo "own file: ", scalar_types_file_mode(__FILE__)['declared'], "/", scalar_types_file_mode(__FILE__)['effective'], "\n";
?>
--EXPECT--
none               declared=none           effective=weak   forced_by=NULL source=compiled | strlen:weak user:weak
zero               declared=strict_types=0 effective=weak   forced_by=NULL source=compiled | strlen:weak user:weak
one                declared=strict_types=1 effective=strict forced_by=NULL source=compiled | strlen:strict user:strict
upper_case_name    declared=strict_types=1 effective=strict forced_by=NULL source=compiled | strlen:strict user:strict
ticks_only         declared=none           effective=weak   forced_by=NULL source=compiled | strlen:weak user:weak
ticks_and_strict   declared=strict_types=1 effective=strict forced_by=NULL source=compiled | strlen:strict user:strict
ticks_and_zero     declared=strict_types=0 effective=weak   forced_by=NULL source=compiled | strlen:weak user:weak
ticks_then_strict  declared=strict_types=1 effective=strict forced_by=NULL source=compiled | strlen:strict user:strict
comment_first      declared=strict_types=1 effective=strict forced_by=NULL source=compiled | strlen:strict user:strict
shebang            declared=strict_types=1 effective=strict forced_by=NULL source=compiled | strlen:strict user:strict
inline_html_first  declared=none           effective=weak   forced_by=NULL source=compiled | strlen:weak user:weak
html_only          declared=none           effective=weak   forced_by=NULL source=compiled | plain text
entries: 12
order kept: yes
own file: none/weak
