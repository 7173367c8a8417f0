--TEST--
scalar_types_check(): invalid type strings throw ValueError naming the problem
--EXTENSIONS--
scalar_types
--FILE--
<?php
foreach (["", "int|int", "?int|string", "mixed|int", "?mixed", "?null", "true|false", "bool|false",
		"void", "self", "int|", "1abc", "A&B", "Foo|Bar", "object|Foo", "iterable|array"] as $t) {
	try {
		scalar_types_check(1, $t);
		echo "$t: accepted\n";
	} catch (ValueError $e) {
		echo "$t: ", $e->getMessage(), "\n";
	}
}
?>
--EXPECT--
: scalar_types_check(): Argument #2 ($type) is not a valid type: Type must not be empty
int|int: scalar_types_check(): Argument #2 ($type) is not a valid type: Duplicate type int is redundant
?int|string: scalar_types_check(): Argument #2 ($type) is not a valid type: Nullable ?-syntax needs a single type, use "null|..." in "?int|string"
mixed|int: scalar_types_check(): Argument #2 ($type) is not a valid type: Type mixed can only be used as a standalone type
?mixed: scalar_types_check(): Argument #2 ($type) is not a valid type: Type mixed cannot be marked as nullable since mixed already includes null
?null: scalar_types_check(): Argument #2 ($type) is not a valid type: null cannot be marked as nullable
true|false: scalar_types_check(): Argument #2 ($type) is not a valid type: Type contains both true and false, bool should be used instead
bool|false: scalar_types_check(): Argument #2 ($type) is not a valid type: Duplicate type false is redundant
void: scalar_types_check(): Argument #2 ($type) is not a valid type: Type void can only be used as a return type
self: scalar_types_check(): Argument #2 ($type) is not a valid type: Type self needs a class scope
int|: scalar_types_check(): Argument #2 ($type) is not a valid type: Empty member in type "int|"
1abc: scalar_types_check(): Argument #2 ($type) is not a valid type: "1abc" is not a valid type name
A&B: scalar_types_check(): Argument #2 ($type) is not a valid type: Intersection and DNF types are not supported: "A&B"
Foo|Bar: scalar_types_check(): Argument #2 ($type) is not a valid type: At most one class name is supported in "Foo|Bar"
object|Foo: scalar_types_check(): Argument #2 ($type) is not a valid type: Type Foo|object contains both object and a class type, which is redundant
iterable|array: scalar_types_check(): Argument #2 ($type) is not a valid type: Duplicate type array is redundant
