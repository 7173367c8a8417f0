--TEST--
cli: the coercion kinds the CLI explains (KIND_TEXT in cli/rules.php) are exactly those the C rules name (scalar_types_kind_names in src/rules/coercion.c), plus the CLI's "rejected" for a record without a coercion
--FILE--
<?php
// Both tables are read as text: neither file is included or compiled. A
// missing file or table is a failure (the test prints what it could not
// find), never a skip.
$root = dirname(__DIR__, 2);
$cFile = __DIR__ . '/../../src/rules/coercion.c';
$cliFile = $root . '/cli/rules.php';

function table(string $file, string $start, string $end): ?string
{
	$src = @file_get_contents($file);
	if ($src === false) {
		echo "cannot read $file\n";
		return null;
	}
	$at = strpos($src, $start);
	if ($at === false) {
		echo "no `$start` in $file\n";
		return null;
	}
	$close = strpos($src, $end, $at);
	if ($close === false) {
		echo "no end of `$start` in $file\n";
		return null;
	}
	return substr($src, $at + strlen($start), $close - $at - strlen($start));
}

// static const char *const scalar_types_kind_names[ST_KIND__COUNT] = { NULL, "int_to_float", ... };
$c = [];
$body = table($cFile, 'scalar_types_kind_names[ST_KIND__COUNT] = {', '};');
if ($body !== null) {
	$body = preg_replace(['~/\*.*?\*/~s', '~//[^\n]*~'], '', $body);
	preg_match_all('/"([^"\\\\]*)"/', $body, $m);
	$c = $m[1];
}

// const KIND_TEXT = [ 'int_to_float' => '...', ... ];
$cli = [];
$body = table($cliFile, 'const KIND_TEXT = [', '];');
if ($body !== null) {
	preg_match_all("/^\s*'([^'\\\\]+)'\s*=>/m", $body, $m);
	$cli = $m[1];
}

$count = fn(array $names) => count($names) >= 20 ? 'at least 20' : count($names);
echo "C kinds: ", $count($c), ", duplicates: ", implode(' ', array_keys(array_filter(array_count_values($c), fn($n) => $n > 1))) ?: 'none', "\n";
echo "CLI kinds: ", $count($cli), ", duplicates: ", implode(' ', array_keys(array_filter(array_count_values($cli), fn($n) => $n > 1))) ?: 'none', "\n";
// "rejected" is the CLI's name for a record whose coercion is null (a
// TypeError in both modes): no C kind may take that name
echo "CLI has \"rejected\": ", in_array('rejected', $cli, true) ? 'yes' : 'no', "\n";
echo "C names \"rejected\": ", in_array('rejected', $c, true) ? 'yes' : 'no', "\n";
$cli = array_values(array_diff($cli, ['rejected']));
echo "missing from KIND_TEXT (cli/rules.php): ", implode(' ', array_diff($c, $cli)) ?: 'none', "\n";
echo "missing from scalar_types_kind_names (src/rules/coercion.c): ", implode(' ', array_diff($cli, $c)) ?: 'none', "\n";
?>
--EXPECT--
C kinds: at least 20, duplicates: none
CLI kinds: at least 20, duplicates: none
CLI has "rejected": yes
C names "rejected": no
missing from KIND_TEXT (cli/rules.php): none
missing from scalar_types_kind_names (src/rules/coercion.c): none
