--TEST--
compare: reads of unset typed properties through __get() behave as without the extension: lazy initialization, coerced and refused values, isset/empty/??, nested and recursive __get(), __get() throwing or returning by reference, deep nesting; weak and strict copies, also with opcache and the JIT
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$body = <<<'PHP'
function t(callable $f) { try { $f(); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), ' @', $e->getLine(), "\n"; } }
class Lazy {
	public int $n = 0; public ?string $s = null; private float $p = 0.0; public int $self = 0; public bool $b = false;
	public static int $depth = 0;
	function __construct() { unset($this->n, $this->s, $this->p, $this->self, $this->b); }
	function __get($k) {
		echo "get $k\n";
		switch ($k) {
			case "n": $this->n = 41; return "42";
			case "s": return 7;
			case "p": return "2.5";
			case "self": return $this->self;
			case "b": throw new RuntimeException("no $k");
		}
		return null;
	}
	function __isset($k) { echo "isset $k\n"; return $k !== "b"; }
	function p() { return $this->p; }
}
class Deep { public int $v = 0; public ?Deep $next = null; public int $level = 0;
	function __construct(int $level) { $this->level = $level; unset($this->v); }
	function __get($k) { if ($this->level < 40) { $d = new Deep($this->level + 1); return (string) ($d->v + 1); } return "0"; } }
class RefGet { public int $n = 0; private $store = "8"; function __construct() { unset($this->n); } function &__get($k) { return $this->store; } }
t(function () { $o = new Lazy; var_dump($o->n, $o->n); });
t(function () { $o = new Lazy; var_dump($o->s); });
t(function () { $o = new Lazy; var_dump($o->p()); });
t(function () { $o = new Lazy; var_dump($o->s ?? "dflt", isset($o->n), empty($o->s), isset($o->b)); });
t(function () { $o = new Lazy; var_dump($o->self); });
t(function () { $o = new Lazy; var_dump($o->b); });
t(function () { $o = new Lazy; $o->s .= "x"; var_dump($o->s); });
t(function () { var_dump((new Deep(0))->v); });
t(function () { $o = new RefGet; var_dump($o->n); });
t(function () { $o = new Lazy; var_dump(strlen($o->s)); });
echo "done\n";
PHP;
st_unchanged($body, 'getter');
?>
--EXPECT--
weak: same output and exit code (0)
strict: same output and exit code (0)
