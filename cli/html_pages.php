<?php

declare(strict_types=1);

/*
 * scalar-types CLI: the HTML report's pages beside the dashboard: one per
 * caller file (its source streamed line by line, so memory follows the
 * sites, not the lines), the files index and the sites list split into
 * pages, and the search page with its data (data.js).
 */

namespace ScalarTypes\Cli;

/** Lines in $file, counted by chunks (no line is held). */
function count_lines(string $file): int
{
    $fh = fopen($file, 'r');
    $n = 0;
    $last = "\n";
    while (($chunk = fread($fh, 1 << 16)) !== false && $chunk !== '') {
        $n += substr_count($chunk, "\n");
        $last = $chunk[strlen($chunk) - 1];
    }
    fclose($fh);
    return $n + ($last !== "\n" ? 1 : 0);
}

/**
 * Whether the sites of $file can be marked on its source as it is now:
 * 'ok', or why not ('no file', 'no longer exists', 'unreadable', 'too
 * large', 'changed since the run') and the details.
 */
function source_state(string $file, int $maxLine, ?int $since): array
{
    if (preg_match('/^(.*?)\((\d+)\) : eval\(\)\'d code$/s', $file, $m)) {
        return ['no file', "code eval()'d at line {$m[2]} of " . html_shown($m[1]) . '; the lines are those of the eval()\'d string'];
    }
    if (!str_starts_with($file, '/') && !is_file($file)) {
        return ['no file', 'code from no file (php -r, standard input)'];
    }
    if (!is_file($file)) {
        return ['no longer exists', 'this file no longer exists: its sites are listed above, with the lines the run recorded'];
    }
    if (!is_readable($file)) {
        return ['unreadable', 'this file cannot be read'];
    }
    if (filesize($file) > HTML_MAX_SOURCE) {
        return ['too large', 'the source is over ' . (HTML_MAX_SOURCE >> 20) . ' MiB and is not copied here'];
    }
    $mtime = filemtime($file);
    if ($since !== null && $mtime > $since) {
        return ['changed since the run', 'changed since the run: modified ' . gmdate('Y-m-d H:i:s', $mtime) . ' UTC, after the report files ('
            . gmdate('Y-m-d H:i:s', $since) . ' UTC); the source below is today\'s, unmarked'];
    }
    $lines = count_lines($file);
    if ($maxLine > $lines) {
        return ['changed since the run', "changed since the run: a site is recorded on line $maxLine, the file has $lines line(s) now; the source below is today's, unmarked"];
    }
    return ['ok', ''];
}

/** Writes $out, the page of caller file $file; returns its source state. */
function html_file_page(Report $r, string $file, array $keys, array $pages, ?array $ready, ?int $since, string $out): string
{
    $sites = [];
    foreach ($keys as $k) {
        $sites[] = $r->sites[$k];
    }
    usort($sites, fn($a, $b) => [$a['line'], $b['count']] <=> [$b['line'], $a['count']]);
    [$state, $detail] = source_state($file, $sites ? max(array_column($sites, 'line')) : 0, $since);
    $fo = fopen($out, 'w');
    $o = html_head(basename($file), '../', '') . '<h1><span class="lbl">caller file</span> <code>' . h(html_shown($file)) . '</code></h1>';
    $o .= '<p class="crumbs"><a href="../index.html">Dashboard</a> › <a href="../files-1.html">Files</a> › ' . h(basename($file)) . '</p>';
    if ($ready !== null) {
        $o .= '<dl class="totals"><div><dt>mode</dt><dd>' . h($ready['mode']) . '</dd></div><div><dt>calls observed</dt><dd>'
            . (int) $ready['calls'] . '</dd></div><div><dt>divergent</dt><dd>' . (int) $ready['divergences'] . '</dd></div><div><dt>status</dt><dd>'
            . h($ready['status']) . '</dd></div>' . (($ev = html_evidence($ready)) !== '' ? '<div><dt>evidence</dt><dd>' . h($ev) . '</dd></div>' : '')
            . '</dl>';
    }
    if (is_array($ready['not_run'] ?? null) && $ready['not_run']) {
        // the lines with sites the run did not reach: what strict-readiness does not rest on
        $o .= '<p>Lines with sites the run did not reach: ' . implode(', ', array_map(fn($l) => $state === 'ok'
            ? '<a href="#L' . (int) $l . '">' . (int) $l . '</a>' : (string) (int) $l, array_slice($ready['not_run'], 0, 100)))
            . (count($ready['not_run']) > 100 ? ', …' : '') . '.</p>';
    }
    if ($state !== 'ok') {
        $o .= '<p class="state" role="note"><strong>' . h(ucfirst($state)) . ':</strong> ' . h($detail) . '</p>';
    }
    if ($sites) {
        $o .= html_sites_table($sites, $pages, [$file => $state], '../', 'here', count($sites) . ' divergent site(s) in this file'
            . ($state === 'ok' ? ', each marked on its line below' : ', as the run recorded them'));
    }
    $o .= '<p class="legend">Marked lines: a symbol and the kind name for the coercion (the colour repeats them), '
        . 'a badge for the receipt: ARG argument, RET return value, PROP property write, REF write through a reference.</p>';
    fwrite($fo, $o);
    if (in_array($state, ['ok', 'changed since the run'], true)) {
        html_write_source($fo, $file, $state === 'ok' ? $sites : []);
    }
    fwrite($fo, html_foot('../'));
    fclose($fo);
    return $state;
}

