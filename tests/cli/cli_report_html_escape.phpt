--TEST--
cli: report --format html: hostile file and directory names, source, messages, callees, values and kinds render as text: no element or attribute injected in any page, the texts present as text, data.js free of markup and decoding back to the names
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php if (!extension_loaded('dom')) die('skip ext/dom (Debian: php8.2-xml) is needed to parse the pages'); ?>
--FILE--
<?php
require __DIR__ . '/helpers.inc';
require __DIR__ . '/html_helpers.inc';
$dir = cli_tmpdir('html_escape');
$img = '<img src=x onerror=alert(1)>';
// a real directory named <script>alert(1)</script> (the / in it makes two levels)
$appDir = "$dir/<script>alert(1)</script>";
mkdir($appDir, 0700, true);
$file = "$appDir/\"'>$img.php";
file_put_contents($file, "<?php\necho \"</script>$img\";\n// <!-- --> ]]> ' \" &amp; <b>bold</b>\n\$x = '<svg onload=alert(2)>';\n");
touch($file, time() - 100);
mkdir("$dir/r");
$evil = fn(string $what) => "$what</script>$img\"'<svg/onload=alert(3)>&amp;";
html_write_report("$dir/r/report-1.jsonl", [
	['file' => $file, 'line' => 2, 'function' => $evil('f'), 'message' => $evil('message'), 'count' => 3,
		'sample' => $evil('sample'), 'param' => $evil('p'), 'declared' => $evil('int'), 'given' => $evil('string'),
		'deprecation' => $evil('deprecation'), 'warning' => $evil('warning')],
	['file' => $file, 'line' => 4, 'function' => 'g', 'message' => 'plain', 'count' => 1, 'coercion' => $evil('kind'),
		'caller_mode' => $evil('mode'), 'site' => $evil('site')],
	// a file that is gone, with a hostile name too
	['file' => "$appDir/gone$img.php", 'line' => 1, 'function' => 'h', 'message' => $evil('gone'), 'count' => 1],
], [$file => ['mode' => 'weak', 'calls' => 4, 'divergences' => 4], "$dir/javascript:alert(1)" => ['mode' => 'weak', 'calls' => 1, 'divergences' => 0]], 5);

[$out, $err, $rc] = cli_run(['report', '--format', 'html', '--output', "$dir/html", 'r'], $dir);
echo "exit $rc, stderr [$err]\n";

$html = glob("$dir/html/{,f/}*.html", GLOB_BRACE);
echo count($html), " pages\n";
$problems = [];
foreach ($html as $page) {
	$x = html_xpath($page);
	$name = basename($page);
	foreach ($x->query('//img | //svg | //iframe | //object | //embed | //base | //b | //math') as $e) {
		$problems[] = "$name: element <{$e->nodeName}>";
	}
	foreach ($x->query('//@*') as $attr) {
		if (str_starts_with(strtolower($attr->nodeName), 'on')) {
			$problems[] = "$name: attribute {$attr->nodeName} on <{$attr->ownerElement->nodeName}>";
		}
		if (in_array($attr->nodeName, ['href', 'src'], true) && preg_match('/^\s*(javascript|data|vbscript):/i', $attr->value)) {
			$problems[] = "$name: {$attr->nodeName}={$attr->value}";
		}
	}
	foreach ($x->query('//script') as $s) {
		if (!in_array($s->getAttribute('src'), ['st.js', '../st.js', 'data.js'], true) || trim($s->textContent) !== '') {
			$problems[] = "$name: script " . $s->getAttribute('src') . ' ' . $s->textContent;
		}
	}
	if (!str_starts_with($page, "$dir/html/f/") && !preg_match('/^(index|search|files-\d+|sites-\d+)\.html$/', $name)) {
		$problems[] = "unexpected page $name";
	}
}
foreach (glob("$dir/html/f/*") as $p) {
	if (!preg_match('/^[0-9a-f]{16}-[A-Za-z0-9._-]+\.html$/', basename($p))) {
		$problems[] = 'unsafe page name ' . basename($p);
	}
}
echo "injected: ", $problems ? implode("\n", $problems) : 'nothing', "\n";

// the texts are there, as text
$pages = html_file_pages("$dir/html");
$shown = substr($file, strlen("$dir/"));
echo "the file's page is in the index under its name: ", isset($pages[$shown]) ? 'yes' : 'no', "\n";
$x = html_xpath($pages[$shown]);
$text = $x->document->documentElement->textContent;
foreach (["</script>$img\";" => 'source line 2', "\$x = '<svg onload=alert(2)>';" => 'source line 4', '<b>bold</b>' => 'source comment',
		$evil('message') => 'message', $evil('f') => 'callee', $evil('sample') => 'sample', $evil('deprecation') => 'deprecation',
		$evil('warning') => 'warning', $evil('kind') => 'kind', $evil('mode') => 'caller mode', $shown => 'file name'] as $needle => $what) {
	echo "$what: ", str_contains($text, $needle) ? 'as text' : 'MISSING', "\n";
}
$marked = html_marked($pages[$shown]);
echo "marked lines: ", implode(',', array_keys($marked)), ", message on line 2: ", $marked[2][0][3] === $evil('message') ? 'exact' : 'WRONG', "\n";
$x = html_xpath($pages[substr("$appDir/gone$img.php", strlen("$dir/"))]);
echo "gone: ", trim($x->query('//p[' . html_class('state') . ']/strong')->item(0)->textContent), "\n";
$dash = html_xpath("$dir/html/index.html")->document->documentElement->textContent;
echo "dashboard names the file: ", str_contains($dash, $shown) ? 'yes' : 'no', "\n";

// data.js: JSON with <, >, &, ' and " as \u escapes, which decodes back to the names
$js = file_get_contents("$dir/html/data.js");
echo "data.js markup characters: ", preg_match('/[<>&\']/', $js) ? 'PRESENT' : 'none', "\n";
$data = json_decode(substr(rtrim($js), strlen('window.ST_DATA='), -1), true);
echo "data.js names: ", in_array($shown, array_column($data['files'], 0), true) && in_array($evil('f'), $data['callees'], true)
	&& in_array($evil('kind'), $data['kinds'], true) ? 'decoded back' : 'WRONG', "\n";
cli_rmdir($dir);
?>
--EXPECT--
exit 0, stderr []
7 pages
injected: nothing
the file's page is in the index under its name: yes
source line 2: as text
source line 4: as text
source comment: as text
message: as text
callee: as text
sample: as text
deprecation: as text
warning: as text
kind: as text
caller mode: as text
file name: as text
marked lines: 2,4, message on line 2: exact
gone: No longer exists:
dashboard names the file: yes
data.js markup characters: none
data.js names: decoded back
