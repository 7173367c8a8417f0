--TEST--
cli: report --format html, accessibility basics on the example app's report: every page declares its language, has a skip link to its main content, table headers, no positive tabindex, links with text and labelled form fields; each marked source line says its kind in text and symbol (not by colour alone); the style sheet's text colours reach WCAG AA contrast (4.5:1) on every background they are used on
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php if (!extension_loaded('dom')) die('skip ext/dom (Debian: php8.2-xml) is needed to parse the pages'); ?>
--FILE--
<?php
require __DIR__ . '/helpers.inc';
require __DIR__ . '/html_helpers.inc';
require dirname(__DIR__, 2) . '/cli/html_assets.php';
$dir = cli_tmpdir('html_a11y');
$app = dirname(__DIR__, 2) . '/examples/legacy-app';
cli_run(['run', '--report-dir', "$dir/r", '--', PHP_BINARY, '-d', 'display_errors=0', "$app/index.php"], $dir);
[, $err, $rc] = cli_run(['report', '--format', 'html', '--output', "$dir/html", "$dir/r"], $app);
echo "render: exit $rc $err\n";

$pages = glob("$dir/html/*.html") + [];
$pages = array_merge($pages, glob("$dir/html/f/*.html"));
$problems = [];
$marked = 0;
foreach ($pages as $page) {
	$x = html_xpath($page);
	$name = basename($page);
	if (trim((string) $x->evaluate('string(/html/@lang)')) === '') {
		$problems[] = "$name: no lang";
	}
	$skip = $x->query('//a[contains(concat(" ", @class, " "), " skip ")]')->item(0);
	$target = $skip ? ltrim((string) $skip->getAttribute('href'), '#') : '';
	if ($target === '' || $x->query("//*[@id='$target']")->length !== 1) {
		$problems[] = "$name: no skip link to an element of the page";
	}
	foreach ($x->query('//table') as $t) {
		if ($x->query('.//th', $t)->length === 0) {
			$problems[] = "$name: a table without headers";
		}
	}
	if ($x->query('//*[@tabindex > 0]')->length) {
		$problems[] = "$name: a positive tabindex";
	}
	foreach ($x->query('//a') as $a) {
		if (trim($a->textContent) === '' && trim((string) $a->getAttribute('aria-label')) === '') {
			$problems[] = "$name: a link without text";
		}
	}
	foreach ($x->query('//input[not(@type="hidden")] | //select') as $in) {
		$id = $in->getAttribute('id');
		$labelled = trim((string) $in->getAttribute('aria-label')) !== ''
			|| ($id !== '' && $x->query("//label[@for='$id']")->length)
			|| $x->query('ancestor::label', $in)->length;
		if (!$labelled) {
			$problems[] = "$name: a form field without a label";
		}
	}
	// a marked source line: its mark cell holds a symbol and a receipt badge
	// as text, and the notes under it name the kind
	foreach ($x->query('//table[contains(concat(" ", @class, " "), " src ")]//tr[contains(concat(" ", @class, " "), " hit ")]') as $tr) {
		$marked++;
		$sym = trim((string) $x->evaluate('string(.//*[contains(concat(" ", @class, " "), " sym ")])', $tr));
		$badge = trim((string) $x->evaluate('string(.//*[contains(concat(" ", @class, " "), " badge ")])', $tr));
		if ($sym === '' || $badge === '' || !preg_match('/[a-z]+_to_[a-z]+|rejected/', $tr->textContent)) {
			$problems[] = "$name: a marked line without its kind in text (" . trim(substr($tr->textContent, 0, 60)) . ')';
		}
	}
}
echo "pages checked: ", count($pages) > 5 ? 'all' : count($pages), ", marked lines: ", $marked > 10 ? 'more than 10' : $marked,
	", problems: ", $problems ? "\n  " . implode("\n  ", array_unique($problems)) : 'none', "\n";

// contrast (WCAG 2: relative luminance, (L1 + 0.05) / (L2 + 0.05))
function lum(string $hex): float
{
	$hex = ltrim($hex, '#');
	if (strlen($hex) === 3) {
		$hex = $hex[0] . $hex[0] . $hex[1] . $hex[1] . $hex[2] . $hex[2];
	}
	$c = array_map(function ($v) {
		$v = hexdec($v) / 255;
		return $v <= 0.03928 ? $v / 12.92 : (($v + 0.055) / 1.055) ** 2.4;
	}, str_split($hex, 2));
	return 0.2126 * $c[0] + 0.7152 * $c[1] + 0.0722 * $c[2];
}
function ratio(string $a, string $b): float
{
	[$l1, $l2] = [max(lum($a), lum($b)), min(lum($a), lum($b))];
	return ($l1 + 0.05) / ($l2 + 0.05);
}
$css = \ScalarTypes\Cli\HTML_CSS;
preg_match_all('/--(fg|muted|link):\s*(#[0-9a-f]{3,6})/i', $css, $m);
$vars = array_combine($m[1], $m[2]);
$pairs = [];
// the page's text colours on white and on every kind's row background
preg_match_all('/\.(k-[a-z0-9]+) \{ background: (#[0-9a-f]{3,6});[^}]*\}[^{]*\{ color: (#[0-9a-f]{3,6}); \}/i', $css, $k, PREG_SET_ORDER);
$backgrounds = ['white' => '#fff'];
foreach ($k as [, $class, $bg, $sym]) {
	$backgrounds[$class] = $bg;
	$pairs["$class symbol"] = [$sym, $bg];
}
foreach ($backgrounds as $where => $bg) {
	foreach ($vars as $v => $fg) {
		$pairs["$v on $where"] = [$fg, $bg];
	}
}
preg_match('/header \{ background: (#[0-9a-f]{3,6})/i', $css, $h);
$pairs['navigation'] = ['#fff', $h[1]];
preg_match('/\.note, \.state \{ background: (#[0-9a-f]{3,6})/i', $css, $n);
$pairs['notes'] = [$vars['fg'], $n[1]];
$low = [];
foreach ($pairs as $what => [$fg, $bg]) {
	if (ratio($fg, $bg) < 4.5) {
		$low[] = sprintf('%s %s on %s: %.2f', $what, $fg, $bg, ratio($fg, $bg));
	}
}
echo "colour pairs checked: ", count($pairs) >= 30 ? 'at least 30' : count($pairs), ", under 4.5:1: ", $low ? implode('; ', $low) : 'none', "\n";
cli_rmdir($dir);
?>
--EXPECT--
render: exit 0 
pages checked: all, marked lines: more than 10, problems: none
colour pairs checked: at least 30, under 4.5:1: none
