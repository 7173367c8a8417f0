--TEST--
traffic: the bench's web app (bench/webapp, workload (d)) serves every page byte for byte the same without the extension, in standby and in compare mode (also with opcache + tracing JIT when available); standby writes no report, compare mode reports the app's weak-mode coercions (one summary per page) and none in its two strict files
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip too slow under valgrind (56 runs of the app)');
// the app validates its form with ext/filter (a minimal build, such as the debug + ZTS one, has none)
if (!function_exists('filter_var')) die('skip ext/filter is not in this PHP build');
?>
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$app = realpath(dirname(__DIR__, 3) . '/bench/webapp');
$report = sys_get_temp_dir() . '/st_webapp_' . getmypid() . '.jsonl';
$pages = [
	'/products?page=2',
	'/products?category=3&q=steel&sort=rating&dir=desc',
	'/products/12',
	'/quote?product=12&qty=60&email=A@B.example&zip=75011&coupon=save10&notes=x&submit=1',
	'/quote?product=abc&qty=0&email=nope&zip=1&coupon=x&submit=1',
	'/report',
	'/nothing-here',
];
$variants = ['plain' => ['error_reporting' => E_ALL, 'display_errors' => '1']];
if (st_opcache_load() !== null) {
	$variants['opcache+jit'] = $variants['plain'] + [...st_opcache_load(), 'opcache.enable_cli' => '1',
		'opcache.jit' => 'tracing', 'opcache.jit_buffer_size' => '64M', 'opcache.file_update_protection' => '0'];
}
$modes = [
	'standby' => ['scalar_types.mode' => 'standby', 'scalar_types.report_file' => $report],
	'compare' => ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $report],
];
$records = [];
foreach ($variants as $name => $ini) {
	$same = $headings = [];
	foreach ($modes as $mode => $settings) {
		@unlink($report);
		foreach ($pages as $page) {
			[$out0, $err0, $rc0] = st_child("$app/index.php", $ini, false, [], ['REQUEST_URI' => $page]);
			[$out, $err, $rc] = st_child("$app/index.php", $ini + $settings, true, [], ['REQUEST_URI' => $page]);
			if ($out !== $out0 || $err !== $err0 || $rc !== $rc0 || $rc !== 0 || $err !== '' || strlen($out) < 500) {
				echo "$name $mode $page: DIFFERENT\n--- without\n$out0$err0 exit $rc0\n--- with\n$out$err exit $rc\n";
			}
			$same[$mode] = ($same[$mode] ?? 0) + ($out === $out0);
			preg_match('#<h1>(.*?)</h1>#', $out0, $m);
			$headings[$page] = $m[1] ?? '(no heading)';
		}
		if ($mode === 'standby') {
			echo "$name: standby wrote a report: ", file_exists($report) ? 'yes' : 'no', "\n";
		} else {
			$records = st_read_report($report);
		}
	}
	foreach ($same as $mode => $n) {
		echo "$name: $mode: $n of ", count($pages), " pages byte for byte the same as without the extension\n";
	}
}
foreach ($headings as $page => $h) {
	echo "$page: $h\n";
}
@unlink($report);

// the last variant's compare-mode report
$summaries = array_values(array_filter($records, fn ($r) => $r['record'] === 'summary'));
$divergences = array_values(array_filter($records, fn ($r) => $r['record'] === 'divergence'));
echo count($summaries), " summaries\n";
$sites = [];
foreach ($divergences as $r) {
	$sites[implode(' ', [substr($r['file'], strlen($app) + 1), $r['line'], $r['site'], $r['function'], $r['coercion'] ?? 'rejected'])] = true;
}
echo "divergent sites: ", count($sites) >= 20 ? 'at least 20' : count($sites), "\n";
// coercions of user code the app relies on, the same on every PHP version
foreach ([
	'app/Product.php 27 property App\Product::$id numeric_string_to_int',
	'app/Product.php 32 property App\Product::$price numeric_string_to_float',
	'app/Product.php 39 property App\Product::$active string_to_bool',
	'app/Category.php 18 argument App\Category::__construct numeric_string_to_float',
	'app/Controllers.php 43 argument App\Catalog::paginate numeric_string_to_int',
	'app/Controllers.php 59 argument App\Catalog::find numeric_string_to_int',
	'app/Controllers.php 95 argument App\Controllers::priceQuote numeric_string_to_int',
	'app/helpers.php 24 return percent float_to_string',
	'app/Product.php 78 return App\Product::isFeatured int_to_bool',
	'templates/catalog.php 70 argument e int_to_string',
] as $site) {
	echo isset($sites[$site]) ? 'reported: ' : 'MISSING: ', $site, "\n";
}
$files = [];
foreach ($summaries as $s) {
	foreach ($s['files'] as $file => $f) {
		$files[$file]['mode'] = $f['mode'];
		$files[$file]['calls'] = ($files[$file]['calls'] ?? 0) + $f['calls'];
		$files[$file]['divergences'] = ($files[$file]['divergences'] ?? 0) + $f['divergences'];
	}
}
ksort($files);
foreach ($files as $file => $f) {
	if ($f['mode'] === 'strict') {
		printf("strict: %s, %s calls, %d divergent\n", substr($file, strlen($app) + 1), $f['calls'] > 0 ? 'some' : 'no', $f['divergences']);
	}
}
?>
--EXPECTF--
plain: standby wrote a report: no
plain: standby: 7 of 7 pages byte for byte the same as without the extension
plain: compare: 7 of 7 pages byte for byte the same as without the extension
%r(opcache\+jit: .*\n)*%r/products?page=2: Catalogue
/products?category=3&q=steel&sort=rating&dir=desc: Catalogue
/products/12: Foldable field guide
/quote?product=12&qty=60&email=A@B.example&zip=75011&coupon=save10&notes=x&submit=1: Request a quote
/quote?product=abc&qty=0&email=nope&zip=1&coupon=x&submit=1: Request a quote
/report: Sales report
/nothing-here: Not found
7 summaries
divergent sites: at least 20
reported: app/Product.php 27 property App\Product::$id numeric_string_to_int
reported: app/Product.php 32 property App\Product::$price numeric_string_to_float
reported: app/Product.php 39 property App\Product::$active string_to_bool
reported: app/Category.php 18 argument App\Category::__construct numeric_string_to_float
reported: app/Controllers.php 43 argument App\Catalog::paginate numeric_string_to_int
reported: app/Controllers.php 59 argument App\Catalog::find numeric_string_to_int
reported: app/Controllers.php 95 argument App\Controllers::priceQuote numeric_string_to_int
reported: app/helpers.php 24 return percent float_to_string
reported: app/Product.php 78 return App\Product::isFeatured int_to_bool
reported: templates/catalog.php 70 argument e int_to_string
strict: app/Money.php, some calls, 0 divergent
strict: app/QuoteForm.php, some calls, 0 divergent
