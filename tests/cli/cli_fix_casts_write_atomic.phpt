--TEST--
cli: fix --casts --write replaces each file at once (a new inode renamed over it, its mode kept, no temporary file left) and refuses a file changed since the run that judged it
--EXTENSIONS--
scalar_types
tokenizer
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('fix_casts_write_atomic');
$lib = "<?php\nfunction width(\$n) { return str_pad('x', \$n); }\n";
file_put_contents("$dir/kept.php", $lib);
file_put_contents("$dir/edited.php", str_replace('width', 'height', $lib));
file_put_contents("$dir/main.php", "<?php\nrequire __DIR__ . '/kept.php';\nrequire __DIR__ . '/edited.php';\n\$n = '3';\necho width(\$n), height(\$n), \"\\n\";\n");
chmod("$dir/kept.php", 0640);
[$out, , $rc] = cli_run(['run', '--', PHP_BINARY, "$dir/main.php"], $dir);
echo "run: exit $rc, $out";
file_put_contents("$dir/edited.php", "// a change since\n", FILE_APPEND);
clearstatcache();
$ino = fileinode("$dir/kept.php");
[$out, $err, $rc] = cli_run(['fix', '--casts', '--strict-ready', '--write', "$dir/kept.php", "$dir/edited.php"], $dir);
echo "fix --casts --write: exit $rc\n", str_replace($dir, 'DIR', $out . $err);
clearstatcache();
printf("kept.php: mode %o, %s inode\n%s", fileperms("$dir/kept.php") & 0777, fileinode("$dir/kept.php") === $ino ? 'the same' : 'a new',
	file_get_contents("$dir/kept.php"));
echo "edited.php: ", str_contains(file_get_contents("$dir/edited.php"), 'is_numeric') ? 'converted' : 'unchanged', "\n";
echo "left in DIR: ", implode(' ', array_diff(scandir($dir), ['.', '..'])), "\n";
cli_rmdir($dir);
?>
--EXPECT--
run: exit 0, x  x  
fix --casts --write: exit 0
DIR/kept.php: 1 conversion(s) written, declare(strict_types=1) added
scalar-types: DIR/edited.php: changed since the run that judged it; skipped (run again to judge it as it is)
scalar-types: 1 file(s) outside the PATHs named left out (0 under vendor/, 1 strict-ready): name them as PATH, or --all-files
kept.php: mode 640, a new inode
<?php
declare(strict_types=1);
function width($n) { return str_pad('x', \is_numeric($n) ? +$n : $n); }
edited.php: unchanged
left in DIR: .scalar-types edited.php kept.php main.php
