<?php

declare(strict_types=1);

/*
 * scalar-types CLI: report, rendered as text, Markdown, JSON or SARIF.
 */

namespace ScalarTypes\Cli;

function render_text(Report $r, int $top, bool $color): string
{
    $h = fn(string $s) => ($color ? "\033[1;36m" : '') . $s . ($color ? "\033[0m" : '') . "\n";
    $o = sprintf("%d request(s), %d call(s) with scalar parameters observed, %d divergent site(s), %d divergent call(s)%s\n%s\n",
        $r->requests, $r->calls, count($r->sites), total_divergent($r),
        ($r->dropped ? ", {$r->dropped} dropped past the site cap" : '')
        . ($r->filesLeft ? ", {$r->filesLeft} file load(s) left to OPcache (returns and property writes there not judged)" : ''),
        sampling_note($r));
    if ($r->baseline !== null) {
        $o .= render_baseline_text($r->baseline);
    }
    $o .= $h('What each rule set would break');
    $o .= table(['rules', 'sites', 'calls', 'files', 'deprecated', 'meaning'],
        array_map(fn($x) => array_values($x), by_rules($r)), $color);
    $o .= ($legacy = without_rules($r)) ? "($legacy site(s) from an older scalar_types carry no preset outcomes: counted under strict and php9 only)\n\n" : "\n";
    $o .= $h('Sites each rule set would break, by kind');
    $o .= table(['kind', ...array_keys(rule_sets($r))], array_map(fn($x) => array_values($x), by_rules_and($r, 'coercion')), $color) . "\n";
    $o .= $h('Sites each rule set would break, by caller file');
    $o .= table(['file', ...array_keys(rule_sets($r))],
        array_map(fn($x) => [shown($x['file']), ...array_slice(array_values($x), 1)], by_rules_and($r, 'file')), $color) . "\n";
    $o .= $h('What would break if PHP removed each coercion');
    $o .= table(['kind', 'sites', 'calls', 'meaning'],
        array_map(fn($k) => [$k['kind'], $k['sites'], $k['calls'], $k['meaning']], by_kind($r)), $color) . "\n";
    $o .= $h('Top call sites' . (rules_name($r->rules) !== 'strict' ? ' ' . rules_name($r->rules) . ' would break' : ''));
    $rows = [];
    foreach (array_slice(sorted_sites($r), 0, $top) as $s) {
        $rows[] = [shown($s['file']) . ':' . $s['line'], $s['caller_mode'] ?? '', $s['coercion'] ?? 'rejected', $s['count'], $s['message'] ?? STRICT_ACCEPTS];
    }
    $o .= table(['where', 'mode', 'coercion', 'count', 'strict mode says'], $rows, $color) . "\n";
    [$ready, $kinds, $outside] = readiness_view($r);
    $o .= $h('Strict-readiness by caller file');
    $o .= "$kinds\n" . ($outside !== '' ? "$outside\n" : '');
    $o .= table(['file', 'mode', 'calls', 'divergent', 'sites run', 'status'],
        array_map(fn($f) => [shown($f['file']), $f['mode'], $f['calls'], $f['divergences'], evidence_cell($f), $f['status']],
            $ready), $color) . "\n";
    $o .= $h('By callee');
    $o .= table(['callee', 'sites', 'calls'], array_map(fn($c) => array_values($c), by_callee($r)), $color);
    return $o;
}

function md_cell($v): string
{
    return str_replace(['|', "\n"], ['\\|', ' '], (string) $v);
}

function md_table(array $head, array $rows): string
{
    $o = '| ' . implode(' | ', $head) . " |\n|" . str_repeat('---|', count($head)) . "\n";
    foreach ($rows as $row) {
        $o .= '| ' . implode(' | ', array_map('ScalarTypes\Cli\md_cell', $row)) . " |\n";
    }
    return $o;
}

