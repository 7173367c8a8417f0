<?php
// An app that throws on every diagnostic and asks OPcache about its own
// files. lib.php has a compile-time diagnostic (an optional parameter
// before a required one), which the throwing handler sees where OPcache
// lets it (8.5 on).
set_error_handler(function (int $no, string $msg, string $file, int $line): bool {
	throw new ErrorException($msg, 0, $no, $file, $line);
});
require __DIR__ . '/common.php';
$n = st_request();
try {
	require_once __DIR__ . '/lib.php';
} catch (Throwable $e) {
	echo "request $n: require lib.php: ", get_class($e), ': ', $e->getMessage(), "\n";
}
st_show("request $n");
if (function_exists('pick')) {
	echo "request $n: pick: ", var_export(pick(2, '5'), true), "\n";
}
// each answer asked before anything of its line is printed: a call that
// throws leaves no half line
foreach (['main.php', 'common.php', 'lib.php'] as $f) {
	try {
		$answer = var_export(opcache_is_script_cached(__DIR__ . "/$f"), true);
	} catch (Throwable $e) {
		$answer = get_class($e) . ': ' . $e->getMessage();
	}
	echo "request $n: cached $f: $answer\n";
}
try {
	$s = opcache_get_status(false);
	$answer = var_export(is_array($s) ? $s['opcache_statistics']['num_cached_scripts'] : $s, true);
} catch (Throwable $e) {
	$answer = get_class($e) . ': ' . $e->getMessage();
}
echo "request $n: num_cached_scripts: $answer\n";
echo "request $n: last error: ", error_get_last()['message'] ?? 'none', "\n";
