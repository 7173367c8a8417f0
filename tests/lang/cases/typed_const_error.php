<?php // min: 8.3
// A constant whose value does not match its type: no coercion, even in a
// weak file; the error comes when the constant is evaluated.
class C {
	const int N = "1";
}
echo "before\n";
try {
	var_dump(C::N);
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
class D {
	const float F = 1;
	const int G = 1.0 + 1;
}
var_dump(D::F);
echo D::G;
