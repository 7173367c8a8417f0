<?php // min: 8.3 modes: weak strict
// json_validate() and its errors, and json_last_error() after it, in a weak
// file and in a strict one.
$inputs = ['{"a":1}', '[1,2', '"x"', '', ' 1 ', "\xff", '{"a":{"b":{"c":1}}}', 'nul', '1e999'];
foreach ($inputs as $in) {
	var_dump(json_validate($in));
	echo json_last_error(), " ", json_last_error_msg(), "\n";
}
var_dump(json_validate('[[1]]', 1));
var_dump(json_validate('[[1]]', 2));
var_dump(json_validate('[]', 512, JSON_INVALID_UTF8_IGNORE));
foreach ([[0, 0], [1, JSON_BIGINT_AS_STRING], [PHP_INT_MAX, 0]] as [$depth, $flags]) {
	try {
		var_dump(json_validate('1', $depth, $flags));
	} catch (Throwable $e) {
		echo get_class($e), ": ", $e->getMessage(), "\n";
	}
}
var_dump(json_validate(123));
