<?php
// A small legacy application in the style of the code Rasmus Lerdorf tried
// strict_types on in 2015 (php-internals, "[VOTE] Scalar Type Hints"): no
// file declares strict_types, values come from a database as strings, and
// weak mode quietly converts them. Run it under compare mode to see every
// call strict mode would reject:
//
//   php -d extension=modules/scalar_types.so -d scalar_types.mode=compare \
//       -d scalar_types.summary=1 examples/legacy-app/index.php
//
// Its output is deterministic and it exits 0, with or without the extension.

require __DIR__ . '/lib/bootstrap.php';
require __DIR__ . '/lib/db.php';
require __DIR__ . '/lib/format.php';
require __DIR__ . '/lib/image.php';
require __DIR__ . '/lib/models.php';

use App\Money;
use App\Product;

$db = FakeDb::connect('fake:shop', '5432');

echo "== products\n";
foreach ($db->query('SELECT * FROM products') as $row) {
	$product = Product::fromRow($row);
	echo $product->label(), "\n";
	echo '  price: ', format_price($row['price'], $row['decimals']), "\n";
	echo '  stock: ', stock_line($row['stock']), "\n";
	echo '  added: ', format_date($row['added']), "\n";
}

echo "== topics\n";
echo topic_filter(null, 'archive'), "\n";
echo topic_filter('News', 'archive'), "\n";

echo "== quotes\n";
print_r(add_magic_quotes(['name' => "O'Reilly", 'ratio' => 0.5, 'tags' => ['a"b', 1.25]]));

echo "== maths\n";
echo 'tan(4/2) = ', tan(4 / 2), "\n";
echo 'tan(5/2) = ', tan(5 / 2), "\n";
echo 'suffix: ', strstr('test', 'est', 1), "\n";
echo 'rule: ', rule(5), "\n";

echo "== images\n";
$image = new Image($db->setting('thumb_width'), $db->setting('thumb_height'));
echo $image->describe(), "\n";
echo $image->thumbnail(), "\n";
echo 'scaled: ', $image->scale($db->setting('discount'))->describe(), "\n";

echo "== money\n";
$total = new Money(1999, 'EUR');
echo App\price_label($total), "\n";
$discount = function (float $rate) use ($total): string {
	return number_format($total->cents * (1 - $rate) / 100, 2);
};
echo 'discounted: ', $discount($db->setting('discount')), "\n";
$vat = fn(float $rate): float => round($total->cents * $rate / 100, 2);
echo 'vat: ', $vat('0.2'), "\n";
echo 'nested: ', indent('item', true), "\n";

finish();
