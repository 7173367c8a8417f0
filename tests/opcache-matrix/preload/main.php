<?php
// An app calling what opcache.preload declared (never included here).
require __DIR__ . '/common.php';
$n = st_request();
st_show("request $n");
$items = [shop_item('pen', '150', '2'), shop_item('ink', 99.0, 3.0)];
echo "request $n: preloaded: ", var_export(function_exists('shop_item') && class_exists('Item', false), true),
	' count=', var_export(shop_count($items), true);
foreach ($items as $i) {
	echo " {$i->name}:", var_export($i->price(), true), '/', var_export($i->code(), true);
}
echo "\n";
try {
	shop_item('cup', 1, 'many');
} catch (TypeError $e) {
	echo "request $n: ", get_class($e), ': ', $e->getMessage(), "\n";
}
