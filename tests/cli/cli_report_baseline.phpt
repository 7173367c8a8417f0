--TEST--
cli: report --baseline-write records today's sites; --baseline --fail-on-new passes after unrelated edits (lines shifted by a blank line and a comment, code moved), fails on a new divergence and names it (kinds and texts the same on 8.2 to 8.5), and lists a baseline entry no site matches as stale
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('baseline');
@mkdir("$dir/src");
$app = function (string $extra = '', string $top = '') use ($dir) {
	file_put_contents("$dir/src/lib.php", "<?php\n{$top}class Cart {\n\tpublic function add(int \$qty) {}\n\tpublic function load(array \$row) {\n\t\t\$this->add(\$row['qty']);\n\t}\n}\nfunction fmt(\$v) { return intdiv(\$v, 1); }\n");
	file_put_contents("$dir/app.php", "<?php\nrequire __DIR__ . '/src/lib.php';\n\$c = new Cart;\n\$c->load(['qty' => '3']);\necho fmt('1234'), \"\\n\";\n\$f = fn(\$x) => str_repeat('-', \$x);\n\$f('2');\n$extra");
};
$run = function () use ($dir) {
	cli_rmdir("$dir/r");
	mkdir("$dir/r");
	[, $err, $rc] = cli_run(['run', '--report-dir', "$dir/r", '--', PHP_BINARY, "$dir/app.php"], $dir);
	return $rc;
};
$report = function (array $args) use ($dir) {
	[$out, $err, $rc] = cli_run(['report', ...$args, "$dir/r"], $dir);
	return [$out, trim(str_replace($dir, 'DIR', $err)), $rc];
};
mkdir("$dir/r");

$app();
echo "run: exit ", $run(), "\n";
[, $err, $rc] = $report(['--baseline-write', "$dir/baseline.json"]);
echo "write: exit $rc, $err\n";
$b = json_decode(file_get_contents("$dir/baseline.json"), true);
foreach ($b['sites'] as $s) {
	echo "  {$s['file']} [{$s['scope']}] {$s['function']} #{$s['arg']} {$s['coercion']}\n";
}

// unrelated edits: a comment and a blank line above the class, a new line of output at the end
$app("echo 'done', \"\\n\";\n", "// carts\n\n");
echo "run after unrelated edits: exit ", $run(), "\n";
[$json, $err, $rc] = $report(['--format', 'json', '--baseline', "$dir/baseline.json", '--fail-on-new']);
$j = json_decode($json, true);
echo "  --fail-on-new: exit $rc, new {$j['baseline']['new']}, known {$j['baseline']['known']}, stale ", count($j['baseline']['stale']), "\n";

// a new divergence, and one of the old ones gone
$app("\$c->add(2.0);\n");
file_put_contents("$dir/app.php", str_replace("\$f('2');\n", "\$f(2);\n", file_get_contents("$dir/app.php")));
echo "run with a new divergence: exit ", $run(), "\n";
[$out, $err, $rc] = $report(['--baseline', "$dir/baseline.json", '--fail-on-new']);
echo "  --fail-on-new: exit $rc, $err\n";
foreach (explode("\n", $out) as $l) {
	if (preg_match('/^  (new|stale) /', $l)) {
		echo "  ", str_replace($dir, 'DIR', trim($l)), "\n";
	}
}
[, $err, $rc] = $report(['--fail-on-new']);
echo "--fail-on-new alone: exit $rc, ", strtok($err, "\n"), "\n";
[, $err, $rc] = $report(['--baseline', "$dir/app.php"]);
echo "not a baseline: exit $rc, $err\n";
cli_rmdir($dir);
?>
--EXPECT--
run: exit 0
write: exit 0, scalar-types: baseline of 3 site(s) written to DIR/baseline.json
  app.php [{closure}] str_repeat #2 numeric_string_to_int
  src/lib.php [Cart::load] Cart::add #1 numeric_string_to_int
  src/lib.php [fmt] intdiv #1 numeric_string_to_int
run after unrelated edits: exit 0
  --fail-on-new: exit 0, new 0, known 3, stale 0
run with a new divergence: exit 0
  --fail-on-new: exit 3, scalar-types: 1 site(s) not in the baseline DIR/baseline.json
  new    app.php:8  float_to_int  Cart::add(): Argument #1 ($qty) must be of type int, float given
  stale  app.php ({closure}, was line 6)  str_repeat #2 numeric_string_to_int
--fail-on-new alone: exit 2, scalar-types: --fail-on-new needs --baseline FILE
not a baseline: exit 1, scalar-types: DIR/app.php: not a scalar-types baseline (format 1)
