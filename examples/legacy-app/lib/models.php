<?php
namespace App;

final class Money implements \Stringable
{
	public function __construct(public int $cents, public string $currency)
	{
	}

	public function __toString(): string
	{
		return sprintf('%d.%02d %s', intdiv($this->cents, 100), $this->cents % 100, $this->currency);
	}
}

class Product
{
	private int $quantity = 0;

	public function __construct(private int $id, private string $name)
	{
	}

	public static function fromRow(array $row): self
	{
		$product = new self($row['id'], $row['name']);
		$product->setQuantity($row['stock']);
		return $product;
	}

	public function setQuantity(int $quantity): void
	{
		$this->quantity = $quantity;
	}

	public function label(): string
	{
		return sprintf('#%d %s (x%d)', $this->id, $this->name, $this->quantity);
	}
}

function price_label(string $price): string
{
	return 'price: ' . $price;
}
