--TEST--
compare: object ids (spl_object_id(), var_dump()'s #N) and resource ids are the same with and without the extension after internal functions write through references bound to typed properties and throw (headers_sent()'s chained TypeErrors, sscanf(), str_replace(), preg_replace()), with an exception pending between two writes; weak and strict copies, plain and opcache+JIT
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
// Each object and resource an app can see takes the lowest free id: one
// exception object more or less (a write the extension lost or added), or
// an object or resource kept alive a moment longer, moves every id after it.
$body = <<<'PHP'
class C { public string $s = "x"; public int $i = 7; public bool $b = false; public ?float $f = null; }
function ids(string $at): void {
	$o = new stdClass; $p = new ArrayObject([]); $h = fopen("php://memory", "r");
	echo $at, ": objects ", spl_object_id($o), " ", spl_object_id($p), ", resource ", get_resource_id($h), " ", (int) $h, "\n";
	var_dump($o);
	fclose($h);
}
function t(callable $f): void {
	try { $f(); } catch (Throwable $e) {
		for ($n = 0; $e; $e = $e->getPrevious(), $n++) {
			echo get_class($e), " #", spl_object_id($e), ": ", $e->getMessage(), "\n";
		}
		echo "chain of $n\n";
	}
}
echo "output started\n"; // headers_sent() now gives a file and a line
ids("start");
$keep = new C;
t(function () use ($keep) { var_dump(headers_sent($keep->i, $keep->s), $keep->i, $keep->s); });
ids("after headers_sent(\$i, \$s)");
t(function () { $o = new C; var_dump(headers_sent($o->s, $o->i), $o->s === __FILE__, $o->i); });
ids("after headers_sent(\$s, \$i)");
t(function () { $o = new C; $r = &$o->b; var_dump(headers_sent($o->i, $r), $o); });
ids("after headers_sent(\$i, &\$b)");
t(function () { $o = new C; var_dump(sscanf("abc 5 6", "%s %d %s", $o->i, $o->s, $o->b), $o); });
ids("after sscanf()");
t(function () { $o = new C; var_dump(sscanf("abc 5", "%s %f", $o->i, $o->f), $o); });
ids("after sscanf() to ?float");
t(function () { $o = new C; var_dump(str_replace("a", "b", "aa", $o->s), $o->s); });
t(function () { $o = new C; var_dump(preg_replace("/a/", "b", "aa", -1, $o->b), $o->b); });
ids("after str_replace(), preg_replace()");
$objs = [];
for ($k = 0; $k < 3; $k++) {
	t(function () use (&$objs) { $o = new C; $objs[] = $o; headers_sent($o->i, $o->b); });
}
var_dump(array_map('spl_object_id', $objs));
$objs = null;
ids("end");
var_dump($keep);
PHP;
st_unchanged($body, 'objids');
?>
--EXPECT--
weak: same output and exit code (0)
strict: same output and exit code (0)
