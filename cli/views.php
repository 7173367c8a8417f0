<?php

declare(strict_types=1);

/*
 * scalar-types CLI: what a merged report is looked at by (rule set, kind,
 * callee, caller file), and plain-text tables.
 */

namespace ScalarTypes\Cli;

function sorted_sites(Report $r): array
{
    $sites = array_values($r->sites);
    usort($sites, fn($a, $b) => [$b['count'], $a['file'], $a['line']] <=> [$a['count'], $b['file'], $b['line']]);
    return $sites;
}

function by_kind(Report $r): array
{
    $kinds = [];
    foreach ($r->sites as $s) {
        $k = $s['coercion'] ?? 'rejected';
        $kinds[$k] ??= ['kind' => $k, 'meaning' => KIND_TEXT[$k] ?? $k, 'sites' => 0, 'calls' => 0];
        $kinds[$k]['sites']++;
        $kinds[$k]['calls'] += $s['count'];
    }
    usort($kinds, fn($a, $b) => [$b['calls'], $a['kind']] <=> [$a['calls'], $b['kind']]);
    return $kinds;
}

/**
 * Per rule set: the sites, calls and caller files it would break (refuse,
 * or deprecate: "deprecated" counts those sites apart).
 */
function by_rules(Report $r): array
{
    $out = [];
    foreach (rule_sets($r) as $name => [$set, $meaning]) {
        $sites = array_filter($r->all ?? $r->sites, fn($s) => breaks($s, $set));
        $out[] = ['rules' => $name, 'sites' => count($sites), 'calls' => array_sum(array_column($sites, 'count')),
            'files' => count(array_unique(array_column($sites, 'file'))),
            'deprecated' => count(array_filter($sites, fn($s) => outcome($s, $set) === 'deprecate')), 'meaning' => $meaning];
    }
    return $out;
}

/**
 * What the counts stand for when requests were sampled
 * (scalar_types.sample_rate): judged requests only, so an estimate of all
 * is each count divided by the rate. Empty when every request was judged.
 */
function sampling_note(Report $r): string
{
    $sampled = array_filter($r->rates, fn($n, $rate) => (float) $rate < 1, ARRAY_FILTER_USE_BOTH);
    if (!$sampled) {
        return '';
    }
    $parts = [];
    foreach ($r->rates as $rate => $n) {
        $parts[] = "$n at rate $rate" . ((float) $rate < 1 ? sprintf(' (x%s for all)', round(1 / (float) $rate, 2)) : '');
    }
    return 'Sampled: the counts are of judged requests only: ' . implode(', ', $parts) . "\n";
}

/** Sites whose records carry no preset outcomes (written before presets). */
function without_rules(Report $r): int
{
    return count(array_filter($r->all ?? $r->sites, fn($s) => !isset($s['rules'])));
}

/**
 * Side by side, per $field ('coercion' or 'file'): the sites each rule set
 * would break. Rows with no site broken by any set are left out.
 */
function by_rules_and(Report $r, string $field): array
{
    $rows = [];
    $sets = rule_sets($r);
    foreach ($r->all ?? $r->sites as $s) {
        $k = $field === 'coercion' ? ($s['coercion'] ?? 'rejected') : $s[$field];
        foreach ($sets as $name => [$set]) {
            if (breaks($s, $set)) {
                $rows[$k] ??= [$field === 'coercion' ? 'kind' : $field => $k] + array_fill_keys(array_keys($sets), 0);
                $rows[$k][$name]++;
            }
        }
    }
    ksort($rows, SORT_STRING);
    return array_values($rows);
}

function by_callee(Report $r): array
{
    $c = [];
    foreach ($r->sites as $s) {
        $k = $s['function'];
        $c[$k] ??= ['function' => $k, 'sites' => 0, 'calls' => 0];
        $c[$k]['sites']++;
        $c[$k]['calls'] += $s['count'];
    }
    usort($c, fn($a, $b) => [$b['calls'], $a['function']] <=> [$a['calls'], $b['function']]);
    return $c;
}

/**
 * Per caller file: strict-ready means weak, observed calls, none diverged,
 * and enough of its sites ran (evidence(), at least --min-coverage %).
 */
