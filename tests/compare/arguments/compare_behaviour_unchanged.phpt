--TEST--
compare: the legacy app prints, warns and exits exactly as without the extension (also with opcache + tracing JIT when available); its report lists the seed cases
--EXTENSIONS--
scalar_types
--FILE--
<?php
require_once __DIR__ . '/../../helpers/opcache.inc';
require __DIR__ . '/../../helpers/compare_helpers.inc';
$app = realpath(dirname(__DIR__, 3) . '/examples/legacy-app');
$report = sys_get_temp_dir() . '/st_unchanged_' . getmypid() . '.jsonl';
$variants = ['plain' => ['error_reporting' => E_ALL, 'display_errors' => '1']];
if (st_opcache_load() !== null) {
	$variants['opcache+jit'] = $variants['plain'] + [...st_opcache_load(), 'opcache.enable_cli' => '1',
		'opcache.jit' => 'tracing', 'opcache.jit_buffer_size' => '64M', 'opcache.file_update_protection' => '0'];
}
foreach ($variants as $name => $ini) {
	[$out0, $err0, $rc0] = st_child("$app/index.php", $ini, false);
	@unlink($report);
	[$out, $err, $rc] = st_child("$app/index.php", $ini + ['scalar_types.mode' => 'compare', 'scalar_types.report_file' => $report]);
	$sites = count(array_unique(array_map(fn($r) => implode(' ', array_intersect_key(st_version_neutral($r),
		array_flip(['file', 'line', 'function', 'arg', 'given', 'coercion', 'caller_mode', 'site']))),
		array_filter(st_read_report($report), fn($r) => $r['record'] === 'divergence'))));
	if ($out === $out0 && $err === $err0 && $rc === $rc0 && $rc === 0 && $err === '') {
		echo "$name: same stdout, stderr and exit code ($rc); $sites sites\n";
	} else {
		echo "$name: DIFFERENT\n--- without\n$out0$err0 exit $rc0\n--- with\n$out$err exit $rc\n";
	}
}
echo $out0;
$lines = [];
foreach (st_read_report($report) as $r) {
	if ($r['record'] === 'divergence') {
		$r = st_version_neutral($r);
		$lines[] = sprintf("%s:%d %s #%d %s<-%s %s\n", substr($r['file'], strlen($app) + 1), $r['line'],
			st_norm($r['function']), $r['arg'],
			$r['declared'], strtr($r['given'], ['true' => 'bool', 'false' => 'bool']), $r['coercion'] ?? 'rejected');
	}
}
echo implode('', array_unique($lines));
unlink($report);
?>
--EXPECT--
plain: same stdout, stderr and exit code (0); 19 sites
opcache+jit: same stdout, stderr and exit code (0); 19 sites
== products
#1 Widget (x7)
  price: 1,234.50
  stock: 7 in stock
  added: 2023-11-14
#2 Gadget (x0)
  price: 99
  stock: sold out
  added: 2020-09-13
== topics
SELECT * FROM stories ta AND ta.tid != 'archive'
SELECT * FROM stories ta AND ta.tid != 'archive'
== quotes
Array
(
    [name] => O\'Reilly
    [ratio] => 0.5
    [tags] => Array
        (
            [0] => a\"b
            [1] => 1.25
        )

)
== maths
tan(4/2) = -2.1850398632615
tan(5/2) = -0.74702229723866
suffix: t
rule: --
== images
120x80
thumbnail: skipped (no gd)
scaled: 18x12
== money
price: 19.99 EUR
discounted: 16.99
vat: 4
nested:   item
== notices
deprecated: strtolower(): Passing null to parameter #1 ($string) of type string is deprecated (lib/format.php:46)
deprecated: Implicit conversion from float 2.5 to int loses precision (lib/format.php:60)
done
index.php:22 FakeDb::connect #2 int<-string numeric_string_to_int
lib/models.php:26 App\Product::__construct #1 int<-string numeric_string_to_int
lib/models.php:27 App\Product::setQuantity #1 int<-string numeric_string_to_int
lib/format.php:20 number_format #1 float<-string numeric_string_to_float
index.php:29 stock_line #1 int<-string numeric_string_to_int
lib/format.php:39 gmdate #2 ?int<-string numeric_string_to_int
lib/format.php:46 strtolower #1 string<-null null_to_string
lib/format.php:11 addslashes #1 string<-float float_to_string
index.php:43 strstr #3 bool<-int int_to_bool
lib/format.php:60 str_repeat #2 int<-float fractional_float_to_int
index.php:47 Image::__construct #1 int<-string numeric_string_to_int
index.php:47 Image::__construct #2 int<-string numeric_string_to_int
index.php:50 Image::scale #1 float<-string numeric_string_to_float
lib/image.php:35 Image::__construct #1 int<-float float_to_int
lib/image.php:35 Image::__construct #2 int<-float float_to_int
index.php:54 App\price_label #1 string<-App\Money stringable_to_string
index.php:58 {closure} #1 float<-string numeric_string_to_float
index.php:60 {closure} #1 float<-string numeric_string_to_float
index.php:61 indent #2 int<-bool bool_to_int
