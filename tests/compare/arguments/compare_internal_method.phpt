--TEST--
compare: internal methods (DateTime, SplFixedArray, ArrayObject, static DateTime::createFromFormat) by their arginfo
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=compare
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$dt = new DateTime('@0');
$dt->setTime("1", "2");
echo $dt->format('H:i'), "\n";
$fa = new SplFixedArray("3");
$fa->setSize(4.0);
echo $fa->getSize(), "\n";
$ao = new ArrayObject([]);
$ao->setFlags("2");
echo $ao->getFlags(), "\n";
var_dump(DateTime::createFromFormat("U", 86400) instanceof DateTime);
$dt->setTime(1, 2);      // exact: not reported

$r = st_records();
st_show($r);
$code = ['4 1' => '$dt->setTime("1", 2)', '4 2' => '$dt->setTime(1, "2")', '6 1' => 'new SplFixedArray("3")',
	'7 1' => '$fa->setSize(4.0)', '10 1' => '$ao->setFlags("2")', '12 2' => 'DateTime::createFromFormat("U", 86400)'];
foreach ($r as $rec) {
	st_engine($rec, $code[$rec['line'] . ' ' . $rec['arg']], compact('dt', 'fa', 'ao'));
}
?>
--EXPECT--
01:02
4
2
bool(true)
4 DateTime::setTime #1 $hour int<-string weak numeric_string_to_int x1 | DateTime::setTime(): Argument #1 ($hour) must be of type int, string given
4 DateTime::setTime #2 $minute int<-string weak numeric_string_to_int x1 | DateTime::setTime(): Argument #2 ($minute) must be of type int, string given
6 SplFixedArray::__construct #1 $size int<-string weak numeric_string_to_int x1 | SplFixedArray::__construct(): Argument #1 ($size) must be of type int, string given
7 SplFixedArray::setSize #1 $size int<-float weak float_to_int x1 | SplFixedArray::setSize(): Argument #1 ($size) must be of type int, float given
10 ArrayObject::setFlags #1 $flags int<-string weak numeric_string_to_int x1 | ArrayObject::setFlags(): Argument #1 ($flags) must be of type int, string given
12 DateTime::createFromFormat #2 $datetime string<-int weak int_to_string x1 | DateTime::createFromFormat(): Argument #2 ($datetime) must be of type string, int given
engine agrees: line 4 #1
engine agrees: line 4 #2
engine agrees: line 6 #1
engine agrees: line 7 #1
engine agrees: line 10 #1
engine agrees: line 12 #2
