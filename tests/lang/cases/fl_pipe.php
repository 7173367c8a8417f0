<?php // min: 8.5
// Frameless built-ins on the right of |>.
$x = "  a-b  ";
var_dump($x |> trim(...));
var_dump($x |> trim(...) |> strlen(...) |> dechex(...));
var_dump($x |> (fn($s) => str_replace("-", "+", $s)) |> trim(...));
var_dump(["b", "a"] |> implode(...));
var_dump("/usr/lib/x" |> dirname(...) |> dirname(...));
var_dump("12" |> is_numeric(...));
var_dump("stdClass" |> class_exists(...));
var_dump([1, 5, 3] |> max(...));
try {
	var_dump(1 |> max(...));
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
