<?php // min: 8.3
// #[\Override] without a parent method: a compile-time fatal error.
class Base { public function run(): void {} }
class Child extends Base {
	#[\Override]
	public function runn(): void {}
}
echo "not reached\n";
