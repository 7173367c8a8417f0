<?php
// A deploy that rewrites a file under a running server: each request
// includes version.php, then writes the next request's version of it. What
// a request runs is what OPcache's cache holds, judged or not.
require __DIR__ . '/common.php';
$n = st_request();
include __DIR__ . '/version.php';
echo "request $n: version.php says v", version(), ' (', var_export(Version::LABEL, true), ")\n";
st_show("request $n");
$next = $n + 1;
file_put_contents(__DIR__ . '/version.php', <<<PHP
<?php
function version(): int
{
	return "$next";
}

class Version
{
	const LABEL = 'v$next';
}

PHP);
// dated in the past, each rewrite a second later than the one before, so
// that the file's age (opcache.file_update_protection) decides nothing
touch(__DIR__ . '/version.php', 1600000000 + $next);