/** The source as a table of lines, each with its anchor; the sites on theirs, with a link to the next one. */
function html_write_source($fo, string $file, array $sites): void
{
    $byLine = [];
    foreach ($sites as $s) {
        $byLine[$s['line']][] = $s;
    }
    $marked = array_keys($byLine);
    $next = [];
    foreach ($marked as $i => $line) {
        $next[$line] = [$marked[$i - 1] ?? null, $marked[$i + 1] ?? null];
    }
    fwrite($fo, '<table class="src"><caption>source</caption><thead><tr><th scope="col">line</th><th scope="col">mark</th>'
        . '<th scope="col">code, and the sites on the line</th></tr></thead><tbody>');
    $fh = fopen($file, 'r');
    $n = 0;
    $buf = '';
    while (($line = fgets($fh)) !== false) {
        $n++;
        $code = h(rtrim($line, "\r\n"));
        if (!isset($byLine[$n])) {
            $buf .= "<tr id=\"L$n\"><th scope=\"row\"><a href=\"#L$n\">$n</a></th><td></td><td><code>$code</code></td></tr>\n";
        } else {
            $here = $byLine[$n];
            [$cls, $sym, $group] = kind_group($here[0]['coercion'] ?? 'rejected');
            $badges = implode(' ', array_unique(array_map(fn($s) => site_label($s)[0], $here)));
            [$prev, $nxt] = $next[$n];
            $buf .= "<tr id=\"L$n\" class=\"hit k-$cls\"><th scope=\"row\"><a href=\"#L$n\">$n</a></th><td class=\"mark\">"
                . '<span class="sym" title="' . h($group) . "\">$sym</span> <span class=\"badge\">$badges</span></td><td><code>$code</code>"
                . '<ul class="notes" aria-label="' . count($here) . " site(s) on line $n\">"
                . implode('', array_map(fn($s) => html_site_note($s), $here)) . '</ul><p class="step">'
                . ($prev !== null ? "<a href=\"#L$prev\">previous site (line $prev)</a> " : '')
                . ($nxt !== null ? "<a href=\"#L$nxt\">next site (line $nxt)</a>" : '') . "</p></td></tr>\n";
        }
        if (strlen($buf) > 1 << 16) {
            fwrite($fo, $buf);
            $buf = '';
        }
    }
    fclose($fh);
    fwrite($fo, $buf . '</tbody></table>');
}

/** Page links: "page 3 of 20" and each page. */
function html_pager(string $prefix, int $page, int $pages): string
{
    if ($pages < 2) {
        return '';
    }
    $o = '<nav class="pager" aria-label="pages"><span>page ' . $page . ' of ' . $pages . ':</span> ';
    for ($p = 1; $p <= $pages; $p++) {
        $o .= $p === $page ? "<a aria-current=\"page\" href=\"$prefix-$p.html\">$p</a> " : "<a href=\"$prefix-$p.html\">$p</a> ";
    }
    return $o . '</nav>';
}

/** A form that filters a table's rows (shown by st.js: without JavaScript the table is whole). */
function html_filter(string $table, array $kinds): string
{
    $o = '<form class="filter" data-table="' . h($table) . '" hidden><label>filter <input type="search" name="q" placeholder="file or callee"></label> ';
    if ($kinds) {
        $o .= '<label>kind <select name="kind"><option value="">any</option>';
        foreach ($kinds as $k) {
            $o .= '<option>' . h($k) . '</option>';
        }
        $o .= '</select></label> ';
    }
    return $o . '<output></output></form>';
}

