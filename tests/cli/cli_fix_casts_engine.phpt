--TEST--
cli: fix --casts, checked against the engine: the converted file, declared strict, gives every value the weak file gave, with the same warnings and deprecations, for every kind it converts (arguments of user and built-in functions, returns, typed properties; guarded, bare and literal forms); values the run never saw are refused by strict mode or converted as weak mode did, never converted where weak mode threw
--EXTENSIONS--
scalar_types
tokenizer
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('fix_casts_engine');
copy(__DIR__ . '/casts/engine_sites.inc', "$dir/sites.php");
copy(__DIR__ . '/casts/values.inc', "$dir/values.inc");
copy("$dir/sites.php", "$dir/orig.php");
// the engine's own answers: the weak file, no extension loaded
$php = fn(string $file, string $set): string => shell_exec(escapeshellarg(PHP_BINARY) . ' -n -d error_reporting=-1 '
	. escapeshellarg("$dir/$file") . " $set 2>&1");
$weakSeen = $php('sites.php', 'seen');
[, , $rc] = cli_run(['run', '--', PHP_BINARY, "$dir/sites.php", 'seen'], $dir);
echo "run: exit $rc\n";
// the catch block's line never runs with the seen values: --min-coverage 0
[$out, $err, $rc] = cli_run(['fix', '--casts', '--strict-ready', '--write', '--min-coverage', '0', "$dir/sites.php"], $dir);
echo "fix --casts --strict-ready --write: exit $rc\n", str_replace($dir, 'DIR', $out . $err);
$new = file_get_contents("$dir/sites.php");
echo "declared: ", str_contains($new, "<?php\ndeclare(strict_types=1);\n") ? 'yes' : 'no', "\n";
// the conversions written, one per line changed
$a = explode("\n", file_get_contents("$dir/orig.php"));
$b = explode("\n", $new);
array_splice($b, 1, 1);
foreach ($b as $i => $l) {
	if ($l !== $a[$i]) {
		echo '  ', trim($l), "\n";
	}
}
$strictSeen = $php('sites.php', 'seen');
printf("seen values: %d results, %s\n", substr_count($weakSeen, "\n"), $strictSeen === $weakSeen ? 'identical' : "DIFFERENT:\n$weakSeen---\n$strictSeen");
// values the run never saw: the weak original against the strict converted file
$w = explode("\n", trim($php('orig.php', 'unseen')));
$s = explode("\n", trim($php('sites.php', 'unseen')));
$n = ['same' => 0, 'refused by strict mode' => 0];
foreach ($w as $i => $line) {
	$other = $s[$i] ?? '';
	[$site] = explode(': ', $line, 2);
	$threw = fn(string $l): bool => (bool) preg_match('/: [A-Za-z]*Error$/', $l);
	if ($line === $other) {
		$n['same']++;
	} elseif ($threw($other) && str_ends_with($other, 'TypeError') && !$threw($line)) {
		$n['refused by strict mode']++;
	} else {
		echo "  unseen value converted unlike weak mode: $line  |  $other\n";
	}
}
printf("unseen values: %d results: %d the same, %d refused by strict mode\n", count($w), $n['same'], $n['refused by strict mode']);
cli_rmdir($dir);
?>
--EXPECT--
run: exit 0
fix --casts --strict-ready --write: exit 0
DIR/sites.php: 15 conversion(s) written, declare(strict_types=1) added
scalar-types: 1 file(s) outside the PATHs named left out (0 under vendor/, 0 strict-ready): name them as PATH, or --all-files
declared: yes
  function rs($v): string { return \is_int($v) || \is_float($v) ? (string) $v : $v; }
  function ri($v): int { return \is_numeric($v) ? +$v : $v; }
  site('us', fn() => us(\is_int($v) || \is_float($v) ? (string) $v : $v), $diag);
  site('strtoupper', fn() => strtoupper(\is_int($v) || \is_float($v) ? (string) $v : $v), $diag);
  site('P::$s', function () use ($p, $v) { $p->s = \is_int($v) || \is_float($v) ? (string) $v : $v; return $p->s; }, $diag);
  site('us stringable', fn() => us($v instanceof \Stringable ? (string) $v : $v), $diag);
  site('strlen stringable', fn() => strlen($v instanceof \Stringable ? (string) $v : $v), $diag);
  site('ui', fn() => ui(\is_numeric($v) ? +$v : $v), $diag);
  site('str_repeat', fn() => str_repeat('x', \is_numeric($v) ? +$v : $v), $diag);
  site('P::$i', function () use ($p, $v) { $p->i = \is_numeric($v) ? +$v : $v; return $p->i; }, $diag);
  site('uf', fn() => uf(\is_numeric($v) ? +$v : $v), $diag);
  site('us arithmetic', fn() => us((string) ($v * 3)), $diag);
  site('us count', fn() => us((string) count([$v, $v])), $diag);
  site('us literal', fn() => us('42'), $diag);
  site('str_repeat literal', fn() => str_repeat('y', (int) '3'), $diag);
seen values: 97 results, identical
unseen values: 142 results: 98 the same, 44 refused by strict mode
