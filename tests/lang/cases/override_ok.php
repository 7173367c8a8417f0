<?php // min: 8.3
// #[\Override] on methods that do override (class, interface, trait).
interface Shape { public function area(): float; }
class Base { public function name(): string { return "base"; } }
trait T { #[\Override] public function name(): string { return "trait"; } }
class Sq extends Base implements Shape {
	use T;
	public function __construct(private int $s) {}
	#[\Override]
	public function area(): float { return $this->s ** 2; }
}
$s = new Sq("3");
var_dump($s->area(), $s->name());
var_dump(count((new ReflectionMethod(Sq::class, 'area'))->getAttributes(Override::class)));