/** The files index, HTML_FILES_PER_PAGE a page, most divergent calls first; returns the number of pages. */
function html_files_pages(Report $r, array $files, array $pages, array $ready, array $states, string $dir): int
{
    $rows = [];
    foreach ($files as $file => $keys) {
        $calls = 0;
        foreach ($keys as $k) {
            $calls += $r->sites[$k]['count'];
        }
        $rows[] = ($ready[$file] ?? ['file' => (string) $file, 'mode' => $keys ? ($r->sites[$keys[0]]['caller_mode'] ?? 'weak') : '?',
            'calls' => 0, 'divergences' => 0, 'status' => 'no summary read']) + ['sites' => count($keys), 'site_calls' => $calls];
    }
    usort($rows, fn($a, $b) => [$b['site_calls'], $a['file']] <=> [$a['site_calls'], $b['file']]);
    $n = max(1, (int) ceil(count($rows) / HTML_FILES_PER_PAGE));
    for ($p = 1; $p <= $n; $p++) {
        $chunk = array_slice($rows, ($p - 1) * HTML_FILES_PER_PAGE, HTML_FILES_PER_PAGE);
        $o = html_head("Files, page $p", '', $p === 1 ? 'files-1.html' : '') . '<h1>Caller files</h1><p>' . count($rows)
            . ' file(s) the reports name, the most divergent calls first. Status: strict-readiness as far as the run saw.</p>'
            . html_pager('files', $p, $n) . html_filter('files', []) . html_ready_table($chunk, $pages, $states, '', 'files',
                'files ' . (($p - 1) * HTML_FILES_PER_PAGE + 1) . ' to ' . (($p - 1) * HTML_FILES_PER_PAGE + count($chunk)))
            . html_pager('files', $p, $n) . html_foot('');
        file_put_contents("$dir/files-$p.html", $o);
    }
    return $n;
}

/** Every listed site, HTML_SITES_PER_PAGE a page, most calls first; returns the number of pages. */
function html_sites_pages(Report $r, array $sites, array $pages, array $states, string $dir): int
{
    $kinds = array_column(by_kind($r), 'kind');
    $n = max(1, (int) ceil(count($sites) / HTML_SITES_PER_PAGE));
    for ($p = 1; $p <= $n; $p++) {
        $from = ($p - 1) * HTML_SITES_PER_PAGE;
        $chunk = array_slice($sites, $from, HTML_SITES_PER_PAGE);
        $o = html_head("Sites, page $p", '', $p === 1 ? 'sites-1.html' : '') . '<h1>Divergent sites</h1><p>' . count($sites)
            . ' site(s), the most calls first.</p>' . html_pager('sites', $p, $n) . html_filter('sites', $kinds)
            . html_sites_table($chunk, $pages, $states, '', 'sites', 'sites ' . ($from + 1) . ' to ' . ($from + count($chunk)), $from + 1)
            . html_pager('sites', $p, $n) . html_foot('');
        file_put_contents("$dir/sites-$p.html", $o);
    }
    return $n;
}

/** search.html, and data.js: every site as [file, line, kind, callee, count], the names in tables of their own. */
function html_search_page(Report $r, array $sorted, array $pages, array $states, string $dir): void
{
    $fileIdx = $kindIdx = $calleeIdx = [];
    $fh = fopen("$dir/data.js", 'w');
    $buf = 'window.ST_DATA={"sites":[';
    $first = true;
    foreach ($sorted as $s) {
        $f = $fileIdx[$s['file']] ??= count($fileIdx);
        $k = $kindIdx[$s['coercion'] ?? 'rejected'] ??= count($kindIdx);
        $c = $calleeIdx[$s['function']] ??= count($calleeIdx);
        $buf .= ($first ? '' : ',') . "[$f,{$s['line']},$k,$c,{$s['count']}]";
        $first = false;
        if (strlen($buf) > 1 << 16) {
            fwrite($fh, $buf);
            $buf = '';
        }
    }
    $files = [];
    foreach ($fileIdx as $file => $_) {
        $files[] = [html_shown((string) $file), $pages[$file], ($states[$file] ?? 'ok') === 'ok' ? 1 : 0];
    }
    fwrite($fh, $buf . '],"files":' . json_encode($files, HTML_JSON) . ',"kinds":' . json_encode(array_map('strval', array_keys($kindIdx)), HTML_JSON)
        . ',"callees":' . json_encode(array_map('strval', array_keys($calleeIdx)), HTML_JSON) . "};\n");
    fclose($fh);
    $o = html_head('Search', '', 'search.html') . '<h1>Search the sites</h1>'
        . '<noscript><p class="state">The search needs JavaScript; without it, every site is on the <a href="sites-1.html">sites pages</a> and every file in the <a href="files-1.html">files index</a>.</p></noscript>'
        . '<form id="search" hidden><label>kind <select name="kind"><option value="">any</option>';
    foreach (by_kind($r) as $k) {
        $o .= '<option value="' . h($k['kind']) . '">' . h($k['kind']) . ' (' . (int) $k['sites'] . ')</option>';
    }
    $o .= '</select></label> <label>callee <input type="search" name="callee"></label> <label>file <input type="search" name="file"></label> '
        . '<button>search</button></form><p id="status" role="status"></p>'
        . '<table class="sites" id="results"><caption>matching sites, the most calls first</caption><thead><tr><th scope="col">where</th>'
        . '<th scope="col">kind</th><th scope="col">callee</th><th scope="col">count</th></tr></thead><tbody></tbody></table>'
        . '<script src="data.js"></script>';
    file_put_contents("$dir/search.html", $o . html_foot(''));
}
