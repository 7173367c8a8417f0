--TEST--
cli: fix --casts lists, never edits, every site it cannot convert exactly, with its reason: two calls to the function on the line that the extension cannot tell apart (one in a closure), an unpacked argument, an expression of unknown type, bool and null juggling, lossy kinds, a by-reference parameter, an integral float; the site it can convert is written, and the file is not declared strict
--EXTENSIONS--
scalar_types
tokenizer
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('fix_casts_refusals');
file_put_contents("$dir/app.php", <<<'PHP'
<?php
function us(string $s) { return $s; }
function ui(int $i) { return $i; }
function r(int &$i) { return $i; }
$n = 5; $s = "7"; $args = [3]; $f = 1.5; $t = true;
$g = fn() => us($n); echo us($n), $g(), "\n";
echo us(...$args), "\n";
echo us($n ?: 1), "\n";
echo strlen($t), "\n";
echo @strlen(null), "\n";
echo @ui($f), "\n";
echo r($s), "\n";
echo ui(2.0), "\n";
echo us($n), "\n";
PHP);
copy("$dir/app.php", "$dir/orig.php");
[$out, , $rc] = cli_run(['run', '--', PHP_BINARY, "$dir/app.php"], $dir);
echo "run: exit $rc\n";
[$out, $err, $rc] = cli_run(['fix', '--casts', '--strict-ready', '--dry-run', "$dir/app.php"], $dir);
echo "--dry-run: exit $rc\n", str_replace($dir, 'DIR', $out . $err);
[$out] = cli_run(['report'], $dir);
preg_match('/^app\.php +weak.*$/m', $out, $m);
echo "report: ", preg_replace('/ {2,}/', ' ', $m[0]), "\n";
[$out, $err, $rc] = cli_run(['fix', '--casts', '--strict-ready', '--write', "$dir/app.php"], $dir);
echo "--write: exit $rc\n", str_replace($dir, 'DIR', $out . $err);
$a = explode("\n", file_get_contents("$dir/orig.php"));
foreach (explode("\n", file_get_contents("$dir/app.php")) as $i => $l) {
	if ($l !== $a[$i]) {
		echo "line ", $i + 1, " now: $l\n";
	}
}
cli_rmdir($dir);
?>
--EXPECT--
run: exit 0
--dry-run: exit 0
DIR/app.php: line 14, us() #1 ($s): int_to_string (1 call(s)): guarded `\is_int($n) ? (string) $n : $n`: $n may hold values the run never saw: only ints are converted; strict mode refuses everything else, as weak mode does
DIR/app.php: line 6, us() #1 ($s): int_to_string: left for a decision: 2 calls to us() on line 6: which one is not known
DIR/app.php: line 7, us() #1 ($s): int_to_string: left for a decision: an unpacked (...) argument: no place to write a conversion
DIR/app.php: line 8, us() #1 ($s): int_to_string: left for a decision: `$n ?: 1` is not a plain variable and its type is not known: a cast would also convert values weak mode refuses (assign it to a variable first, or convert it by hand)
DIR/app.php: line 9, strlen() #1 ($string): bool_to_string: left for a decision: bool juggling: often a bug worth a look
DIR/app.php: line 10, strlen() #1 ($string): null_to_string: left for a decision: null juggling: a cast would hide what weak mode does with null (a TypeError, or a deprecation since 8.1 for a built-in)
DIR/app.php: line 11, ui() #1 ($i): fractional_float_to_int: left for a decision: lossy: weak mode loses precision (with a deprecation or warning a cast would hide)
DIR/app.php: line 12, r() #1 ($i): numeric_string_to_int: left for a decision: a by-reference parameter: the call must pass the variable itself (convert the variable before the call)
DIR/app.php: line 13, ui() #1 ($i): float_to_int: left for a decision: no conversion both gives this value and keeps weak mode's refusal of fractional and out-of-range values
--- a/app.php
+++ b/app.php
@@ -11,4 +11,4 @@
 echo @ui($f), "\n";
 echo r($s), "\n";
 echo ui(2.0), "\n";
-echo us($n), "\n";
\ No newline at end of file
+echo us(\is_int($n) ? (string) $n : $n), "\n";
\ No newline at end of file
DIR/app.php: would write 1 conversion(s) (10 call(s) observed, 10 diverged; 9 of 9 lines with sites ran (100 %))
report: app.php weak 10 10 9/9 (100 %) 10 divergent call(s): needs a decision (8 site(s); 1 cast(s) written by fix --casts)
--write: exit 0
DIR/app.php: 1 conversion(s) written
line 14 now: echo us(\is_int($n) ? (string) $n : $n), "\n";
