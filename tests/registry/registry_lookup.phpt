--TEST--
registry: scalar_types_file_mode() for unknown, relative, not yet included and unparsable files; argument checks
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../helpers/force_lib.inc';
$dir = st_tmpdir('registry_lookup');
$ok = st_write("$dir/ok.php", "<?php return 1;\n");
$bad = st_write("$dir/bad.php", "<?php return (;\n");

var_dump(scalar_types_file_mode('/no/such/file.php'));
var_dump(scalar_types_file_mode(''));
var_dump(scalar_types_file_mode($ok));               // exists, never compiled
include $ok;
var_dump(scalar_types_file_mode($ok)['source']);
var_dump(scalar_types_file_mode('ok.php'));           // keys are full paths
var_dump(scalar_types_file_mode("$dir/./ok.php"));   // no normalisation of the argument
var_dump(scalar_types_file_mode("$ok\0junk"));
try {
	include $bad;
} catch (ParseError $e) {
	echo get_class($e), "\n";
}
var_dump(scalar_types_file_mode($bad));              // the parser failed: never compiled
var_dump(array_key_exists(__FILE__, scalar_types_files()));
var_dump(array_key_exists($bad, scalar_types_files()));
try {
	scalar_types_file_mode([]);
} catch (TypeError $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
	scalar_types_file_mode();
} catch (ArgumentCountError $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
	scalar_types_files(1);
} catch (ArgumentCountError $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
// the returned arrays are copies
$all = scalar_types_files();
$all[__FILE__]['effective'] = 'changed';
var_dump(scalar_types_file_mode(__FILE__)['effective']);
?>
--EXPECT--
NULL
NULL
NULL
string(8) "compiled"
NULL
NULL
NULL
ParseError
NULL
bool(true)
bool(false)
TypeError: scalar_types_file_mode(): Argument #1 ($file) must be of type string, array given
ArgumentCountError: scalar_types_file_mode() expects exactly 1 argument, 0 given
ArgumentCountError: scalar_types_files() expects exactly 0 arguments, 1 given
string(4) "weak"
