--TEST--
compare: omitted arguments whose default is a constant expression are judged as RECV_INIT receives them (in the caller's mode), checked against the engine; defaults never evaluated in a call that threw earlier are not
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
const WIDTH = "10";
const BAD = "abc";
function cdef(int $w = WIDTH) { return $w; }
class D { const N = "1.5"; function m(float $f = self::N) { return $f; } }
function two(int $a, int $b = WIDTH) { return $a + $b; }
function bad(int $x = BAD) { return $x; }
var_dump(cdef());
var_dump((new D)->m());
var_dump(cdef(3));       // passed: exact, the default is not received
var_dump(cdef(), cdef()); // the same site twice
try { two([]); } catch (TypeError $e) { echo "two([]): ", preg_replace('/, called in.*/', '', $e->getMessage()), "\n"; }
try { bad(); } catch (TypeError $e) { echo "bad(): ", preg_replace('/, called in.*/', '', $e->getMessage()), "\n"; }
var_dump(two(b: 2, a: 1)); // named: b passed
$strict = st_script('default_constant', "<?php declare(strict_types=1);\ntry { cdef(); } catch (TypeError \$e) { echo 'strict file: ', get_class(\$e), \"\\n\"; }\n");
include $strict;
$fromStrict = st_records(realpath($strict));
unlink($strict);

$r = st_records();
st_show($fromStrict);
st_show($r);
$code = [9 => 'cdef()', 10 => '(new D)->m()', 12 => 'cdef()', 13 => 'two([])', 14 => 'bad()'];
foreach ($r as $rec) {
	if ($rec['caller_mode'] === 'weak') {
		st_engine($rec, $code[$rec['line']]);
	}
}
?>
--EXPECTF--
int(10)
float(1.5)
int(3)
int(10)
int(10)
two([]): two(): Argument #1 ($a) must be of type int, array given
bad(): bad(): Argument #1 ($x) must be of type int, string given
int(3)
strict file: TypeError
st_default_constant_%d.php:2 cdef #1 $w int<-string strict numeric_string_to_int x1 | cdef(): Argument #1 ($w) must be of type int, string given
9 cdef #1 $w int<-string weak numeric_string_to_int x1 | cdef(): Argument #1 ($w) must be of type int, string given
10 D::m #1 $f float<-string weak numeric_string_to_float x1 | D::m(): Argument #1 ($f) must be of type float, string given
12 cdef #1 $w int<-string weak numeric_string_to_int x2 | cdef(): Argument #1 ($w) must be of type int, string given
13 two #1 $a int<-array weak rejected x1 | two(): Argument #1 ($a) must be of type int, array given
14 bad #1 $x int<-string weak rejected x1 | bad(): Argument #1 ($x) must be of type int, string given
engine agrees: line 9 #1
engine agrees: line 10 #1
engine agrees: line 12 #1
engine agrees: line 13 #1
engine agrees: line 14 #1
