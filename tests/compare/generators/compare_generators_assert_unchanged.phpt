--TEST--
compare: with scalar_types.compare_generators=1, assert() with assertions switched off at run time answers true as without the extension (pass_two() reads the EXT_FCALL_END before an ASSERT_CHECK's target: it must stay), and calls after argument unpacking behave as without it; weak and strict copies, plain and with opcache and the JIT
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$body = <<<'PHP'
ini_set('zend.assertions', '0');
var_dump(assert(false));
var_dump(assert(false, "message"));
function f() { return assert(1 > 2); }
var_dump(f(), f());
$a = [assert(false), assert(true)];
var_dump($a);
function d($a = 1, $b = 2, $c = 3) { return "$a$b$c"; }
$s = '';
for ($i = 0; $i < 200; $i++) { $s .= d(...array_slice([7, 8, 9], 0, $i % 4)); }
echo md5($s), "\n";
assert(y)[y] ??= y;
PHP;
st_unchanged($body, 'gen_assert', null, ['scalar_types.compare_generators' => '1', 'scalar_types.compare_coverage' => '1']);
?>
--EXPECT--
weak: same output and exit code (255)
strict: same output and exit code (255)
