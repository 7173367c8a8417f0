--TEST--
cli: fix --write replaces each file at once (a new inode renamed over it, its mode kept, no temporary file left) and refuses a file changed since the run that judged it, by the hash run recorded; without a record, by an mtime after the reports
--EXTENSIONS--
scalar_types
tokenizer
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('fix_write_atomic');
$call = "echo str_repeat('ab', 2), \"\\n\";\n";
file_put_contents("$dir/kept.php", "<?php\n$call");
file_put_contents("$dir/edited.php", "<?php\n$call");
file_put_contents("$dir/main.php", "<?php\nrequire __DIR__ . '/kept.php';\nrequire __DIR__ . '/edited.php';\n");
chmod("$dir/kept.php", 0640);
[, , $rc] = cli_run(['run', '--', PHP_BINARY, "$dir/main.php"], $dir);
echo "run: exit $rc\n";
// edited after the run: what the run judged is not what would be written
file_put_contents("$dir/edited.php", "<?php\n$call// a change since\n");
clearstatcache();
$ino = fileinode("$dir/kept.php");
[$out, $err, $rc] = cli_run(['fix', '--strict-ready', '--write', "$dir/kept.php", "$dir/edited.php"], $dir);
echo "fix --write: exit $rc\n", str_replace($dir, 'DIR', $out . $err);
clearstatcache();
printf("kept.php: %s, mode %o, %s inode\n", str_contains(file_get_contents("$dir/kept.php"), 'strict_types=1') ? 'declared' : 'unchanged',
	fileperms("$dir/kept.php") & 0777, fileinode("$dir/kept.php") === $ino ? 'the same' : 'a new');
echo "edited.php: ", str_contains(file_get_contents("$dir/edited.php"), 'strict_types') ? 'declared' : 'unchanged', "\n";
echo "left in DIR: ", implode(' ', array_diff(scandir($dir), ['.', '..'])), "\n";

// reports without run's record (written elsewhere, copied): a file
// modified after the reports were written is refused
mkdir("$dir/copy");
copy("$dir/.scalar-types/" . basename(glob("$dir/.scalar-types/*.jsonl")[0]), "$dir/copy/r.jsonl");
touch("$dir/copy/r.jsonl", time() - 100);
touch("$dir/edited.php", time() - 50);
[$out, $err, $rc] = cli_run(['fix', '--strict-ready', '--report', "$dir/copy", '--dry-run', "$dir/edited.php"], $dir);
echo "no run record: exit $rc\n", str_replace($dir, 'DIR', $out . $err);
cli_rmdir($dir);
?>
--EXPECT--
run: exit 0
fix --write: exit 0
DIR/kept.php: declare(strict_types=1) added
scalar-types: DIR/edited.php: changed since the run that judged it; skipped (run again to judge it as it is)
scalar-types: 1 file(s) outside the PATHs named left out (0 under vendor/, 0 strict-ready): name them as PATH, or --all-files
kept.php: declared, mode 640, a new inode
edited.php: unchanged
left in DIR: .scalar-types edited.php kept.php main.php
no run record: exit 0
scalar-types: DIR/edited.php: modified after the reports were written (no hash recorded: reports not written by run); skipped (run again to judge it as it is)
scalar-types: 2 file(s) outside the PATHs named left out (0 under vendor/, 1 strict-ready): name them as PATH, or --all-files
scalar-types: no strict-ready file to change
