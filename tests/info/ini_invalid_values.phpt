--TEST--
INI: invalid values warn once at startup and fall back to safe defaults
--EXTENSIONS--
scalar_types
--FILE--
<?php
// Startup warnings go to the child's stderr; run a child so they can be read.
$cmd = [PHP_BINARY, '-n', '-d', 'display_startup_errors=1', '-d', 'error_reporting=-1', '-d', 'log_errors=0', '-d', 'display_errors=stderr',
	'-d', 'extension=' . (getenv('SCALAR_TYPES_SO') ?: dirname(__DIR__, 2) . '/modules/scalar_types.so'),
	'-d', 'scalar_types.mode=bogus', '-d', 'scalar_types.max_sites=-3', '-d', 'scalar_types.value_max_length=abc',
	'-d', 'scalar_types.strict_paths=src/,,[abc,!',
	'-r', 'var_dump(ini_get("scalar_types.mode"), ini_get("scalar_types.max_sites"), ini_get("scalar_types.value_max_length"));'];
$p = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
$out = stream_get_contents($pipes[1]);
$err = stream_get_contents($pipes[2]);
echo $out, $err, "exit: ", proc_close($p), "\n";
?>
--EXPECTF--
string(3) "off"
string(5) "10000"
string(2) "32"
%AWarning: PHP Startup: Invalid scalar_types.mode "bogus": expected "off", "compare" or "standby"; using "off" in Unknown on line 0
%AWarning: PHP Startup: scalar_types.strict_paths: empty entry ignored in Unknown on line 0
%AWarning: PHP Startup: scalar_types.strict_paths: invalid pattern "[abc" ignored (unbalanced '[') in Unknown on line 0
%AWarning: PHP Startup: scalar_types.strict_paths: empty entry ignored in Unknown on line 0
%AWarning: PHP Startup: Invalid scalar_types.max_sites "-3": expected a positive integer; using the default in Unknown on line 0
%AWarning: PHP Startup: Invalid scalar_types.value_max_length "abc": expected a positive integer; using the default in Unknown on line 0
exit: 0