function render_markdown(Report $r, int $top): string
{
    $o = "# scalar_types compare report\n\n";
    $o .= sprintf("%d request(s), %d call(s) observed, %d divergent site(s), %d divergent call(s).\n\n",
        $r->requests, $r->calls, count($r->sites), total_divergent($r));
    $o .= ($note = sampling_note($r)) !== '' ? "$note\n" : '';
    if ($r->baseline !== null) {
        $o .= "## Against the baseline\n\n```\n" . render_baseline_text($r->baseline) . "```\n\n";
    }
    $o .= "## By rule set\n\n" . md_table(['rules', 'sites', 'calls', 'files', 'deprecated', 'meaning'],
        array_map(fn($x) => array_values($x), by_rules($r))) . "\n";
    if ($legacy = without_rules($r)) {
        $o .= "$legacy site(s) from an older scalar_types carry no preset outcomes: counted under strict and php9 only.\n\n";
    }
    $o .= "## By rule set and kind (sites)\n\n" . md_table(['kind', ...array_keys(rule_sets($r))],
        array_map(fn($x) => array_values($x), by_rules_and($r, 'coercion'))) . "\n";
    $o .= "## By rule set and caller file (sites)\n\n" . md_table(['file', ...array_keys(rule_sets($r))],
        array_map(fn($x) => ['`' . shown($x['file']) . '`', ...array_slice(array_values($x), 1)], by_rules_and($r, 'file'))) . "\n";
    $o .= "## By coercion kind\n\n" . md_table(['kind', 'sites', 'calls', 'meaning'],
        array_map(fn($k) => [$k['kind'], $k['sites'], $k['calls'], $k['meaning']], by_kind($r))) . "\n";
    $rows = [];
    foreach (array_slice(sorted_sites($r), 0, $top) as $s) {
        $rows[] = ['`' . shown($s['file']) . ':' . $s['line'] . '`', $s['caller_mode'] ?? '', $s['coercion'] ?? 'rejected', $s['count'], $s['message'] ?? STRICT_ACCEPTS];
    }
    $o .= "## Top call sites\n\n" . md_table(['where', 'mode', 'coercion', 'count', 'strict mode says'], $rows) . "\n";
    [$ready, $kinds, $outside] = readiness_view($r);
    $o .= "## Strict-readiness\n\n$kinds." . ($outside !== '' ? " $outside." : '') . "\n\n" . md_table(['file', 'mode', 'calls', 'divergent', 'sites run', 'status'],
        array_map(fn($f) => ['`' . shown($f['file']) . '`', $f['mode'], $f['calls'], $f['divergences'], evidence_cell($f),
            $f['status']], $ready)) . "\n";
    $o .= "## By callee\n\n" . md_table(['callee', 'sites', 'calls'], array_map(fn($c) => array_values($c), by_callee($r)));
    return $o;
}

function render_json(Report $r): string
{
    return json_encode([
        'requests' => $r->requests,
        'sample_rates' => $r->rates,
        'calls' => $r->calls,
        'dropped_calls' => $r->dropped,
        'files_left' => $r->filesLeft,
        'divergent_sites' => count($r->sites),
        'divergent_calls' => total_divergent($r),
        'rules' => rules_name($r->rules),
        'baseline' => $r->baseline === null ? null : ['file' => $r->baseline['file'], 'known' => $r->baseline['known'],
            'new' => count($r->baseline['new']), 'stale' => $r->baseline['stale']],
        'by_rules' => by_rules($r),
        'sites_without_rules' => without_rules($r),
        'by_rules_kind' => by_rules_and($r, 'coercion'),
        'by_rules_file' => by_rules_and($r, 'file'),
        'by_kind' => by_kind($r),
        'sites' => sorted_sites($r),
        'files' => readiness($r),
        'callees' => by_callee($r),
    ], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE) . "\n";
}

/** A path's URI form: each segment percent-encoded (the bytes, whatever their encoding). */
function uri_path(string $path): string
{
    return implode('/', array_map('rawurlencode', explode('/', $path)));
}

/**
 * Where a site is, for SARIF: [artifactLocation, line, note], or null when
 * it is in no file (php -r, standard input). Code eval()'d is placed at the
 * eval() of the file that holds it; the note says so.
 */
function sarif_location(string $file, int $line, string $base): ?array
{
    $note = '';
    if (preg_match('/^(.*?)\((\d+)\) : eval\(\)\'d code/s', $file, $m)) {
        $note = " (in eval()'d code, its line $line)";
        [$file, $line] = [$m[1], (int) $m[2]];
    }
    if (!str_starts_with($file, '/')) {
        // "Command line code", "Standard input code": no file to point at
        return null;
    }
    $base = rtrim($base, '/') . '/';
    $where = str_starts_with($file, $base)
        ? ['uri' => uri_path(substr($file, strlen($base))), 'uriBaseId' => 'SRCROOT']
        : ['uri' => 'file://' . uri_path($file)];
    return [$where, max(1, $line), $note];
}

