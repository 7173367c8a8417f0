<?php
namespace App;

class Product
{
	public int $id;
	public string $sku;
	public string $name;
	public int $categoryId;
	public ?Category $category = null;
	public float $price;
	public int $discount = 0;
	public int $stock = 0;
	public float $rating = 0.0;
	public int $reviews = 0;
	public int $sold = 0;
	public float $weight;
	public bool $active = true;
	public string $createdAt; // 'Y-m-d H:i:s', as stored
	public string $description = '';
	public ?string $supplierNote = null;

	/** hydrates a row: the typed properties convert its strings */
	public static function fromRow(array $row, array $categories): self
	{
		$p = new self();
		$p->id = $row['id'];
		$p->sku = $row['sku'];
		$p->name = $row['name'];
		$p->categoryId = $row['category_id'];
		$p->category = $categories[$row['category_id']] ?? null;
		$p->price = $row['price'];
		$p->discount = $row['discount'];
		$p->stock = $row['stock'];
		$p->rating = $row['rating'];
		$p->reviews = $row['reviews'];
		$p->sold = $row['sold'];
		$p->weight = (float) $row['weight'];
		$p->active = $row['active'];
		$p->createdAt = $row['created_at'];
		$p->description = $row['description'];
		$p->supplierNote = $row['supplier_note'];
		return $p;
	}

	public function finalPrice(): float
	{
		return round($this->price * (100 - $this->discount) / 100, 2);
	}

	public function grossPrice(): float
	{
		return gross($this->finalPrice(), $this->category ? $this->category->taxRate : 0.0);
	}

	public function inStock(): bool
	{
		return $this->stock > 0;
	}

	public function lowStock(): bool
	{
		return $this->stock && $this->stock < 10;
	}

	public function added(): int
	{
		return strtotime($this->createdAt);
	}

	public function isNew(int $now, int $days): bool
	{
		return $now - $this->added() < $days * 86400;
	}

	public function isFeatured(): bool
	{
		return $this->rating >= 4.5 && $this->reviews > 100 ? 1 : 0;
	}

	public function shippingClass(): string
	{
		if ($this->weight > 20) {
			return 'freight';
		}
		return $this->weight > 5 ? 'parcel' : 'letter';
	}
}
