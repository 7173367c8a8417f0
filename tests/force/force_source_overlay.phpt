--TEST--
force: scalar_types.source_overlay compiles DIR + a file's absolute path in place of the file, under the file's name (__FILE__, __LINE__, included_files, include_once, include_path as without it), forced strict by strict_paths; a file without a copy is read from disk; an unsafe or relative directory is refused with a warning
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../helpers/force_lib.inc';
$dir = st_tmpdir('force_overlay');
st_write("$dir/lib/conv.php", "<?php\nfunction conv(\$n) { return strlen(\$n); }\nreturn __FILE__ . ':' . __LINE__;\n");
st_write("$dir/lib/plain.php", "<?php\nreturn 'plain from disk';\n");
$main = st_write("$dir/main.php", <<<'PHP'
<?php
set_include_path(__DIR__ . '/lib');
$where = require 'conv.php';
echo "conv.php: $where\n";
var_dump(include_once __DIR__ . '/lib/conv.php');
echo include 'plain.php', "\n";
try { echo conv(12345), "\n"; } catch (TypeError $e) { echo 'TypeError: ', $e->getMessage(), "\n"; }
echo count(get_included_files()), " files included\n";
echo json_encode(scalar_types_file_mode(__DIR__ . '/lib/conv.php')), "\n";
PHP);
// the copy: the same lines, the argument converted
$ov = "$dir/overlay";
st_write($ov . "$dir/lib/conv.php", "<?php\nfunction conv(\$n) { return strlen((string) \$n); }\nreturn __FILE__ . ':' . __LINE__;\n");
chmod($ov, 0700);
$strict = ['scalar_types.mode' => 'compare', 'scalar_types.strict_paths' => "$dir/lib/conv.php"];
foreach (['from disk, forced strict' => $strict, 'the copy, forced strict' => $strict + ['scalar_types.source_overlay' => $ov]] as $what => $ini) {
	$r = st_php($ini, [$main]);
	echo "== $what: exit {$r['rc']}\n", str_replace($dir, 'DIR', $r['out'] . $r['err']);
}
mkdir("$dir/open", 0777);
chmod("$dir/open", 0777);
foreach (['relative/dir', "$dir/none", "$dir/open"] as $bad) {
	$r = st_php(['scalar_types.source_overlay' => $bad, 'scalar_types.mode' => 'compare'], [$main]);
	echo "== source_overlay=", str_replace($dir, 'DIR', $bad), ": exit {$r['rc']}\n", str_replace($dir, 'DIR', strtok($r['out'] . $r['err'], "\n")), "\n";
}
st_rmtree($dir);
?>
--EXPECT--
== from disk, forced strict: exit 0
conv.php: DIR/lib/conv.php:3
bool(true)
plain from disk
TypeError: strlen(): Argument #1 ($string) must be of type string, int given
3 files included
{"declared":"none","effective":"strict","forced_by":"scalar_types.strict_paths","source":"compiled"}
== the copy, forced strict: exit 0
conv.php: DIR/lib/conv.php:3
bool(true)
plain from disk
5
3 files included
{"declared":"none","effective":"strict","forced_by":"scalar_types.strict_paths","source":"compiled"}
== source_overlay=relative/dir: exit 0
Warning: PHP Startup: Invalid scalar_types.source_overlay "relative/dir": expected an absolute path to a directory that only its owner (this user or root) can write; no file is replaced in Unknown on line 0
== source_overlay=DIR/none: exit 0
Warning: PHP Startup: Invalid scalar_types.source_overlay "DIR/none": expected an absolute path to a directory that only its owner (this user or root) can write; no file is replaced in Unknown on line 0
== source_overlay=DIR/open: exit 0
Warning: PHP Startup: Invalid scalar_types.source_overlay "DIR/open": expected an absolute path to a directory that only its owner (this user or root) can write; no file is replaced in Unknown on line 0
