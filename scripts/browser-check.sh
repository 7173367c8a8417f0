#!/usr/bin/env bash
# The HTML report in a real browser: runs the bundled example app
# (examples/legacy-app) under compare mode as scripts/demo.sh does, renders
# `report --format html`, and loads the pages from file:// in Debian's
# chromium, headless (installed when missing): screenshots of the dashboard
# and of the file with the most sites, and the DOM as the browser built it
# (--dump-dom, after the pages' script ran), checked against what
# `report --format json` says of the same reports: every site on its line
# with its count, the totals, the top sites, the search (JavaScript) over
# data.js. Nothing is fetched from the network: chromium's background
# services are switched off, and every call has a timeout.
#   ST_EXT              the module (default: build the repo's)
#   ST_SCREENSHOT_DIR   also copy the two screenshots there
# Last line: "browser: N passed, N failed"; exit 1 when one failed.
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "$0")/lib.sh"

fail() { st_log "$*"; echo "browser: 0 passed, 1 failed"; exit 1; }
if ! command -v chromium >/dev/null; then
	st_install_deps chromium || fail "chromium is needed and could not be installed"
fi
php -r 'exit(extension_loaded("dom") ? 0 : 1);' || st_install_deps php8.2-xml || fail "ext/dom (php8.2-xml) is needed"
st_module || fail "no module (build failed, or nothing at \$ST_EXT)"
cd "$ST_TOP"
tmp=$(mktemp -d /tmp/scalar-types-browser.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

st_log "running examples/legacy-app under compare mode"
SCALAR_TYPES_SO="$EXT" php bin/scalar-types run --values --report-dir "$tmp/r" -- php examples/legacy-app/index.php >/dev/null
php bin/scalar-types report --format html --output "$tmp/html" "$tmp/r" >&2
php bin/scalar-types report --format json "$tmp/r" >"$tmp/report.json"

# a throwaway profile; no sync, extensions, component updates, metrics or
# other background requests
chrome() {
	timeout 120 chromium --headless --no-sandbox --disable-gpu --no-first-run --no-default-browser-check \
		--disable-extensions --disable-background-networking --disable-sync --disable-default-apps \
		--disable-component-update --disable-domain-reliability --disable-breakpad --metrics-recording-only \
		--user-data-dir="$tmp/profile" --hide-scrollbars "$@" 2>>"$tmp/chromium.log"
}

# the checks: a PHP script over the JSON report and the dumped DOMs; it
# prints PASS/FAIL lines and asks for the pages it needs (dump URL FILE)
cat >"$tmp/check.php" <<'PHP'
<?php
[, $step, $tmp] = $argv;
$json = json_decode(file_get_contents("$tmp/report.json"), true);
function xp(string $file): DOMXPath
{
	$d = new DOMDocument();
	@$d->loadHTML('<?xml encoding="UTF-8">' . file_get_contents($file), LIBXML_NOERROR | LIBXML_NOWARNING | LIBXML_NONET);
	return new DOMXPath($d);
}
function cls(string $c): string { return "contains(concat(' ', normalize-space(@class), ' '), ' $c ')"; }
function check(bool $ok, string $what): void { echo $ok ? 'PASS' : 'FAIL', " $what\n"; }
$cwd = rtrim(getcwd(), '/') . '/';
$shown = fn(string $f) => str_starts_with($f, $cwd) ? substr($f, strlen($cwd)) : $f;
if ($step === 'pages') {
	// the file pages to dump: from the files index as the browser built it
	$x = xp("$tmp/dom-files.html");
	$bySites = [];
	foreach ($json['sites'] as $s) {
		$bySites[$shown($s['file'])] = ($bySites[$shown($s['file'])] ?? 0) + 1;
	}
	arsort($bySites);
	foreach ($x->query('//table[@id="files"]/tbody/tr/th/a') as $a) {
		if (isset($bySites[$a->textContent])) {
			echo $a->textContent, "\t", $a->getAttribute('href'), "\t", array_search($a->textContent, array_keys($bySites)), "\n";
		}
	}
	exit;
}
// the dashboard: totals and the top sites
$x = xp("$tmp/dom-index.html");
$dd = [];
foreach ($x->query('//dl[' . cls('totals') . ']/div') as $d) {
	$dd[$x->query('dt', $d)->item(0)->textContent] = $x->query('dd', $d)->item(0)->textContent;
}
check(($dd['divergent sites'] ?? null) === (string) $json['divergent_sites'] && ($dd['divergent calls'] ?? null) === (string) $json['divergent_calls']
	&& ($dd['requests'] ?? null) === (string) $json['requests'], "dashboard totals: {$json['divergent_sites']} sites, {$json['divergent_calls']} calls, {$json['requests']} request(s)");
$top = [];
foreach ($x->query('//table[@id="top"]/tbody/tr') as $tr) {
	$top[] = $x->query('th', $tr)->item(0)->textContent . ' x' . $x->query('td', $tr)->item(3)->textContent;
}
$want = array_map(fn($s) => $shown($s['file']) . ':' . $s['line'] . ' x' . $s['count'], array_slice($json['sites'], 0, 20));
check($top === $want, 'dashboard top sites: ' . count($want) . ' in the JSON report\'s order, with their counts');
// each file page: the sites on their lines, as the JSON report has them
foreach (file("$tmp/pages.tsv", FILE_IGNORE_NEW_LINES) as $i => $row) {
	[$name] = explode("\t", $row);
	$want = [];
	foreach ($json['sites'] as $s) {
		if ($shown($s['file']) === $name) {
			$want[$s['line']][] = ($s['coercion'] ?? 'rejected') . ' x' . $s['count'];
		}
	}
	$x = xp("$tmp/dom-page-$i.html");
	$got = [];
	foreach ($x->query('//table[' . cls('src') . ']/tbody/tr[' . cls('hit') . ']') as $tr) {
		foreach ($x->query('.//li[' . cls('site') . ']', $tr) as $li) {
			$got[(int) substr($tr->getAttribute('id'), 1)][] = $li->getAttribute('data-kind') . ' x'
				. $x->query('.//span[@class="count"]', $li)->item(0)->textContent;
		}
	}
	foreach ([&$want, &$got] as &$m) {
		ksort($m);
		foreach ($m as &$l) {
			sort($l);
		}
	}
	unset($m, $l);
	check($got === $want && $want !== [], "$name: " . array_sum(array_map('count', $want)) . ' site(s) marked on lines ' . implode(',', array_keys($want)));
}
// the search (JavaScript over data.js), as the browser ran it
$kind = $json['by_kind'][0]['kind'];
$x = xp("$tmp/dom-search.html");
$rows = $x->query('//table[@id="results"]/tbody/tr')->length;
check($rows === $json['by_kind'][0]['sites'], "search ?kind=$kind: $rows result(s), the JSON report has {$json['by_kind'][0]['sites']}");
PHP

passed=0 failed=0
tally() { while read -r line; do echo "$line"; case $line in PASS*) passed=$((passed + 1)) ;; FAIL*) failed=$((failed + 1)) ;; esac; done; }
url() { echo "file://$(php -r 'echo implode("/", array_map("rawurlencode", explode("/", $argv[1])));' "$1")"; }

