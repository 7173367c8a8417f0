--TEST--
compare: a default given by a constant expression is checked in the caller's mode (weak coerces "10" to 10, strict throws): a divergence to report
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--XFAIL--
Not reported yet: RECV_INIT evaluates a constant-expression default and checks it in the caller's mode; compare mode judges passed arguments only.
--FILE--
<?php
require __DIR__ . '/compare_helpers.inc';
const WIDTH = "10";
function cdef(int $w = WIDTH) { return $w; }
class D { const N = "1.5"; function m(float $f = self::N) { return $f; } }
var_dump(cdef());
var_dump((new D)->m());
var_dump(cdef(3));       // passed: exact

$r = st_records();
st_show($r);
echo "strict caller: ", st_strict('cdef()'), "\n";
echo "strict caller: ", st_strict('(new D)->m()'), "\n";
?>
--EXPECT--
int(10)
float(1.5)
int(3)
6 cdef #1 $w int<-string weak numeric_string_to_int x1 | cdef(): Argument #1 ($w) must be of type int, string given
7 D::m #1 $f float<-string weak numeric_string_to_float x1 | D::m(): Argument #1 ($f) must be of type float, string given
strict caller: cdef(): Argument #1 ($w) must be of type int, string given
strict caller: D::m(): Argument #1 ($f) must be of type float, string given
