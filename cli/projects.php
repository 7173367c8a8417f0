<?php

declare(strict_types=1);

/*
 * scalar-types CLI: projects NAME=DIR..., the reports of several projects
 * side by side: per project and rule set the sites, calls and caller files
 * it would break; per rule set how many projects it would break and the
 * totals; and what dominates each set across projects, by coercion kind and
 * by internal function parameter. Text, Markdown, JSON or one HTML page.
 */

namespace ScalarTypes\Cli;

/** What one project's reports say, reduced to what the side-by-side view needs. */
function project_stats(string $name, string $dir, Report $r, array $under = []): array
{
    if ($under) {
        // only the project's own files: sites and files elsewhere (its
        // dependencies, the test runner) are another project's
        $own = function (string $file) use ($under): bool {
            foreach ($under as $u) {
                if ($file === $u || str_starts_with($file, rtrim($u, '/') . '/')) {
                    return true;
                }
            }
            return false;
        };
        $r->sites = array_filter($r->sites, fn($s) => $own($s['file']));
        $r->files = array_filter($r->files, fn($f) => $own((string) $f), ARRAY_FILTER_USE_KEY);
        $r->calls = array_sum(array_column($r->files, 'calls'));
    }
    $r->all = $r->sites;
    $p = ['name' => $name, 'dir' => $dir, 'under' => $under, 'requests' => $r->requests, 'calls' => $r->calls,
        'files_observed' => count($r->files), 'divergent_sites' => count($r->sites), 'by_rules' => [],
        'kinds' => [], 'internal' => []];
    foreach (RULE_SETS as $set => $_) {
        $p['by_rules'][$set] = ['sites' => 0, 'calls' => 0, 'files' => 0, 'deprecated' => 0];
        $p['kinds'][$set] = [];
        $p['internal'][$set] = [];
    }
    $files = [];
    foreach ($r->sites as $s) {
        foreach (RULE_SETS as $set => $_) {
            if (!breaks($s, $set)) {
                continue;
            }
            $p['by_rules'][$set]['sites']++;
            $p['by_rules'][$set]['calls'] += $s['count'];
            $p['by_rules'][$set]['deprecated'] += outcome($s, $set) === 'deprecate' ? 1 : 0;
            $files[$set][$s['file']] = true;
            $kind = $s['coercion'] ?? 'rejected';
            $p['kinds'][$set][$kind] ??= ['sites' => 0, 'calls' => 0];
            $p['kinds'][$set][$kind]['sites']++;
            $p['kinds'][$set][$kind]['calls'] += $s['count'];
            if (($s['callee'] ?? null) === 'internal' && ($s['site'] ?? 'argument') === 'argument') {
                $key = internal_param_name($s);
                $p['internal'][$set][$key] ??= ['sites' => 0, 'calls' => 0];
                $p['internal'][$set][$key]['sites']++;
                $p['internal'][$set][$key]['calls'] += $s['count'];
            }
        }
    }
    foreach (RULE_SETS as $set => $_) {
        $p['by_rules'][$set]['files'] = count($files[$set] ?? []);
    }
    return $p;
}

/** An internal function's parameter as people write it: str_repeat() #2 $times. */
function internal_param_name(array $s): string
{
    return $s['function'] . '() #' . ($s['arg'] ?? 0) . (isset($s['param']) ? ' $' . $s['param'] : '');
}

/** Across projects: per rule set the totals, and the kinds and internal parameters that dominate it. */
function projects_view(array $projects, int $top): array
{
    $by = [];
    $dominant = ['kinds' => [], 'internal' => []];
    // what dominates: most sites (code to change), then calls, then name
    $order = fn($a, $b) => [$b['sites'], $b['calls'], $a['name']] <=> [$a['sites'], $a['calls'], $b['name']];
    foreach (RULE_SETS as $set => $meaning) {
        $t = ['rules' => $set, 'projects' => 0, 'sites' => 0, 'calls' => 0, 'files' => 0, 'deprecated' => 0];
        $acc = ['kinds' => [], 'internal' => []];
        foreach ($projects as $p) {
            $b = $p['by_rules'][$set];
            $t['projects'] += $b['sites'] > 0 ? 1 : 0;
            foreach (['sites', 'calls', 'files', 'deprecated'] as $c) {
                $t[$c] += $b[$c];
            }
            foreach (['kinds', 'internal'] as $what) {
                foreach ($p[$what][$set] as $name => $n) {
                    $name = (string) $name;
                    $acc[$what][$name] ??= ['name' => $name, 'sites' => 0, 'calls' => 0, 'projects' => 0];
                    $acc[$what][$name]['sites'] += $n['sites'];
                    $acc[$what][$name]['calls'] += $n['calls'];
                    $acc[$what][$name]['projects']++;
                }
            }
        }
        $t['meaning'] = $meaning;
        $t['standing'] = RULE_STANDING[$set];
        $by[] = $t;
        foreach (['kinds' => 'kind', 'internal' => 'parameter'] as $what => $label) {
            $list = array_values($acc[$what]);
            usort($list, $order);
            $dominant[$what][$set] = array_map(fn($x) => [$label => $x['name'], 'sites' => $x['sites'],
                'share' => $t['sites'] ? round(100 * $x['sites'] / $t['sites'], 1) : 0.0, 'calls' => $x['calls'],
                'projects' => $x['projects']], array_slice($list, 0, $top));
        }
    }
    return ['projects' => count($projects), 'requests' => array_sum(array_column($projects, 'requests')),
        'calls' => array_sum(array_column($projects, 'calls')), 'by_rules' => $by, 'kinds' => $dominant['kinds'],
        'internal' => $dominant['internal'], 'per_project' => array_map(function ($p) {
            unset($p['kinds'], $p['internal']);
            return $p;
        }, $projects)];
}

