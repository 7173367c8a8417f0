--TEST--
compare: functions returning by reference (variables, elements, values, properties, static properties, calls) behave as without the extension: the reference returned, values coerced in place, notices, TypeErrors, exit code; weak and strict copies, also with declare(ticks)
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$body = <<<'PHP'
function t(callable $f) { try { $f(); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), ' @', $e->getLine(), "\n"; } }
function &st(): int { static $v = "5"; return $v; }
function &el(string $k): ?string { static $a = ["n" => 5, "m" => ["x" => 1.5]]; if ($k === "x") return $a["m"][$k]; return $a[$k]; }
function &val(): int { return "7" . ""; }
function &call(): int { return st(); }
class C {
	public $v = "8"; public array $rows = ["a" => "9"];
	function &prop(): int { return $this->v; }
	function &row(string $k): int { return $this->rows[$k]; }
	static function &sv(): float { static $s = 2; return $s; }
	public static $st = "11"; public static int $ti = 4; private static $pv = 1;
	static function &st(): int { return self::$st; }
	static function &ti(): int { return static::$ti; }
	static function &tis(): string { return self::$ti; }
	static function &pv(): bool { return C::$pv; }
	static function &none(): int { return self::$nope; }
}
class D extends C { static function &pst(): ?int { return parent::$st; } }
t(function () { $r = &st(); var_dump($r); $r = "6"; var_dump(st()); $r = "x"; st(); });
t(function () { $r = &el("n"); var_dump($r); $r = 3; var_dump(el("n"), el("x")); var_dump(el("missing")); });
t(function () { var_dump(val()); });
t(function () { $r = &call(); var_dump($r); });
t(function () { $c = new C; $r = &$c->prop(); var_dump($r, $c->v); $r = &$c->row("a"); $r = "10"; var_dump($c->rows); $c->row("b"); });
t(function () { var_dump(C::sv()); $r = &C::sv(); $r = 3; var_dump(C::sv()); });
t(function () { $g = function &(): bool { static $b = 0; return $b; }; var_dump($g()); });
t(function () { $r = &C::st(); var_dump($r, C::$st); $r = "12"; var_dump(C::st(), D::pst()); $r = "x"; C::st(); });
t(function () { $r = &C::ti(); $r = "5"; var_dump(C::$ti); C::tis(); });
t(function () { var_dump(C::pv()); });
t(function () { C::none(); });
echo implode(",", array_keys(get_defined_vars())), "\n";
PHP;
st_unchanged($body, 'retref');
st_unchanged("declare(ticks=1);\nregister_tick_function(function () { static \$n = 0; \$n++; if (\$n % 50 === 0) echo \"tick \$n\\n\"; });\n$body", 'retref_ticks');
?>
--EXPECT--
weak: same output and exit code (0)
strict: same output and exit code (0)
weak: same output and exit code (0)
strict: same output and exit code (0)