/**
 * SARIF rule ids name the rule set and the kind ("strict/numeric_string_to_int",
 * "php9/fractional_float_to_int"): one rule per kind, for the set listed.
 */
function render_sarif(Report $r, string $base): string
{
    $rules = [];
    $setName = rules_name($r->rules);
    foreach (KIND_TEXT as $kind => $text) {
        [$full, $fix] = match (true) {
            $kind === 'rejected' => ['A scalar receipt that throws a TypeError in weak and in strict mode.',
                'Pass a value of the declared type: the call fails today.'],
            $setName === 'strict' && ($kind === 'int_to_float' || $kind === 'inexact_int_to_float') => ["A receipt of an int by a float type ($text): weak and strict mode both widen it, so strict_types=1 changes nothing here.",
                'Nothing to change for strict_types=1.'],
            $setName === 'strict' => ["A scalar receipt that weak mode accepts by a coercion ($text) and strict mode rejects with a TypeError.",
                'Before declaring strict_types=1 in the calling file, pass a value of the declared type (convert it explicitly where the conversion is meant) or widen the parameter type.'],
            default => ["A scalar receipt that weak mode accepts by a coercion ($text) and rule set $setName refuses or deprecates (docs/presets.md).",
                'Pass a value of the declared type (convert it explicitly where the conversion is meant) or widen the declared type.'],
        };
        $rules[] = [
            'id' => "$setName/$kind",
            // a name must differ from the id (SARIF1001): words in capitals
            'name' => $kind === 'rejected' ? 'TypeErrorInBothModes' : str_replace(' ', '', ucwords(str_replace('_', ' ', $kind))),
            'shortDescription' => ['text' => in_array($kind, ['rejected', 'int_to_float', 'inexact_int_to_float'], true)
                ? ucfirst($text) . '.' : "Weak mode: $text."],
            'fullDescription' => ['text' => $full],
            'help' => ['text' => "$full $fix", 'markdown' => "$full\n\n$fix"],
            'defaultConfiguration' => ['level' => match (true) {
                $kind === 'rejected' => 'error',
                $kind === 'int_to_float', $kind === 'inexact_int_to_float' && $setName === 'strict' => 'note',
                default => 'warning',
            }],
        ];
    }
    $results = [];
    $nowhere = 0;
    foreach (sorted_sites($r) as $s) {
        $kind = $s['coercion'] ?? 'rejected';
        $loc = sarif_location($s['file'], $s['line'], $base);
        if ($loc === null) {
            // a result needs a location (code scanning refuses one without)
            $nowhere++;
            continue;
        }
        $text = ($s['message'] ?? STRICT_ACCEPTS) . (($s['caller_mode'] ?? 'weak') === 'weak' && $kind !== 'rejected'
            ? " (weak mode: $kind)" : '') . ($setName !== 'strict' ? " ($setName: " . outcome($s, $r->rules) . ')' : '')
            . " — {$s['count']} call(s)" . $loc[2];
        $result = [
            'ruleId' => "$setName/$kind",
            'level' => match (true) {
                $kind === 'rejected' => 'error',
                outcome($s, $r->rules) !== 'reject' => 'note',
                default => 'warning',
            },
            'message' => ['text' => $text],
        ];
        $result['locations'] = [[
            'physicalLocation' => [
                'artifactLocation' => $loc[0],
                'region' => ['startLine' => $loc[1]],
            ],
        ]];
        $result['properties'] = ['count' => $s['count'], 'function' => $s['function'], 'site' => $s['site']];
        $results[] = $result;
    }
    if ($nowhere) {
        err("$nowhere site(s) in code from no file (php -r, standard input) left out of the SARIF: it has no location to give");
    }
    return json_encode([
        '$schema' => 'https://json.schemastore.org/sarif-2.1.0.json',
        'version' => '2.1.0',
        'runs' => [[
            'tool' => ['driver' => [
                'name' => 'scalar-types',
                'version' => VERSION,
                'informationUri' => 'https://github.com/scalar-types/scalar-types',
                'rules' => $rules,
            ]],
            'originalUriBaseIds' => ['SRCROOT' => ['uri' => 'file://' . uri_path(rtrim($base, '/') . '/')]],
            'results' => $results,
        ]],
    ], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE) . "\n";
}