function readiness(Report $r): array
{
    $out = [];
    $scopes = report_scopes($r);
    foreach ($r->files as $file => $f) {
        $file = (string) $file;
        $e = evidence($r, $file, $f);
        $short = $e === null ? false : $e['coverage'] < $r->minCoverage;
        $status = match (true) {
            // divergences counts arguments; the engine throws at the first of a call's
            $f['mode'] === 'strict' && $f['divergences'] > 0 => 'strict: threw TypeError (' . $f['divergences'] . ' argument(s) strict mode rejects)',
            $f['mode'] === 'strict' => 'already strict',
            $f['divergences'] > 0 => $f['divergences'] . ' divergent call(s)' . cast_status($r, $file, $short ? $e : null),
            $f['calls'] === 0 && ($e === null || $e['run_lines'] === 0) => 'no calls observed',
            $e === null && $r->minCoverage > 0 => 'no evidence coverage recorded (bin/scalar-types run records it)',
            $short => 'only ' . evidence_text($e) . ', under ' . $r->minCoverage . ' %',
            $f['mode'] === 'weak' => 'strict-ready',
            default => 'mixed modes',
        };
        unset($f['site_lines'], $f['run_lines']);
        // fix --casts's plan for a divergent weak file: conversions it writes, sites left
        $plan = $f['divergences'] > 0 && $f['mode'] === 'weak' ? cast_plan_of($r, $file) : null;
        if ($plan !== null) {
            $f += ['casts' => count($plan['edits']), 'decisions' => count($plan['refused'])];
        }
        $out[] = ['file' => $file] + $f + ($e ?? []) + ['status' => $status, 'kind' => status_kind($status)]
            + ($scopes === null ? [] : ['scope' => file_scope($scopes, $file)])
            // a name that is not UTF-8: JSON shows it with U+FFFD, file_b64 keeps its bytes
            + (preg_match('//u', $file) ? [] : ['file_b64' => base64_encode($file)]);
    }
    usort($out, fn($a, $b) => [$a['divergences'] > 0, $a['file']] <=> [$b['divergences'] > 0, $b['file']]);
    return $out;
}

/**
 * For a weak file with divergent calls whose source is as the run saw it:
 * ": strict-ready with N casts" when fix --casts converts every site,
 * else ": needs a decision (N sites)"; "" when the source is not there.
 */
function cast_status(Report $r, string $file, ?array $short): string
{
    $plan = cast_plan_of($r, $file);
    if ($plan === null) {
        return '';
    }
    $n = count($plan['edits']);
    if ($plan['refused']) {
        return ': needs a decision (' . count($plan['refused']) . ' site(s)' . ($n ? "; $n cast(s) written by fix --casts" : '') . ')';
    }
    return $short !== null ? ": $n cast(s), but only " . evidence_text($short) . ", under {$r->minCoverage} %"
        : ": strict-ready with $n cast(s)";
}

/** cast_plan() of a weak file as the run saw it (null: not readable, changed, or not weak), once per report. */
function cast_plan_of(Report $r, string $file): ?array
{
    static $plans = [];
    $key = spl_object_id($r) . "\0$file";
    if (!array_key_exists($key, $plans)) {
        // without ext/tokenizer (php -n) the report goes without it
        $code = function_exists('token_get_all') && ($r->files[$file]['mode'] ?? '') === 'weak' && is_file($file) && changed_since_run($r, $file) === null
            ? @file_get_contents($file) : false;
        $plans[$key] = $code === false ? null : cast_plan($r, $file, $code);
    }
    return $plans[$key];
}

/** The kinds statuses are counted by (their figures stay in each file's row). */
const STATUS_KINDS = ['strict-ready', 'divergent', 'evidence short', 'no calls observed', 'already strict', 'mixed modes'];

function status_kind(string $status): string
{
    return match (true) {
        $status === 'strict-ready', $status === 'already strict', $status === 'no calls observed' => $status,
        str_starts_with($status, 'strict: threw'), str_contains($status, 'divergent call') => 'divergent',
        str_starts_with($status, 'only '), str_starts_with($status, 'no evidence') => 'evidence short',
        default => 'mixed modes',
    };
}

/**
 * The readiness rows a view lists (the project's, unless --all-files or
 * no run recorded one), the counts by kind as one line, and a line on the
 * files left out.
 */
function readiness_view(Report $r): array
{
    $all = readiness($r);
    $rows = array_values(array_filter($all, fn($f) => ($f['scope'] ?? 'project') === 'project'));
    $n = array_count_values(array_column($rows, 'kind'));
    $parts = [];
    foreach (STATUS_KINDS as $i => $k) {
        // the four an adoption walks through always, the others when there are any
        if ($i < 4 || isset($n[$k])) {
            $parts[] = ($n[$k] ?? 0) . " $k";
        }
    }
    return [$rows, implode(', ', $parts), outside_note($all)];
}

function total_divergent(Report $r): int
{
    return array_sum(array_column($r->sites, 'count'));
}

/** Display width in characters (mbstring may be absent). */
function width(string $s): int
{
    $n = preg_match_all('/./us', $s);
    return $n === false ? strlen($s) : $n;
}

function table(array $head, array $rows, bool $color): string
{
    $w = array_map('ScalarTypes\Cli\width', $head);
    foreach ($rows as $row) {
        foreach (array_values($row) as $i => $cell) {
            $w[$i] = max($w[$i], width((string) $cell));
        }
    }
    $fmt = function (array $row) use ($w): string {
        $cells = [];
        foreach (array_values($row) as $i => $cell) {
            $cell = (string) $cell;
            $cells[] = $cell . str_repeat(' ', $w[$i] - width($cell));
        }
        return rtrim(implode('  ', $cells));
    };
    $out = ($color ? "\033[1m" : '') . $fmt($head) . ($color ? "\033[0m" : '') . "\n";
    foreach ($rows as $row) {
        $out .= $fmt($row) . "\n";
    }
    return $out;
}

/** A path as the user typed it: relative to the current directory when under it. */
function shown(string $file): string
{
    $cwd = rtrim((string) getcwd(), '/') . '/';
    return str_starts_with($file, $cwd) ? substr($file, strlen($cwd)) : $file;
}
