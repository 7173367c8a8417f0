<?php // min: 8.2
// Nested built-in calls in read context.
var_dump(strtoupper(trim(substr("  abc  ", 1, 4))));
var_dump(in_array(strpos("abc", "c"), [2, 3], true));
var_dump(implode("-", str_replace("a", "b", explode(",", "a,ba,c"))));
var_dump(max(min(3, 7), min(5, 4)));
var_dump(dirname(dirname("/a/b/c/d")), dirname("/a/b/c/d", 2));
var_dump(is_numeric(trim(" 12 ")), str_contains(ltrim("xxa", "x"), "a"));
var_dump(count(array_filter(str_replace("a", "", ["a", "ab", "b"]))));
