--TEST--
cli: fix prints its diff with paths relative to the current directory (or --base-dir), so patch -p1 and git apply take it from there; a file outside is left out with a reason
--EXTENSIONS--
scalar_types
tokenizer
--SKIPIF--
<?php if (!trim((string) shell_exec('command -v patch'))) die('skip patch not installed'); ?>
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('fix_patch');
mkdir("$dir/app/src", 0700, true);
mkdir("$dir/outside");
file_put_contents("$dir/app/src/f.php", "<?php\necho str_repeat('ab', 2), \"\\n\";\n");
file_put_contents("$dir/outside/g.php", "<?php\necho str_repeat('c', 3), \"\\n\";\n");
file_put_contents("$dir/app/main.php", "<?php\nrequire __DIR__ . '/src/f.php';\nrequire '$dir/outside/g.php';\necho str_pad('x', 3), \"|\\n\";\n");
// run from the project, as a user does: it is the project fix keeps to
[, , $rc] = cli_run(['run', '--report-dir', "$dir/r", '--', "$dir/app/main.php"], "$dir/app");
echo "run exit $rc\n";
shell_exec('cp -R ' . escapeshellarg("$dir/app") . ' ' . escapeshellarg("$dir/copy"));

[$out, $err, $rc] = cli_run(['fix', '--strict-ready', '--report', "$dir/r"], "$dir/app");
echo "diff from app/: exit $rc\n", str_replace($dir, 'DIR', $out . $err);
file_put_contents("$dir/fix.diff", $out);
exec('cd ' . escapeshellarg("$dir/copy") . ' && patch -p1 --dry-run < ' . escapeshellarg("$dir/fix.diff") . ' 2>&1', $lines, $prc);
echo "patch -p1 --dry-run in a copy: exit $prc: ", implode(' / ', $lines), "\n";
exec('cd ' . escapeshellarg("$dir/copy") . ' && patch -p1 -s < ' . escapeshellarg("$dir/fix.diff") . ' 2>&1', $lines, $prc);
echo "applied: exit $prc, ", json_encode(file_get_contents("$dir/copy/src/f.php")), "\n";

[$out2, , $rc] = cli_run(['fix', '--strict-ready', '--report', "$dir/r", '--base-dir', "$dir/app", "$dir/app/src"], '/');
echo "--base-dir from /, PATH src: exit $rc, the same diff for src/f.php: ", $out2 === strstr($out, '--- a/src/f.php') ? 'yes' : "no\n$out2", "\n";
exec('cd ' . escapeshellarg("$dir/app") . ' && git init -q . && git apply --check -v ' . escapeshellarg("$dir/fix.diff") . ' 2>&1', $lines, $grc);
echo "git apply --check: exit $grc\n";
cli_rmdir($dir);
?>
--EXPECT--
run exit 0
diff from app/: exit 0
--- a/main.php
+++ b/main.php
@@ -1,4 +1,5 @@
 <?php
+declare(strict_types=1);
 require __DIR__ . '/src/f.php';
 require 'DIR/outside/g.php';
 echo str_pad('x', 3), "|\n";
--- a/src/f.php
+++ b/src/f.php
@@ -1,2 +1,3 @@
 <?php
+declare(strict_types=1);
 echo str_repeat('ab', 2), "\n";
scalar-types: 1 file(s) outside the project DIR/app left out (0 under vendor/, 1 strict-ready): name them as PATH, or --all-files
patch -p1 --dry-run in a copy: exit 0: checking file main.php / checking file src/f.php
applied: exit 0, "<?php\ndeclare(strict_types=1);\necho str_repeat('ab', 2), \"\\n\";\n"
--base-dir from /, PATH src: exit 0, the same diff for src/f.php: yes
git apply --check: exit 0
