<?php

declare(strict_types=1);

/*
 * scalar-types CLI: report --format html --output DIR, a static site that
 * opens from file:// (no server, nothing fetched from the network): a
 * dashboard, a page per caller file with its source and each site on its
 * line, paginated lists of files and sites, and a search over the sites
 * (data.js, loaded by a <script src>, which file:// pages may do). Every
 * name, message, value and line of source is untrusted: all of it goes
 * through h() or JSON with the HEX flags. The pages: html_pages.php.
 */

namespace ScalarTypes\Cli;

const HTML_FILES_PER_PAGE = 500;
const HTML_SITES_PER_PAGE = 1000;
/** bytes: a bigger file's source is not copied into its page (its sites are listed) */
const HTML_MAX_SOURCE = 4 << 20;
/** written into DIR: a later run may clear the pages of an earlier one, and only those */
const HTML_MARKER = '.scalar-types-html';
const HTML_JSON = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES
    | JSON_INVALID_UTF8_SUBSTITUTE;

/** shown(), remembered: it asks for the current directory each time. */
function html_shown(string $file): string
{
    static $cache = [];
    return $cache[$file] ??= shown($file);
}

/** Text for HTML text and attribute values; bytes that are not UTF-8 become U+FFFD. */
function h(string|int|float|null $s): string
{
    return htmlspecialchars((string) $s, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8');
}

/**
 * The colour class, symbol and name of a coercion kind's group. The symbol
 * and the kind's name are always written beside the colour, which is never
 * the only marker.
 */
function kind_group(string $kind): array
{
    return match (true) {
        $kind === 'rejected' => ['rej', '✖', 'TypeError in both modes'],
        str_starts_with($kind, 'null_to_') => ['nul', '∅', 'null to scalar'],
        str_ends_with($kind, '_to_bool') => ['bol', '?', 'to bool'],
        str_ends_with($kind, '_to_string') => ['tos', '"', 'to string'],
        str_contains($kind, 'string_to_') => ['num', '#', 'string to number'],
        str_starts_with($kind, 'float_to_') || str_starts_with($kind, 'fractional_float') => ['flt', '≈', 'float to int'],
        str_starts_with($kind, 'bool_to_') => ['b2n', 'b', 'bool to number'],
        default => ['wid', '~', 'int to float'],
    };
}

/** The receipt a site is, as a short text badge (not colour alone) and a phrase. */
function site_label(array $s): array
{
    $callee = $s['function'];
    return match ($s['site'] ?? 'argument') {
        'return' => ['RET', "return value of $callee()"],
        'property' => ['PROP', "write to property $callee"],
        'reference' => ['REF', "write through a reference bound to $callee"],
        default => ['ARG', 'argument #' . ($s['arg'] ?? 0) . (isset($s['param']) ? ' ($' . $s['param'] . ')' : '')
            . " of $callee()" . (isset($s['callee']) ? " ({$s['callee']})" : '')],
    };
}

/** "K of N lines with sites ran (P %)" when a readiness row carries them, else ''. */
function html_evidence(array $row): string
{
    if (!is_int($row['site_lines'] ?? null) || !is_int($row['run_lines'] ?? null)) {
        return '';
    }
    if ($row['site_lines'] === 0) {
        return evidence_text($row);
    }
    // views.php's evidence() gives the percentage (coverage); else it is computed here
    $pct = is_int($row['coverage'] ?? null) || is_float($row['coverage'] ?? null) ? $row['coverage']
        : ($row['site_lines'] > 0 ? round(100 * $row['run_lines'] / $row['site_lines'], 1) : 100.0);
    return "{$row['run_lines']} of {$row['site_lines']} lines with sites ran ($pct %)";
}

/** A page's safe name under f/: a hash of the path and its basename, sanitized. */
function html_page_name(string $file): string
{
    $base = preg_replace('/[^A-Za-z0-9._-]+/', '_', basename($file)) ?? '';
    return substr(hash('sha256', $file), 0, 16) . '-' . substr(trim($base, '._') ?: 'file', 0, 60) . '.html';
}

/** The site's annotation: what strict mode would throw, what weak mode did, how often, from where. */
function html_site_note(array $s, ?string $link = null): string
{
    $kind = $s['coercion'] ?? 'rejected';
    [$cls, $sym, $group] = kind_group($kind);
    [$badge, $what] = site_label($s);
    $o = '<li class="site k-' . $cls . '" data-kind="' . h($kind) . '" data-site="' . h($s['site'] ?? 'argument')
        . '" data-line="' . (int) $s['line'] . '" data-count="' . (int) $s['count'] . '">';
    $o .= '<span class="badge">' . $badge . '</span> <span class="sym" title="' . h($group) . '">' . $sym . '</span> '
        . '<strong class="kind">' . h($kind) . '</strong> <span class="times">×<span class="count">' . (int) $s['count']
        . '</span></span> <span class="what">' . h($what) . '</span>, caller <span class="mode">' . h($s['caller_mode'] ?? 'weak') . '</span>'
        . ($link !== null ? ' <a href="' . h($link) . '">' . h($link) . '</a>' : '');
    $o .= '<br><span class="lbl">strict mode:</span> <q class="msg">' . h($s['message'] ?? STRICT_ACCEPTS) . '</q>';
    $o .= '<br><span class="lbl">weak mode:</span> <span class="weak">' . h(isset($s['coercion'])
        ? (KIND_TEXT[$kind] ?? $kind) : 'a TypeError too') . '</span>';
    foreach (['declared' => 'declared', 'given' => 'given', 'sample' => 'value'] as $k => $label) {
        if (isset($s[$k]) && is_string($s[$k])) {
            $o .= " <span class=\"lbl\">$label</span> <code class=\"$k\">" . h($s[$k]) . '</code>';
        }
    }
    foreach (['deprecation', 'warning'] as $k) {
        if (isset($s[$k])) {
            $o .= "<br><span class=\"lbl\">$k:</span> <span class=\"$k\">" . h($s[$k]) . '</span>';
        }
    }
    return $o . '</li>';
}

/** The top of every page; $root is the way back to DIR ('' or '../'). */
function html_head(string $title, string $root, string $here): string
{
    $nav = '';
    foreach (['index.html' => 'Dashboard', 'files-1.html' => 'Files', 'sites-1.html' => 'Sites', 'search.html' => 'Search'] as $href => $label) {
        $nav .= '<li><a href="' . $root . $href . '"' . ($href === $here ? ' aria-current="page"' : '') . ">$label</a></li>";
    }
    return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        . '<meta name="viewport" content="width=device-width, initial-scale=1">'
        . '<meta name="referrer" content="no-referrer">'
        // defence in depth: no inline script runs, nothing is fetched from elsewhere
        . '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; script-src \'self\'; '
        . 'style-src \'self\' \'unsafe-inline\'; img-src \'self\'; form-action \'self\'; base-uri \'none\'">'
        . '<title>' . h($title) . ' — scalar_types</title><link rel="stylesheet" href="' . $root . "style.css\"></head>\n<body>"
        . '<a class="skip" href="#main">Skip to content</a><header><nav aria-label="report"><ul>' . $nav
        . "</ul></nav></header>\n<main id=\"main\">\n";
}

function html_foot(string $root): string
{
    return "\n</main><footer>scalar-types " . VERSION . ' compare report</footer><script src="' . $root
        . "st.js\"></script></body></html>\n";
}

/** A table whose number columns carry CSS bars; the numbers are text, the bars decoration. */
function html_bars(string $caption, string $first, array $rows, array $cols): string
{
    $max = [];
    foreach ($cols as $c) {
        $max[$c] = max(1, ...array_map(fn($r) => (int) $r[$c], $rows ?: [[$c => 0]]));
    }
    $o = '<table class="bars"><caption>' . h($caption) . '</caption><thead><tr><th scope="col">' . h($first) . '</th>';
    foreach ($cols as $c) {
        $o .= '<th scope="col">' . h($c) . '</th>';
    }
    $o .= '</tr></thead><tbody>';
    foreach ($rows as $r) {
        $o .= '<tr><th scope="row">' . $r['label'] . '</th>';
        foreach ($cols as $i => $c) {
            $w = round(100 * (int) $r[$c] / $max[$c], 1);
            $o .= '<td><span class="n">' . (int) $r[$c] . '</span><span class="track" aria-hidden="true"><span class="bar b' . $i
                . '" style="width:' . $w . '%"></span></span></td>';
        }
        $o .= '</tr>';
    }
    return $o . '</tbody></table>';
}

/** Null, or why DIR cannot take the report (it exists, not empty, and is not an earlier one). */
function html_prepare_dir(string $dir): ?string
{
    if (is_dir($dir) && !is_file("$dir/" . HTML_MARKER) && count(scandir($dir) ?: []) > 2) {
        return 'a directory that is neither empty nor an earlier HTML report (no ' . HTML_MARKER . ')';
    }
    if (!is_dir("$dir/f") && !@mkdir("$dir/f", 0777, true)) {
        return 'cannot create it';
    }
    // an earlier report's pages go: a file gone from the reports keeps no page
    foreach ([...glob("$dir/f/*.html") ?: [], ...glob("$dir/files-*.html") ?: [], ...glob("$dir/sites-*.html") ?: []] as $old) {
        @unlink($old);
    }
    return @file_put_contents("$dir/" . HTML_MARKER, "scalar-types HTML report\n") === false ? 'cannot write into it' : null;
}

/** The oldest mtime of the report files (a source newer than it may have changed since); null from stdin. */
function reports_mtime(array $paths): ?int
{
    $t = null;
    foreach ($paths as $p) {
        foreach (is_dir($p) ? glob(rtrim($p, '/') . '/*.jsonl') ?: [] : [$p] as $f) {
            if ($f !== '-' && ($m = @filemtime($f)) !== false) {
                $t = $t === null ? $m : min($t, $m);
            }
        }
    }
    return $t;
}

/**
 * Writes the site into $dir (html_prepare_dir() done) and returns the line
 * telling where it is.
 */
function render_html(Report $r, string $dir, int $top, array $paths): string
{
    $dir = rtrim(realpath($dir) ?: $dir, '/');
    $since = reports_mtime($paths);
    // every file the reports name: the summaries' and the listed sites'
    $files = [];
    foreach ($r->files as $file => $_) {
        $files[(string) $file] = [];
    }
    foreach ($r->sites as $key => $s) {
        $files[$s['file']][] = $key;
    }
    $pages = [];
    foreach ($files as $file => $_) {
        $pages[$file] = 'f/' . html_page_name((string) $file);
    }
    $ready = [];
    foreach (readiness($r) as $row) {
        $ready[$row['file']] = $row;
    }
    // sorted once: the dashboard, the sites pages and data.js list them in this order
    $sorted = sorted_sites($r);
    file_put_contents("$dir/style.css", HTML_CSS);
    file_put_contents("$dir/st.js", HTML_JS);
    $states = [];
    foreach ($files as $file => $keys) {
        $states[$file] = html_file_page($r, (string) $file, $keys, $pages, $ready[$file] ?? null, $since, "$dir/{$pages[$file]}");
    }
    $nFilePages = html_files_pages($r, $files, $pages, $ready, $states, $dir);
    $nSitePages = html_sites_pages($r, $sorted, $pages, $states, $dir);
    html_search_page($r, $sorted, $pages, $states, $dir);
    file_put_contents("$dir/index.html", html_dashboard($r, $sorted, $top, $files, $pages, $ready, $states, $nFilePages, $nSitePages));
    return "HTML report: file://" . uri_path("$dir/index.html") . "\n";
}

function html_dashboard(Report $r, array $sorted, int $top, array $files, array $pages, array $ready, array $states, int $nFilePages, int $nSitePages): string
{
    $o = html_head('Dashboard', '', 'index.html') . '<h1>scalar_types compare report</h1>';
    $o .= '<dl class="totals">';
    foreach (['requests' => $r->requests, 'calls with scalar parameters observed' => $r->calls,
            'divergent sites' . (rules_name($r->rules) !== 'strict' ? ' (' . rules_name($r->rules) . ')' : '') => count($r->sites),
            'divergent calls' => total_divergent($r), 'caller files' => count($files),
            'dropped past the site cap' => $r->dropped] as $k => $v) {
        $o .= '<div><dt>' . h($k) . '</dt><dd>' . h($v) . '</dd></div>';
    }
    $o .= '</dl>' . (($note = sampling_note($r)) !== '' ? '<p class="note">' . h($note) . '</p>' : '');
    $changed = count(array_filter($states, fn($st) => $st !== 'ok'));
    if ($changed) {
        $o .= "<p class=\"note\">$changed caller file(s) are not marked on their source (gone, changed since the run, no file, too large or unreadable): their pages list their sites and say why.</p>";
    }
    $o .= '<section><h2>What each rule set would break</h2>' . html_bars('sites and calls each rule set would break', 'rules',
        array_map(fn($x) => $x + ['label' => h($x['rules']) . ' <span class="meaning">' . h($x['meaning']) . '</span>'], by_rules($r)),
        ['sites', 'calls', 'files']) . '</section>';
    $o .= '<section><h2>By coercion kind</h2>' . html_bars('what would break if PHP removed each coercion', 'kind',
        array_map(function ($k) {
            [$cls, $sym] = kind_group($k['kind']);
            return $k + ['label' => "<span class=\"sym k-$cls\" aria-hidden=\"true\">$sym</span> " . h($k['kind'])
                . ' <span class="meaning">' . h($k['meaning']) . '</span>'];
        }, by_kind($r)), ['sites', 'calls']) . '</section>';
    $dirs = [];
    foreach ($r->sites as $s) {
        $d = dirname(html_shown($s['file']));
        $dirs[$d] ??= ['label' => h($d), 'sites' => 0, 'calls' => 0];
        $dirs[$d]['sites']++;
        $dirs[$d]['calls'] += $s['count'];
    }
    uasort($dirs, fn($a, $b) => $b['calls'] <=> $a['calls']);
    $o .= '<section><h2>By directory</h2>' . html_bars('divergent sites and calls per directory of the caller'
        . (count($dirs) > $top ? " (the $top with the most calls of " . count($dirs) . ')' : ''), 'directory',
        array_slice(array_values($dirs), 0, $top), ['sites', 'calls']) . '</section>';
    // strict-readiness: the evidence each file's status rests on
    // counted by kind; each file's figures are in its row
    [$inScope, $kinds, $outside] = readiness_view($r);
    $o .= '<section><h2>Strict-readiness by caller file</h2><p>' . h($kinds) . '.' . ($outside !== '' ? ' ' . h($outside) . '.' : '')
        . ' Strict-ready: weak, calls observed, none diverged — as far as the run saw. All files: <a href="files-1.html">the files index</a>.</p>';
    $rows = $inScope;
    usort($rows, fn($a, $b) => [$b['divergences'] > 0 ? 0 : 1, $b['calls'], $a['file']] <=> [$a['divergences'] > 0 ? 0 : 1, $a['calls'], $b['file']]);
    $o .= html_ready_table(array_slice($rows, 0, $top), $pages, $states, '', 'ready', 'the ' . min($top, count($rows)) . ' files with the most evidence, strict-ready first') . '</section>';
    $o .= '<section><h2>Top call sites</h2>' . html_sites_table(array_slice($sorted, 0, $top), $pages, $states, '', 'top',
        'the ' . min($top, count($r->sites)) . ' sites with the most calls; all of them: the sites pages (' . $nSitePages . ')') . '</section>';
    $callees = array_slice(by_callee($r), 0, $top);
    $o .= '<section><h2>By callee</h2>' . html_bars('divergent sites and calls per callee', 'callee',
        array_map(fn($c) => $c + ['label' => h($c['function'])], $callees), ['sites', 'calls']) . '</section>';
    $kinds = by_rules_and($r, 'coercion');
    if ($kinds) {
        $o .= '<section><h2>Sites each rule set would break, by kind</h2><table><thead><tr>';
        foreach (array_keys($kinds[0]) as $c) {
            $o .= '<th scope="col">' . h($c) . '</th>';
        }
        $o .= '</tr></thead><tbody>';
        foreach ($kinds as $row) {
            $o .= '<tr><th scope="row">' . h($row['kind']) . '</th>' . implode('', array_map(fn($v) => '<td>' . h($v) . '</td>',
                array_slice($row, 1))) . '</tr>';
        }
        $o .= '</tbody></table></section>';
    }
    $o .= "<p>Files index: $nFilePages page(s); sites: $nSitePages page(s); <a href=\"search.html\">search by kind, callee and file</a>.</p>";
    return $o . html_foot('');
}

/** Rows of readiness(); the file links to its page. */
function html_ready_table(array $rows, array $pages, array $states, string $root, string $id, string $caption): string
{
    $sites = isset($rows[0]['sites']);
    $o = '<table class="files" id="' . h($id) . '"><caption>' . h($caption) . '</caption><thead><tr><th scope="col">file</th><th scope="col">mode</th>'
        . '<th scope="col">calls</th><th scope="col">divergent</th>' . ($sites ? '<th scope="col">sites listed</th><th scope="col">their calls</th>' : '')
        . '<th scope="col">status</th><th scope="col">evidence</th></tr></thead><tbody>';
    foreach ($rows as $f) {
        $st = $states[$f['file']] ?? 'ok';
        $o .= '<tr data-text="' . h(strtolower(html_shown($f['file']))) . '"><th scope="row"><a href="' . h($root . $pages[$f['file']]) . '">'
            . h(html_shown($f['file'])) . '</a>' . ($st !== 'ok' ? ' <span class="state">(' . h($st) . ')</span>' : '') . '</th><td>'
            . h($f['mode']) . '</td><td>' . (int) $f['calls'] . '</td><td>' . (int) $f['divergences'] . '</td><td>'
            . ($sites ? (int) $f['sites'] . '</td><td>' . (int) $f['site_calls'] . '</td><td>' : '') . h($f['status']) . '</td><td>' . h(html_evidence($f)) . '</td></tr>';
    }
    return $o . '</tbody></table>';
}

/** Sites, each linked to its line (or its page, when its file is not marked). */
function html_sites_table(array $sites, array $pages, array $states, string $root, string $id, string $caption, int $from = 1): string
{
    $o = '<table class="sites" id="' . h($id) . '"><caption>' . h($caption) . '</caption><thead><tr><th scope="col">#</th>'
        . '<th scope="col">where</th><th scope="col">kind</th><th scope="col">receipt</th><th scope="col">count</th>'
        . '<th scope="col">mode</th><th scope="col">strict mode says</th></tr></thead><tbody>';
    foreach ($sites as $i => $s) {
        $kind = $s['coercion'] ?? 'rejected';
        [$cls, $sym] = kind_group($kind);
        [$badge, $what] = site_label($s);
        $where = html_shown($s['file']) . ':' . $s['line'];
        $href = $root . $pages[$s['file']] . (($states[$s['file']] ?? 'ok') === 'ok' ? '#L' . (int) $s['line'] : '');
        $o .= '<tr class="k-' . $cls . '" data-kind="' . h($kind) . '" data-text="' . h(strtolower("$where {$s['function']}")) . '"><td>' . ($from + $i)
            . '</td><th scope="row"><a href="' . h($href) . '">' . h($where) . '</a></th><td><span class="sym" aria-hidden="true">' . $sym
            . '</span> ' . h($kind) . '</td><td><span class="badge">' . $badge . '</span> ' . h($what) . '</td><td>' . (int) $s['count']
            . '</td><td>' . h($s['caller_mode'] ?? 'weak') . '</td><td>' . h($s['message'] ?? STRICT_ACCEPTS) . '</td></tr>';
    }
    return $o . '</tbody></table>';
}
