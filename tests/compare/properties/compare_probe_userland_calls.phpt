--TEST--
compare: the probes called by the app itself (targets of the wrong shape, a stash whose object is gone, dynamic calls) judge nothing and give their value back
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$file = st_script('probe_userland', <<<'PHP'
<?php
class T { public int $i = 0; }
var_dump(ScalarTypes\observe_list(["a"], [1]));
var_dump(ScalarTypes\observe_list([[[0, new stdClass], "", "x"], 5, null], ["k"]));
// the object stashed is freed at once: the probe must not read it
ScalarTypes\stash(new T, 1);
var_dump(ScalarTypes\observe_property("\0@1", "i", "5", 0));
ScalarTypes\stash(["k" => new T], 2);
var_dump(ScalarTypes\observe_property("\0@2\0[k", "i", "5.5", 0));
$t = new T;
$f = 'ScalarTypes\observe_property';
var_dump($f("t", "i", "6"), call_user_func($f, "t", "i", "7"), array_map($f, ["t"], ["i"], ["8"])[0]);
echo count(scalar_types_report()), " record(s)\n";
PHP);
[$out, $err, $rc] = st_child($file, ['scalar_types.mode' => 'compare']);
echo $out, $err, "exit $rc\n";
unlink($file);
?>
--EXPECT--
array(1) {
  [0]=>
  int(1)
}
array(1) {
  [0]=>
  string(1) "k"
}
string(1) "5"
string(3) "5.5"
string(1) "6"
string(1) "7"
string(1) "8"
1 record(s)
exit 0
