--TEST--
cli: report --format html: every site of hand-written reports is on its line of its file's page (kind, receipt, merged count, strict message); a file gone, changed since the run or eval()'d is said so and not marked
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php if (!extension_loaded('dom')) die('skip ext/dom (Debian: php8.2-xml) is needed to parse the pages'); ?>
--FILE--
<?php
require __DIR__ . '/helpers.inc';
require __DIR__ . '/html_helpers.inc';
$dir = cli_tmpdir('html_dom');
@mkdir("$dir/app/sub", 0700, true);
@mkdir("$dir/r");
$src = fn(int $n, string $tag) => implode("\n", array_map(fn($i) => "<?php // $tag line $i", range(1, $n))) . "\n";
file_put_contents("$dir/app/a.php", $src(12, 'a'));
file_put_contents("$dir/app/sub/b.php", $src(5, 'b'));
file_put_contents("$dir/app/c.php", $src(3, 'c'));
file_put_contents("$dir/app/shrunk.php", $src(2, 'shrunk'));
file_put_contents("$dir/app/touched.php", $src(6, 'touched'));
$msg = fn(string $f) => "$f(): Argument #1 (\$x) must be of type int, string given";
$a = "$dir/app/a.php";
// [file, line, function, site, coercion, caller_mode, count in report 1, count in report 2]
$sites = [
	[$a, 3, 'f', 'argument', 'numeric_string_to_int', 'weak', 2, 3],
	[$a, 3, 'g', 'return', 'int_to_string', 'weak', 1, 0],
	[$a, 7, 'App\P::$n', 'property', null, 'strict', 0, 4],
	[$a, 10, 'App\P::$f', 'reference', 'float_to_int', 'weak', 1, 0],
	["$dir/app/sub/b.php", 5, 'strstr', 'argument', 'int_to_bool', 'weak', 7, 0],
	["$dir/app/shrunk.php", 9, 'h', 'argument', 'numeric_string_to_int', 'weak', 1, 0],
	["$dir/app/touched.php", 2, 'h', 'argument', 'numeric_string_to_int', 'weak', 2, 0],
	["$dir/app/gone.php", 4, 'h', 'argument', 'null_to_string', 'weak', 3, 0],
	["$a(11) : eval()'d code", 1, 'k', 'argument', 'numeric_string_to_int', 'weak', 1, 0],
];
$recs = [1 => [], 2 => []];
foreach ($sites as [$file, $line, $fn, $site, $kind, $mode, $n1, $n2]) {
	foreach ([1 => $n1, 2 => $n2] as $i => $n) {
		if ($n) {
			$recs[$i][] = ['file' => $file, 'line' => $line, 'function' => $fn, 'site' => $site, 'coercion' => $kind,
				'caller_mode' => $mode, 'count' => $n, 'message' => $msg($fn)] + ($site === 'argument' ? [] : ['arg' => 0, 'callee' => null]);
		}
	}
}
$summary = ["$a" => ['mode' => 'weak', 'calls' => 20, 'divergences' => 5], "$dir/app/c.php" => ['mode' => 'weak', 'calls' => 4, 'divergences' => 0]];
html_write_report("$dir/r/report-1.jsonl", $recs[1], $summary, 30);
html_write_report("$dir/r/report-2.jsonl", $recs[2], [], 5);
// the sources are older than the reports, but touched.php, edited after the run
foreach (glob("$dir/app/{,sub/}*.php", GLOB_BRACE) as $f) {
	touch($f, time() - 100);
}
touch("$dir/app/touched.php", time() + 100);

[$out, $err, $rc] = cli_run(['report', '--format', 'html', '--output', "$dir/html", 'r'], $dir);
echo "exit $rc, stderr [$err], ", str_replace($dir, 'DIR', $out);

$pages = html_file_pages("$dir/html");
ksort($pages);
echo "file pages: ", implode(', ', array_keys($pages)), "\n";
echo "page names safe: ", count(preg_grep('~^f/[0-9a-f]{16}-[A-Za-z0-9._-]+\.html$~', array_map(fn($p) => substr($p, strlen("$dir/html/")), $pages), PREG_GREP_INVERT)) === 0 ? 'yes' : 'no', "\n";

