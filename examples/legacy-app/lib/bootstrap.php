<?php
// Configuration the way old apps do it (seed: ini_set('precision', 14),
// ini_set('display_errors', 1) and ini_set('display_errors', true)).
// ini_set()'s $value is string|int|float|bool|null, so none of these is a
// TypeError in strict mode, whatever 2015's patch did.

ini_set('precision', 14);
ini_set('display_errors', 1);
ini_set('display_errors', true);
error_reporting(E_ALL);

// Notices are collected and printed at the end, with paths relative to the
// app, so that the output does not depend on where the app lives.
$GLOBALS['app_notices'] = [];
set_error_handler(function ($level, $message, $file, $line) {
	$kind = $level === E_DEPRECATED ? 'deprecated' : 'notice';
	$GLOBALS['app_notices'][] = sprintf('%s: %s (%s:%d)', $kind, $message,
		substr($file, strlen(dirname(__DIR__)) + 1), $line);
	return true;
});

function finish()
{
	echo "== notices\n";
	foreach ($GLOBALS['app_notices'] as $notice) {
		echo $notice, "\n";
	}
	echo "done\n";
}
