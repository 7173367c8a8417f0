<?php // min: 8.3
// Typed class constants, in classes, interfaces, enums, and inheritance.
interface I { const string NAME = "i"; }
class A implements I {
	const int N = 1;
	const float F = 1.5;
	const ?array LIST = [1, 2];
	const int|string U = "u";
	const mixed M = null;
	const self|null SELF = null;
}
class B extends A {
	const int N = 2;
	const string NAME = "b";
}
enum E: string {
	const E DEFAULT = E::On;
	const int COUNT = 2;
	case On = "on";
	case Off = "off";
}
var_dump(A::N, A::F, A::LIST, A::U, A::M, B::N, B::NAME, E::DEFAULT, E::COUNT);
$rc = new ReflectionClassConstant(B::class, 'N');
var_dump((string) $rc->getType(), $rc->hasType());
var_dump(constant('A::F'));