/** "sites/calls/files" of one project under one set, as the side-by-side cell shows it. */
function project_cell(array $b): string
{
    return "{$b['sites']}/{$b['calls']}/{$b['files']}";
}

/** The tables of the view, as [title, head, rows, note] for the text and Markdown renderers. */
function projects_tables(array $v): array
{
    $sets = array_keys(RULE_SETS);
    $t = [];
    $t[] = ['What each rule set would break, across projects', ['rules', 'projects', 'sites', 'calls', 'files', 'deprecated', 'meaning'],
        array_map(fn($x) => [$x['rules'], "{$x['projects']}/{$v['projects']}", $x['sites'], $x['calls'], $x['files'],
            $x['deprecated'], $x['meaning']], $v['by_rules']),
        'projects: how many of the projects the set would break (one site or more)'];
    $t[] = ['Per project: sites/calls/files each rule set would break', ['project', 'calls observed', ...$sets],
        array_map(fn($p) => [$p['name'], $p['calls'], ...array_map(fn($s) => project_cell($p['by_rules'][$s]), $sets)],
            $v['per_project']), ''];
    foreach (['kinds' => ['kind', 'coercion kinds'], 'internal' => ['parameter', 'internal function parameters']] as $what => [$col, $label]) {
        $rows = [];
        foreach ($v[$what] as $set => $list) {
            foreach ($list as $x) {
                $rows[] = [$set, $x[$col], $x['sites'], $x['share'] . ' %', $x['calls'], $x['projects']];
            }
        }
        $t[] = ["What dominates each rule set: $label", ['rules', $col, 'sites', 'of the set\'s sites', 'calls', 'projects'], $rows,
            $what === 'internal' ? 'arguments of internal (built-in) functions only' : ''];
    }
    return $t;
}

function render_projects_text(array $v, bool $color): string
{
    $o = sprintf("%d project(s), %d request(s), %d call(s) with scalar parameters observed\n\n", $v['projects'], $v['requests'], $v['calls']);
    foreach (projects_tables($v) as [$title, $head, $rows, $note]) {
        $o .= ($color ? "\033[1;36m" : '') . $title . ($color ? "\033[0m" : '') . "\n" . table($head, $rows, $color)
            . ($note !== '' ? "($note)\n" : '') . "\n";
    }
    return rtrim($o) . "\n";
}

function render_projects_markdown(array $v): string
{
    $o = "# scalar_types: what each rule set would break, per project\n\n"
        . sprintf("%d project(s), %d request(s), %d call(s) with scalar parameters observed.\n\n", $v['projects'], $v['requests'], $v['calls']);
    foreach (projects_tables($v) as [$title, $head, $rows, $note]) {
        $o .= "## $title\n\n" . md_table($head, $rows) . ($note !== '' ? "\n" . ucfirst($note) . ".\n" : '') . "\n";
    }
    return rtrim($o) . "\n";
}

function render_projects_json(array $v): string
{
    return json_encode($v, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE) . "\n";
}

