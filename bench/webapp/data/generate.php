<?php
// Writes the shop's tables as the webapp's Db reads them: tab-separated,
// a header line, \N for NULL (MySQL's SELECT ... INTO OUTFILE format).
// Deterministic: running it again gives the same files.
//   php bench/webapp/data/generate.php

$state = 20240601;
function rnd(int $n): int
{
	global $state;
	$state = ($state * 1103515245 + 12345) & 0x7fffffff;
	return ($state >> 7) % $n;
}

function pick(array $a)
{
	return $a[rnd(count($a))];
}

function sentence(int $words): string
{
	static $vocabulary = ['built', 'to', 'last', 'with', 'a', 'powder-coated', 'steel', 'frame', 'and', 'an',
		'oak', 'handle', 'easy', 'to', 'clean', 'fits', 'in', 'any', 'shed', 'or', 'garage', 'tested', 'for',
		'years', 'of', 'daily', 'use', 'by', 'our', 'workshop', 'team', '"best', 'in', 'class"', '&', 'more',
		'the', 'light', 'compact', 'grip', 'spare', 'parts', 'available', 'two-year', 'warranty', '<b>new</b>'];
	$out = [];
	for ($i = 0; $i < $words; $i++) {
		$out[] = pick($vocabulary);
	}
	return ucfirst(implode(' ', $out)) . '.';
}

function write_table(string $name, array $rows): void
{
	$lines = [implode("\t", array_keys($rows[0]))];
	foreach ($rows as $row) {
		$lines[] = implode("\t", array_map(fn ($v) => $v === null ? '\N' : $v, $row));
	}
	file_put_contents(__DIR__ . "/$name.tsv", implode("\n", $lines) . "\n");
}

$categories = [
	['1', 'Hand tools', 'hand-tools', 'HT', 'standard', ['hammer', 'hand saw', 'tape measure', 'screwdriver set', 'chisel', 'spirit level']],
	['2', 'Power tools', 'power-tools', 'PT', 'standard', ['drill', 'jigsaw', 'angle grinder', 'sander', 'impact driver', 'heat gun']],
	['3', 'Garden', 'garden', 'GD', 'standard', ['garden hose', 'rake', 'pruner', 'wheelbarrow', 'planter', 'watering can']],
	['4', 'Storage', 'storage', 'ST', 'standard', ['toolbox', 'storage bin', 'shelf unit', 'wall rack', 'parts organiser']],
	['5', 'Outdoor & camping', 'outdoor', 'OC', 'standard', ['camp chair', 'lantern', 'tent peg set', 'cool box', 'tarp']],
	['6', 'Lighting', 'lighting', 'LI', 'standard', ['headlamp', 'work light', 'torch', 'floodlight', 'string lights']],
	['7', 'Kitchen', 'kitchen', 'KI', 'reduced', ['kettle', 'thermos', 'cast-iron pan', 'knife block', 'chopping board']],
	['8', 'Books & guides', 'books', 'BK', 'reduced', ['joinery guide', 'garden almanac', 'repair manual', 'field guide']],
];
$adjectives = ['sturdy', 'compact', 'deluxe', 'classic', 'rustic', 'modern', 'foldable', 'heavy-duty',
	'lightweight', 'cordless', 'vintage', 'weatherproof', 'ergonomic', 'stackable', 'premium', 'pocket'];

write_table('categories', array_map(fn ($c) => array_combine(['id', 'name', 'slug', 'sku_prefix', 'tax_class'], array_slice($c, 0, 5)), $categories));

$products = [];
for ($id = 1; $id <= 250; $id++) {
	$c = pick($categories);
	$cents = 199 + rnd(24000) + ($c[0] === '2' ? 6000 : 0);
	$products[] = [
		'id' => (string) $id,
		'sku' => sprintf('%s-%05d', $c[3], $id * 37 % 100000),
		'name' => ucfirst(pick($adjectives)) . ' ' . pick($c[5]),
		'category_id' => $c[0],
		'price' => sprintf('%d.%02d', intdiv($cents, 100), $cents % 100),
		'discount' => (string) pick([0, 0, 0, 0, 5, 10, 15, 25]),
		'stock' => (string) (rnd(5) === 0 ? 0 : rnd(140)),
		'rating' => sprintf('%.1f', 1 + rnd(41) / 10),
		'reviews' => (string) rnd(1200),
		'sold' => (string) rnd(6000),
		'weight' => sprintf('%.3f', (50 + rnd(24000)) / 1000),
		'active' => rnd(12) === 0 ? '0' : '1',
		'created_at' => gmdate('Y-m-d H:i:s', 1672531200 + rnd(680 * 86400)),
		'description' => sentence(8 + rnd(18)),
		'supplier_note' => rnd(4) === 0 ? sentence(5) : null,
	];
}
write_table('products', $products);

$orders = [];
for ($id = 1; $id <= 600; $id++) {
	$p = pick($products);
	$orders[] = [
		'id' => (string) (100000 + $id),
		'product_id' => $p['id'],
		'category_id' => $p['category_id'],
		'qty' => (string) (1 + rnd(6)),
		'unit_price' => $p['price'],
		'status' => pick(['paid', 'paid', 'paid', 'shipped', 'shipped', 'refunded', 'pending']),
		'country' => pick(['FR', 'DE', 'NL', 'BE', 'ES', 'IT', 'AT', 'PT']),
		'created_at' => gmdate('Y-m-d H:i:s', 1704067200 + rnd(318 * 86400)),
	];
}
write_table('orders', $orders);

$reviews = [];
for ($id = 1; $id <= 300; $id++) {
	$reviews[] = [
		'id' => (string) $id,
		'product_id' => (string) (1 + rnd(count($products))),
		'author' => ucfirst(pick($adjectives)) . ' <customer>',
		'stars' => (string) (1 + rnd(5)),
		'body' => sentence(5 + rnd(12)),
		'created_at' => gmdate('Y-m-d H:i:s', 1704067200 + rnd(300 * 86400)),
	];
}
write_table('reviews', $reviews);
