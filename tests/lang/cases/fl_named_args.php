<?php // min: 8.2
// Built-ins called with named arguments, in and out of order.
var_dump(str_replace(search: "a", replace: "b", subject: "aaa"));
var_dump(str_replace(subject: "aaa", replace: "c", search: "a"));
var_dump(in_array(needle: "1", haystack: [1], strict: true));
var_dump(in_array(haystack: [1], needle: "1"));
var_dump(strpos(haystack: "abc", needle: "c"), strpos("abcabc", "a", offset: 1));
var_dump(implode(separator: ",", array: [1, 2]));
var_dump(substr(string: "hello", offset: 1, length: 2), substr("hello", length: 2, offset: 3));
var_dump(trim(characters: "x", string: "xax"), dirname(path: "/a/b/c", levels: 2));
var_dump(class_exists(class: "stdClass", autoload: false), property_exists(property: "p", object_or_class: "Exception"));
var_dump(preg_match(pattern: "/(b)/", subject: "abc", matches: $m), $m);
try {
	var_dump(trim(str: " a "));
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
	var_dump(strpos(needle: "a"));
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