/** One page, index.html (and the report's style.css), in DIR. */
function render_projects_html(array $v, string $dir): string
{
    $dir = rtrim(realpath($dir) ?: $dir, '/');
    file_put_contents("$dir/style.css", HTML_CSS);
    $o = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        . '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer">'
        . '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'self\' \'unsafe-inline\'; base-uri \'none\'">'
        . '<title>Projects — scalar_types</title><link rel="stylesheet" href="style.css"></head>' . "\n<body><main id=\"main\">\n"
        . '<h1>What each rule set would break, per project</h1>'
        . '<dl class="totals"><dt>projects</dt><dd>' . (int) $v['projects'] . '</dd><dt>requests</dt><dd>' . (int) $v['requests']
        . '</dd><dt>calls with scalar parameters observed</dt><dd>' . (int) $v['calls'] . '</dd></dl>';
    $o .= html_bars('What each rule set would break, across projects (projects: of ' . (int) $v['projects'] . ')', 'rules',
        array_map(fn($x) => ['label' => h($x['rules']) . ' <small>' . h($x['meaning']) . '</small>'] + $x, $v['by_rules']),
        ['projects', 'sites', 'calls', 'files', 'deprecated']);
    $sets = array_keys(RULE_SETS);
    $o .= '<table id="per-project"><caption>Per project: sites / calls / files each rule set would break</caption><thead><tr>'
        . '<th scope="col">project</th><th scope="col">calls observed</th>';
    foreach ($sets as $s) {
        $o .= '<th scope="col">' . h($s) . '</th>';
    }
    $o .= '</tr></thead><tbody>';
    foreach ($v['per_project'] as $p) {
        $o .= '<tr><th scope="row">' . h($p['name']) . '</th><td>' . (int) $p['calls'] . '</td>';
        foreach ($sets as $s) {
            $o .= '<td>' . h(project_cell($p['by_rules'][$s])) . '</td>';
        }
        $o .= '</tr>';
    }
    $o .= '</tbody></table>';
    foreach (['kinds' => ['kind', 'coercion kinds'], 'internal' => ['parameter', 'internal function parameters']] as $what => [$col, $label]) {
        $o .= '<h2>What dominates each rule set: ' . h($label) . '</h2>';
        foreach ($v[$what] as $set => $list) {
            $o .= '<table class="dominant" data-rules="' . h($set) . '" data-what="' . h($what) . '"><caption>' . h($set)
                . '</caption><thead><tr><th scope="col">' . h($col) . '</th><th scope="col">sites</th><th scope="col">of the set\'s sites</th>'
                . '<th scope="col">calls</th><th scope="col">projects</th></tr></thead><tbody>';
            foreach ($list as $x) {
                $o .= '<tr><th scope="row"><code>' . h($x[$col]) . '</code></th><td>' . (int) $x['sites'] . '</td><td>'
                    . h($x['share'] . ' %') . '</td><td>' . (int) $x['calls'] . '</td><td>' . (int) $x['projects'] . '</td></tr>';
            }
            $o .= ($list ? '' : '<tr><td colspan="5">nothing</td></tr>') . '</tbody></table>';
        }
    }
    $o .= "\n</main><footer>scalar-types " . VERSION . " projects report</footer></body></html>\n";
    file_put_contents("$dir/index.html", $o);
    return "HTML report: file://" . uri_path("$dir/index.html") . "\n";
}

/** NAME=DIR (or DIR: named by its basename) => [name, dir]. */
function parse_project(string $arg): array
{
    $eq = strpos($arg, '=');
    [$name, $dir] = $eq === false || $eq === 0 ? [basename(rtrim($arg, '/')), $arg] : [substr($arg, 0, $eq), substr($arg, $eq + 1)];
    if ($name === '' || $dir === '') {
        throw new UsageError("$arg: not NAME=DIR");
    }
    return [$name, $dir];
}

function cmd_projects(array $args): int
{
    // --under NAME=PATH[,PATH...] may come once per project: taken out here
    $under = [];
    $rest = [];
    for ($i = 0; $i < count($args); $i++) {
        if ($args[$i] === '--') {
            array_push($rest, ...array_slice($args, $i));
            break;
        }
        if ($args[$i] === '--under' || str_starts_with($args[$i], '--under=')) {
            $val = $args[$i] === '--under' ? ($args[++$i] ?? throw new UsageError('--under needs a value')) : substr($args[$i], 8);
            [$name, $paths] = parse_project($val);
            $under[$name] = array_merge($under[$name] ?? [], array_map(fn($u) => rtrim(realpath($u) ?: $u, '/') ?: '/',
                explode(',', $paths)));
            continue;
        }
        $rest[] = $args[$i];
    }
    [$opts, $pos] = parse_args($rest, ['format', 'output', 'top'], []);
    $format = $opts['format'] ?? 'text';
    if (!in_array($format, ['text', 'json', 'markdown', 'html'], true)) {
        throw new UsageError("unknown format $format (text, json, markdown, html)");
    }
    if (($format === 'html') !== isset($opts['output'])) {
        throw new UsageError('--format html needs --output DIR, and --output DIR is for --format html');
    }
    $top = count_option($opts, 'top', 5);
    if (!$pos) {
        throw new UsageError('projects needs at least one NAME=DIR');
    }
    $projects = [];
    foreach ($pos as $arg) {
        [$name, $dir] = parse_project($arg);
        if (isset($projects[$name])) {
            throw new UsageError("project $name named twice");
        }
        if (!is_dir($dir)) {
            err("$name: $dir is not a directory");
            return EXIT_NO_INPUT;
        }
        $r = load_reports([$dir]);
        if ($r === null) {
            err("$name: no report in $dir");
            return EXIT_NO_INPUT;
        }
        $projects[$name] = project_stats($name, $dir, $r, $under[$name] ?? []);
        unset($r);
    }
    if ($unknown = array_diff(array_keys($under), array_keys($projects))) {
        throw new UsageError('--under names no project ' . implode(', ', $unknown));
    }
    if ($format === 'html' && ($why = html_prepare_dir($opts['output'])) !== null) {
        err("cannot write the HTML report into {$opts['output']}: $why");
        return EXIT_NO_INPUT;
    }
    $v = projects_view(array_values($projects), $top);
    echo match ($format) {
        'text' => render_projects_text($v, stream_isatty(STDOUT) && getenv('NO_COLOR') === false),
        'markdown' => render_projects_markdown($v),
        'json' => render_projects_json($v),
        'html' => render_projects_html($v, $opts['output']),
    };
    return EXIT_OK;
}
