<?php
// A file written just now (an upload, a generated file) is too young for
// OPcache to cache: it compiles it as the engine does without OPcache, and
// a judged request must run it so too.
require __DIR__ . '/common.php';
$n = st_request();
st_show("request $n");
file_put_contents(__DIR__ . '/fresh.php', <<<PHP
<?php
// B is used above its declaration, and its parent A is declared after it
echo "fresh.php of request $n: ";
var_dump(new B);

class B extends A
{
}

class A
{
	public int \$n = $n;
}

PHP);
include __DIR__ . '/fresh.php';