function cmd_report(array $args): int
{
    [$opts, $paths] = parse_args($args, ['format', 'top', 'fail-on', 'base-dir', 'rules', 'baseline', 'baseline-write', 'min-coverage', 'clover', 'output'], ['fail-on-new', 'all-files']);
    if (isset($opts['fail-on-new']) && !isset($opts['baseline'])) {
        throw new UsageError('--fail-on-new needs --baseline FILE');
    }
    $format = $opts['format'] ?? 'text';
    $rules = $opts['rules'] ?? null;
    if ($rules !== null) {
        $set = parse_rules($rules, $why);
        if ($set === null) {
            throw new UsageError($why);
        }
        $rules = $set['overrides'] ? $set : $set['base'];
    }
    if (!in_array($format, ['text', 'json', 'sarif', 'markdown', 'html'], true)) {
        throw new UsageError("unknown format $format (text, json, sarif, markdown, html)");
    }
    if (($format === 'html') !== isset($opts['output'])) {
        throw new UsageError('--format html needs --output DIR, and --output DIR is for --format html');
    }
    $top = count_option($opts, 'top', 20);
    $failOn = isset($opts['fail-on']) ? count_option($opts, 'fail-on', 0) : null;
    $r = load_reports($paths ?: [DEFAULT_DIR], $opts);
    if ($r === null) {
        return EXIT_NO_INPUT;
    }
    // the side-by-side tables count every set; the rest is this one's
    // (strict by default: a site kept only for a preset is not listed)
    $r->rules = $rules ?? 'strict';
    $r->all = $r->sites;
    $r->sites = array_filter($r->sites, fn($s) => breaks($s, $r->rules));
    // baselines: file paths relative to --base-dir (default: here)
    $base = rtrim(realpath($opts['base-dir'] ?? '.') ?: ($opts['base-dir'] ?? '.'), '/') . '/';
    if (isset($opts['baseline'])) {
        $r->baseline = baseline_compare($r, $opts['baseline'], $base, $why);
        if ($r->baseline === null) {
            err($why);
            return EXIT_NO_INPUT;
        }
        if ($r->baseline['rules'] !== null && $r->baseline['rules'] !== rules_name($r->rules)) {
            err("the baseline was written under --rules {$r->baseline['rules']}, this report is read under "
                . rules_name($r->rules) . ': sites of one set are compared with the other\'s');
        }
    }
    if ($format === 'html' && ($why = html_prepare_dir($opts['output'])) !== null) {
        err("cannot write the HTML report into {$opts['output']}: $why");
        return EXIT_NO_INPUT;
    }
    $color = $format === 'text' && stream_isatty(STDOUT) && getenv('NO_COLOR') === false;
    echo match ($format) {
        'text' => render_text($r, $top, $color),
        'json' => render_json($r),
        'markdown' => render_markdown($r, $top),
        'sarif' => render_sarif($r, realpath($opts['base-dir'] ?? '.') ?: ($opts['base-dir'] ?? '.')),
        'html' => render_html($r, $opts['output'], $top, $paths ?: [DEFAULT_DIR]),
    };
    if (isset($opts['baseline-write'])) {
        $why = baseline_write($r, $opts['baseline-write'], $base);
        if ($why !== null) {
            err("cannot write the baseline {$opts['baseline-write']}: $why");
            return EXIT_NO_INPUT;
        }
        err(sprintf('baseline of %d site(s) written to %s', count($r->sites), $opts['baseline-write']));
    }
    if (isset($opts['fail-on-new']) && $r->baseline['new']) {
        err(sprintf('%d site(s) not in the baseline %s', count($r->baseline['new']), $r->baseline['file']));
        return EXIT_THRESHOLD;
    }
    if ($failOn !== null && total_divergent($r) > $failOn) {
        err(sprintf('%d divergent call(s)%s, more than --fail-on %d', total_divergent($r),
            $rules !== null ? ' ' . rules_name($rules) . ' would break' : '', $failOn));
        return EXIT_THRESHOLD;
    }
    return EXIT_OK;
}