// what each page must show, from the records above, merged by hand
$want = [];
foreach ($sites as [$file, $line, $fn, $site, $kind, $mode, $n1, $n2]) {
	$want[str_replace("$dir/", '', $file)][$line][] = [$kind ?? 'rejected', $site, $n1 + $n2, $msg($fn)];
}
foreach ($want as $shown => $lines) {
	$page = $pages[$shown] ?? null;
	if ($page === null) {
		echo "$shown: NO PAGE\n";
		continue;
	}
	$x = html_xpath($page);
	$state = trim((string) $x->query('//p[' . html_class('state') . ']/strong')->item(0)?->textContent);
	$marked = html_marked($page);
	foreach ($marked as &$l) {
		sort($l);
	}
	foreach ($lines as &$l) {
		sort($l);
	}
	unset($l);
	// the table of the page's sites: where and count
	$listed = [];
	foreach ($x->query('//table[@id="here"]/tbody/tr') as $tr) {
		$listed[] = $x->query('th', $tr)->item(0)->textContent . ' x' . $x->query('td', $tr)->item(3)->textContent;
	}
	$nLines = $x->query('//table[' . html_class('src') . ']/tbody/tr')->length;
	if ($marked) {
		ksort($lines);
		echo "$shown: ", $marked === $lines ? 'every site on its line' : "MISMATCH\n" . var_export($marked, true), ", $nLines source lines, listed ", implode(' ', $listed), "\n";
	} else {
		echo "$shown: ", $state === '' ? 'NO STATE' : $state, ", nothing marked, $nLines source lines, listed ", implode(' ', $listed), "\n";
	}
}
// the file without sites has a page, unmarked; the dashboard's top sites link to lines of marked files only
echo "app/c.php: ", count(html_marked($pages['app/c.php'])), " marked\n";
$x = html_xpath("$dir/html/index.html");
foreach ($x->query('//table[@id="top"]/tbody/tr/th/a') as $link) {
	$href = $link->getAttribute('href');
	$target = "$dir/html/" . strtok($href, '#');
	$anchor = str_contains($href, '#') ? substr($href, strpos($href, '#') + 1) : null;
	$ok = is_file($target) && ($anchor === null || html_xpath($target)->query("//tr[@id='$anchor']")->length === 1);
	echo "top: ", $link->textContent, ' -> ', $anchor ?? '(page)', $ok ? '' : ' BROKEN', "\n";
}
echo "html lang: ", $x->query('/html/@lang')->item(0)?->value, ", headers: ", $x->query('//table/thead/tr/th[@scope="col"]')->length > 10 ? 'yes' : 'no', "\n";

// rendered again into the same DIR from report 2 alone: the pages of files it does not name are gone
[, $err, $rc] = cli_run(['report', '--format', 'html', '--output', "$dir/html", 'r/report-2.jsonl'], $dir);
echo "again: exit $rc, ", implode(', ', array_keys(html_file_pages("$dir/html"))), "; ", count(glob("$dir/html/f/*.html")), " page(s) in f/\n";
// --output is for html only, html needs it, and a DIR that holds something else is not written into
[, $err, $rc] = cli_run(['report', '--output', "$dir/html", 'r'], $dir);
echo "--output without html: exit $rc, ", strtok($err, "\n"), "\n";
[, $err, $rc] = cli_run(['report', '--format', 'html', 'r'], $dir);
echo "html without --output: exit $rc\n";
[, $err, $rc] = cli_run(['report', '--format', 'html', '--output', "$dir/app", 'r'], $dir);
echo "into app/: exit $rc, ", str_replace($dir, 'DIR', $err), "sources untouched: ", count(glob("$dir/app/*.php")), "\n";
cli_rmdir($dir);
?>
--EXPECT--
exit 0, stderr [], HTML report: file://DIR/html/index.html
file pages: app/a.php, app/a.php(11) : eval()'d code, app/c.php, app/gone.php, app/shrunk.php, app/sub/b.php, app/touched.php
page names safe: yes
app/a.php: every site on its line, 12 source lines, listed app/a.php:3 x5 app/a.php:3 x1 app/a.php:7 x4 app/a.php:10 x1
app/sub/b.php: every site on its line, 5 source lines, listed app/sub/b.php:5 x7
app/shrunk.php: Changed since the run:, nothing marked, 2 source lines, listed app/shrunk.php:9 x1
app/touched.php: Changed since the run:, nothing marked, 6 source lines, listed app/touched.php:2 x2
app/gone.php: No longer exists:, nothing marked, 0 source lines, listed app/gone.php:4 x3
app/a.php(11) : eval()'d code: No file:, nothing marked, 0 source lines, listed app/a.php(11) : eval()'d code:1 x1
app/c.php: 0 marked
top: app/sub/b.php:5 -> L5
top: app/a.php:3 -> L3
top: app/a.php:7 -> L7
top: app/gone.php:4 -> (page)
top: app/touched.php:2 -> (page)
top: app/a.php:3 -> L3
top: app/a.php:10 -> L10
top: app/a.php(11) : eval()'d code:1 -> (page)
top: app/shrunk.php:9 -> (page)
html lang: en, headers: yes
again: exit 0, app/a.php; 1 page(s) in f/
--output without html: exit 2, scalar-types: --format html needs --output DIR, and --output DIR is for --format html
html without --output: exit 2
into app/: exit 1, scalar-types: cannot write the HTML report into DIR/app: a directory that is neither empty nor an earlier HTML report (no .scalar-types-html)
sources untouched: 4
