<?php
namespace App;

class Category
{
	public function __construct(
		public int $id,
		public string $name,
		public string $slug,
		public float $taxRate,
	) {
	}

	public static function all(Db $db, array $taxRates): array
	{
		$categories = [];
		foreach ($db->query('SELECT * FROM categories ORDER BY id') as $row) {
			$categories[$row['id']] = new self($row['id'], $row['name'], $row['slug'], $taxRates[$row['tax_class']]);
		}
		return $categories;
	}
}
