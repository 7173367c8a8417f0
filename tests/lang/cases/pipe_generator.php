<?php // min: 8.5
// Pipes inside a generator, and a generator piped into iterator_to_array.
function gen(array $in) {
	foreach ($in as $k => $v) {
		yield $k => $v |> trim(...) |> ucfirst(...);
	}
	return "done" |> strtoupper(...);
}
$g = gen([" apple", "pear "]);
var_dump($g |> iterator_to_array(...));
var_dump($g->getReturn());
var_dump(gen(["a"]) |> iterator_to_array(...) |> array_values(...));
