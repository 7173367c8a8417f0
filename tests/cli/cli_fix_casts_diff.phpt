--TEST--
cli: fix --casts keeps the file's formatting (tabs, comments, an argument over lines, named arguments, blank lines): a simple expression gets (string) $x, a compound one (string) (…), a typed property of the class a bare cast; the diff has a hunk per change; --write gives the same file, which lints and prints what the weak file printed
--EXTENSIONS--
scalar_types
tokenizer
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('fix_casts_diff');
copy(__DIR__ . '/casts/format_app.inc', "$dir/app.php");
$before = shell_exec(escapeshellarg(PHP_BINARY) . ' -n ' . escapeshellarg("$dir/app.php") . ' 2>&1');
cli_run(['run', '--', PHP_BINARY, "$dir/app.php"], $dir);
// the report's readiness: text, JSON and the HTML file page
[$json] = cli_run(['report', '--format', 'json'], $dir);
$row = json_decode($json, true)['files'][0];
echo "report: {$row['status']} (casts {$row['casts']}, decisions {$row['decisions']})\n";
cli_run(['report', '--format', 'html', '--output', "$dir/html"], $dir);
$page = glob("$dir/html/f/*app.php.html")[0] ?? null;
echo "HTML file page: ", $page && str_contains(file_get_contents($page), 'strict-ready with 6 cast(s)') ? 'says so' : 'NOT', "\n";
cli_rmdir("$dir/html");
[$diff, $err, $rc] = cli_run(['fix', '--casts', '--strict-ready'], $dir);
echo "diff: exit $rc\n$diff", str_replace($dir, 'DIR', $err);
[$out, $err, $rc] = cli_run(['fix', '--casts', '--strict-ready', '--write'], $dir);
echo "--write: exit $rc\n", str_replace($dir, 'DIR', $out . $err);
echo "lint: ", trim(shell_exec(escapeshellarg(PHP_BINARY) . ' -n -l ' . escapeshellarg("$dir/app.php") . ' 2>&1')) === "No syntax errors detected in $dir/app.php" ? 'ok' : 'FAILED', "\n";
$after = shell_exec(escapeshellarg(PHP_BINARY) . ' -n ' . escapeshellarg("$dir/app.php") . ' 2>&1');
echo "output: ", $after === $before ? 'the same' : "DIFFERENT:\n$before---\n$after", "\n";
// the diff, applied line by line to the original, gives the written file
$old = explode("\n", file_get_contents(__DIR__ . '/casts/format_app.inc'));
$new = [];
$at = 0;
foreach (explode("\n", $diff) as $l) {
	if (preg_match('/^@@ -(\d+)/', $l, $m)) {
		for (; $at < (int) $m[1] - 1; $at++) {
			$new[] = $old[$at];
		}
	} elseif (str_starts_with($l, '+') && !str_starts_with($l, '+++')) {
		$new[] = substr($l, 1);
	} elseif (str_starts_with($l, '-') && !str_starts_with($l, '---')) {
		$at++;
	} elseif (str_starts_with($l, ' ')) {
		$new[] = $old[$at++];
	}
}
$new = array_merge($new, array_slice($old, $at));
echo "diff applied: ", implode("\n", $new) === file_get_contents("$dir/app.php") ? 'the written file' : 'DIFFERENT', "\n";
cli_rmdir($dir);
?>
--EXPECT--
report: 6 divergent call(s): strict-ready with 6 cast(s) (casts 6, decisions 0)
HTML file page: says so
diff: exit 0
--- a/app.php
+++ b/app.php
@@ -1,4 +1,5 @@
 <?php
+declare(strict_types=1);
 class Counter
 {
 	public string $label = "";
@@ -9,12 +10,12 @@
 
 	public function text(): string
 	{
-		return $this->n; // as text
+		return (string) $this->n; // as text
 	}
 
 	public function name(int $id): void
 	{
-		$this->label = $id;
+		$this->label = \is_int($id) ? (string) $id : $id;
 	}
 }
 
@@ -24,12 +25,12 @@
 echo $c->text(), "\n";
 $c->name($n);
 echo str_pad(
-	$n * 2, // doubled
+	(string) ($n * 2), // doubled
 	5,
 	pad_type: STR_PAD_LEFT,
-	pad_string: $n
+	pad_string: \is_int($n) ? (string) $n : $n
 ), "\n";
-echo strlen(count($items)), "\n";
+echo strlen((string) count($items)), "\n";
 
 
 
@@ -38,4 +39,4 @@
 
 
 
-echo ucfirst($n), "\n";
+echo ucfirst(\is_int($n) ? (string) $n : $n), "\n";
--write: exit 0
DIR/app.php: 6 conversion(s) written, declare(strict_types=1) added
lint: ok
output: the same
diff applied: the written file
