<?php
// Bootstrap: timezone, autoloader, helpers. No framework.

date_default_timezone_set('UTC');
error_reporting(E_ALL);

spl_autoload_register(function (string $class): void {
	if (strncmp($class, 'App\\', 4) !== 0) {
		return;
	}
	$file = __DIR__ . '/' . str_replace('\\', '/', substr($class, 4)) . '.php';
	if (is_file($file)) {
		require $file;
	}
});

require __DIR__ . '/Http.php';
require __DIR__ . '/helpers.php';

function load_config(string $file): array
{
	$config = parse_ini_file($file, true);
	if ($config === false) {
		throw new RuntimeException("cannot read $file");
	}
	return $config;
}
