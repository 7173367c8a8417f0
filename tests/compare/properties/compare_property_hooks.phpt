--TEST--
compare (8.4): a write through a set hook is the hook's argument receipt, a get-only property is not a typed write; asymmetric visibility writes are property receipts where the scope may write (an outside write is an Error before any type check). Checked against a strict run.
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php if (PHP_VERSION_ID < 80400) die('skip property hooks need PHP 8.4'); ?>
--INI--
scalar_types.mode=compare
--FILE--
<?php
$class = <<<'PHP'
class P%s {
    public int $n = 0 { set(int $v) { $this->n = $v * 2; } }
    public string $s { get => "x"; }
    public private(set) int $a = 0;
    function setA($v) { $this->a = $v; }
}
PHP;
$code = <<<'PHP'
$p = new P%s;
try { $p->n = "5"; } catch (TypeError $e) { $errors[] = $e->getMessage(); } catch (Error $e) {}
try { $p->s = 1; } catch (TypeError $e) { $errors[] = $e->getMessage(); } catch (Error $e) {}
try { $p->setA("3"); } catch (TypeError $e) { $errors[] = $e->getMessage(); }
try { $p->a = "4"; } catch (TypeError $e) { $errors[] = $e->getMessage(); } catch (Error $e) {}
PHP;
$dir = sys_get_temp_dir() . '/st_hooks_' . getmypid();
@mkdir($dir);
file_put_contents("$dir/strict.php", "<?php\ndeclare(strict_types=1);\n" . sprintf($class, 'S') . "\n\$errors = [];\n" . sprintf($code, 'S') . "\nreturn \$errors;\n");
file_put_contents("$dir/weak.php", "<?php\n" . sprintf($class, 'W') . "\n\$errors = [];\n" . sprintf($code, 'W') . "\nreturn \$errors;\n");
$engine = array_map(fn($m) => preg_replace(['/, called in .*$/', '/PS/'], ['', 'P'], $m), include "$dir/strict.php");
include "$dir/weak.php";
$reported = array_map(fn($r) => str_replace('PW', 'P', $r['message']),
	array_filter(scalar_types_report(), fn($r) => $r['file'] === "$dir/weak.php"));
sort($engine);
sort($reported);
echo "strict run:\n  ", implode("\n  ", $engine), "\nreport of the weak run:\n  ", implode("\n  ", $reported), "\n";
var_dump($engine === $reported);
unlink("$dir/strict.php");
unlink("$dir/weak.php");
rmdir($dir);
?>
--EXPECT--
strict run:
  Cannot assign string to property P::$a of type int
  P::$n::set(): Argument #1 ($v) must be of type int, string given
report of the weak run:
  Cannot assign string to property P::$a of type int
  P::$n::set(): Argument #1 ($v) must be of type int, string given
bool(true)
