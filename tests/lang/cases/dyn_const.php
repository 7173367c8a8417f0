<?php // min: 8.3
// Dynamic class constant fetch: C::{$expr}, also for enum cases.
class C {
	const A = "a";
	const B = self::A . "b";
	private const SECRET = 1;
}
enum Suit: string { case Hearts = "H"; case Spades = "S"; const Wild = self::Spades; }
$name = "B";
var_dump(C::{$name}, C::{"A"}, C::{strtoupper("a")});
var_dump(Suit::{"Hearts"}, Suit::{'Wild'}->value);
$cls = "Suit";
var_dump($cls::{"Spades"});
foreach (["Nope", 1, null, "SECRET", 1.5] as $n) {
	try {
		var_dump(C::{$n});
	} catch (Throwable $e) {
		echo get_class($e), ": ", $e->getMessage(), "\n";
	}
}
var_dump(C::{'class'});