st_log "chromium --dump-dom"
chrome --dump-dom "$(url "$tmp/html/index.html")" >"$tmp/dom-index.html" || true
chrome --dump-dom "$(url "$tmp/html/files-1.html")" >"$tmp/dom-files.html" || true
kind=$(php -r '$j = json_decode(file_get_contents($argv[1]), true); echo $j["by_kind"][0]["kind"];' "$tmp/report.json")
chrome --dump-dom "$(url "$tmp/html/search.html")?kind=$kind" >"$tmp/dom-search.html" || true
php "$tmp/check.php" pages "$tmp" >"$tmp/pages.tsv"
i=0
first=
while IFS=$'\t' read -r name href rank; do
	chrome --dump-dom "$(url "$tmp/html/$href")" >"$tmp/dom-page-$i.html" || true
	[ "$rank" = 0 ] && first=$href
	i=$((i + 1))
done <"$tmp/pages.tsv"
php "$tmp/check.php" check "$tmp" >"$tmp/checks.txt" 2>&1 || echo "FAIL the checks did not run to the end" >>"$tmp/checks.txt"
tally <"$tmp/checks.txt"

st_log "chromium --screenshot"
for shot in "dashboard index.html" "file $first"; do
	set -- $shot
	rm -f "$tmp/$1.png"
	chrome --screenshot="$tmp/$1.png" --window-size=1280,1600 "$(url "$tmp/html/$2")" >/dev/null || true
	if [ -s "$tmp/$1.png" ] && [ "$(head -c 4 "$tmp/$1.png" | od -An -c | tr -d ' ')" = "211PNG" ]; then
		echo "PASS screenshot of the $1 page ($2)"
		passed=$((passed + 1))
		[ -n "${ST_SCREENSHOT_DIR:-}" ] && cp "$tmp/$1.png" "$ST_SCREENSHOT_DIR/report-$1.png"
	else
		echo "FAIL screenshot of the $1 page ($2)"
		failed=$((failed + 1))
	fi
done
[ "$failed" -eq 0 ] || tail -20 "$tmp/chromium.log" >&2
echo "browser: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
