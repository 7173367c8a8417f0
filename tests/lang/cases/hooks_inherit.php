<?php // min: 8.4
// Hooks in interfaces, abstract properties, parent::$p::get() and final.
interface HasName { public string $name { get; } }
abstract class Base implements HasName {
	public string $name = "base" {
		get => "Base(" . $this->name . ")";
		set => trim($value);
	}
	abstract public int $id { get; }
}
class Child extends Base {
	public string $name = "child" {
		get => "Child<" . parent::$name::get() . ">";
		set { parent::$name::set(strtoupper($value)); }
	}
	public int $id { get => 42; }
}
$c = new Child;
var_dump($c->name);
$c->name = "  bob ";
var_dump($c->name, $c->id);
var_dump($c instanceof HasName);
$rp = new ReflectionProperty(Child::class, 'name');
var_dump($rp->hasHooks(), $rp->isVirtual(), array_keys($rp->getHooks()));
var_dump($rp->getRawValue($c));
$rp->setRawValue($c, "raw");
var_dump($c->name);
