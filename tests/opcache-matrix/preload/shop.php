<?php
interface Priced
{
	public function price(): float;
}

class Item implements Priced
{
	public int $qty = 0;

	public function __construct(public string $name, private $cents)
	{
	}

	public function price(): float
	{
		return $this->cents / 100 * $this->qty;
	}

	public function code(): string
	{
		return $this->qty;
	}
}

function shop_item(string $name, $cents, $qty): Item
{
	$i = new Item($name, $cents);
	$i->qty = $qty;
	return $i;
}

function shop_count(array $items): int
{
	return (string) count($items);
}
