<?php
namespace App;

class Catalog
{
	public const SORTS = [
		'name' => 'Name',
		'price' => 'Price',
		'rating' => 'Rating',
		'stock' => 'Stock',
		'newest' => 'Newest',
		'popular' => 'Best selling',
	];

	private ?array $products = null;
	public array $categories;

	public function __construct(private Db $db, private array $config)
	{
		$this->categories = Category::all($db, $config['tax']);
	}

	/** @return Product[] every active product, by id */
	public function products(): array
	{
		if ($this->products === null) {
			$this->products = [];
			foreach ($this->db->query('SELECT * FROM products WHERE active = :active', ['active' => 1]) as $row) {
				$product = Product::fromRow($row, $this->categories);
				$this->products[$product->id] = $product;
			}
		}
		return $this->products;
	}

	public function find(int $id): ?Product
	{
		return $this->products()[$id] ?? null;
	}

	public function filter(array $products, ?int $category, string $search): array
	{
		$words = preg_split('/\s+/', strtolower(trim($search)), -1, PREG_SPLIT_NO_EMPTY);
		return array_filter($products, function (Product $p) use ($category, $words): bool {
			if ($category !== null && $p->categoryId !== $category) {
				return false;
			}
			foreach ($words as $word) {
				if (stripos($p->name, $word) === false && stripos($p->sku, $word) === false
					&& stripos($p->description, $word) === false) {
					return false;
				}
			}
			return true;
		});
	}

	public function sort(array $products, string $key, string $dir): array
	{
		$sign = $dir === 'desc' ? -1 : 1;
		usort($products, function (Product $a, Product $b) use ($key, $sign): int {
			switch ($key) {
				case 'price':
					$c = $a->finalPrice() <=> $b->finalPrice();
					break;
				case 'rating':
					$c = [$a->rating, $a->reviews] <=> [$b->rating, $b->reviews];
					break;
				case 'stock':
					$c = $a->stock <=> $b->stock;
					break;
				case 'newest':
					$c = strcmp($b->createdAt, $a->createdAt);
					break;
				case 'popular':
					$c = $b->sold <=> $a->sold;
					break;
				default:
					$c = strnatcasecmp($a->name, $b->name);
			}
			return $sign * ($c ?: $a->id <=> $b->id);
		});
		return $products;
	}

	public function paginate(array $items, int $page, int $perPage): array
	{
		$total = count($items);
		$pages = max(1, (int) ceil($total / $perPage));
		$page = min(max(1, $page), $pages);
		$offset = ($page - 1) * $perPage;
		return [
			'items' => array_slice($items, $offset, $perPage),
			'page' => $page,
			'pages' => $pages,
			'total' => $total,
			'from' => $total ? $offset + 1 : 0,
			'to' => min($offset + $perPage, $total),
		];
	}

	/** the page numbers a pager shows: first, last, a window around the current one; 0 for a gap */
	public function pageLinks(int $page, int $pages, int $window = 2): array
	{
		$links = [];
		$last = 0;
		for ($i = 1; $i <= $pages; $i++) {
			if ($i === 1 || $i === $pages || abs($i - $page) <= $window) {
				if ($last && $i > $last + 1) {
					$links[] = 0;
				}
				$links[] = $i;
				$last = $i;
			}
		}
		return $links;
	}

	/** per category: how many products, price range, average rating, units in stock */
	public function facets(array $products): array
	{
		$facets = [];
		foreach ($products as $p) {
			$f = &$facets[$p->categoryId];
			$f ??= ['count' => 0, 'min' => INF, 'max' => 0.0, 'rating' => 0.0, 'stock' => 0];
			$f['count']++;
			$f['min'] = min($f['min'], $p->finalPrice());
			$f['max'] = max($f['max'], $p->finalPrice());
			$f['rating'] += $p->rating;
			$f['stock'] += $p->stock;
			unset($f);
		}
		ksort($facets);
		foreach ($facets as $id => $f) {
			$facets[$id]['rating'] = round($f['rating'] / $f['count'], 2);
			$facets[$id]['name'] = $this->categories[$id]->name;
		}
		return $facets;
	}

	public function bestSellers(array $products, int $n): array
	{
		$sold = array_map(fn (Product $p) => $p->sold, $products);
		arsort($sold);
		return array_map(fn ($id) => $products[$id], array_keys(array_slice($sold, 0, $n, true)));
	}

	public function related(Product $product, int $n): array
	{
		$same = array_filter($this->products(), fn (Product $p) => $p->categoryId === $product->categoryId && $p->id !== $product->id);
		return array_slice($this->sort($same, 'rating', 'desc'), 0, $n);
	}
}
