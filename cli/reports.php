<?php

declare(strict_types=1);

/*
 * scalar-types CLI: reading and merging report records (files, directories,
 * standard input, log lines).
 */

namespace ScalarTypes\Cli;

final class Report
{
    /** @var array<string, array> merged divergence sites */
    public array $sites = [];
    /** @var array<string, array> caller file => mode, calls, divergences */
    public array $files = [];
    public int $requests = 0;
    public int $calls = 0;
    public int $dropped = 0;
    /** files that judged requests of a sampling server left to OPcache, without probes */
    public int $filesLeft = 0;
    public int $bad = 0;
    /** @var array<string, int> sample rate => requests judged at it */
    public array $rates = [];
    /** the rule set whose sites are listed (--rules; a preset, or parse_rules()'s array) */
    public string|array $rules = 'strict';
    /** every site read, before --rules keeps those its set breaks */
    public ?array $all = null;
    /** --baseline: baseline_compare()'s result */
    public ?array $baseline = null;
    /** strict-ready needs at least this % of a file's lines with sites run (--min-coverage) */
    public float $minCoverage = 100.0;
    /** --clover: file => [line => true], lines a coverage report saw run */
    public array $clover = [];
    /** share(): one copy of each string and rule-outcome set the sites hold */
    public array $shared = [];
    public array $sharedRules = [];
    /** the runs recorded beside the reports (scope.php): their projects and file hashes */
    public array $runs = [];
    /** the oldest report file's mtime: a file modified after it may not be what was judged */
    public ?int $reportsTime = null;
    /** --all-files: no project scope */
    public bool $allFiles = false;
}

/** The rule sets compared side by side: the presets, and a custom --rules set. */
function rule_sets(Report $r): array
{
    $sets = [];
    foreach (RULE_SETS as $name => $meaning) {
        $sets[$name] = [$name, $meaning];
    }
    if (is_array($r->rules)) {
        $sets[$r->rules['name']] = [$r->rules, 'custom: ' . $r->rules['base'] . ' with '
            . implode(', ', array_map(fn($k, $o) => ($o === 'accept' ? '+' : '-') . $k, array_keys($r->rules['overrides']),
                $r->rules['overrides']))];
    }
    return $sets;
}

function rules_name(string|array $set): string
{
    return is_array($set) ? $set['name'] : $set;
}

/** @return list<string> the report files named by $paths (dirs: *.jsonl) */
function report_files(array $paths): array
{
    $files = [];
    foreach ($paths as $p) {
        if ($p === '-') {
            // standard input: a log export (journalctl -o cat, a log store)
            $files[] = 'php://stdin';
        } elseif (is_dir($p)) {
            $found = glob(rtrim($p, '/') . '/*.jsonl') ?: [];
            sort($found);
            array_push($files, ...$found);
        } elseif (is_file($p)) {
            $files[] = $p;
        } else {
            err("$p: no such file or directory");
        }
    }
    return $files;
}

/**
 * A record as a log pipeline hands it back: behind a prefix (syslog's
 * "host ident[pid]: ", php-fpm's "[pool www] child 7 said into stderr: "),
 * maybe in quotes (php-fpm's decorated output). The record from its
 * '{"record":' on; other lines as they are (then reported as not JSON).
 */
function unwrap_log_line(string $line): string
{
    if (ltrim($line)[0] === '{') {
        return $line;
    }
    $at = strpos($line, '{"record":');
    if ($at === false) {
        return $line;
    }
    $rec = rtrim(substr($line, $at), "\r\n");
    if (str_ends_with($rec, '"') && !str_ends_with($rec, '}')) {
        $rec = substr($rec, 0, -1);
    }
    return $rec;
}

/** The reports under $paths, merged; null (told) when there is none or nothing readable. */
/**
 * The reports at $paths, with the evidence options of $opts (--min-coverage,
 * --clover) applied; null, said on stderr, when there is none or an option
 * cannot be used.
 */
function load_reports(array $paths, array $opts = []): ?Report
{
    $files = report_files($paths);
    if (!$files) {
        err('no report files found in ' . implode(', ', $paths));
        return null;
    }
    $r = read_reports($files);
    if (!$r->requests && !$r->sites) {
        err('no readable record in ' . implode(', ', $paths));
        return null;
    }
    $r->runs = read_run_info($paths);
    $r->reportsTime = reports_mtime($paths);
    $r->allFiles = isset($opts['all-files']);
    $why = evidence_options($r, $opts);
    if ($why !== null) {
        err($why);
        return null;
    }
    return $r;
}

function read_reports(array $files): Report
{
    $r = new Report();
    $n = count($files);
    foreach ($files as $i => $file) {
        if ($n > 20 && $i % 20 === 0 && stream_isatty(STDERR)) {
            fwrite(STDERR, sprintf("\rreading reports %d/%d", $i, $n));
        }
        $fh = @fopen($file, 'r');
        if (!$fh) {
            err("$file: cannot read");
            continue;
        }
        $lineNo = 0;
        while (($line = fgets($fh)) !== false) {
            $lineNo++;
            if (trim($line) === '') {
                continue;
            }
            $line = unwrap_log_line($line);
            $rec = json_decode($line, true);
            $why = match (true) {
                // PHP 8.6 adds " near location LINE:COLUMN": the same text on every version
                json_last_error() !== JSON_ERROR_NONE => 'invalid JSON ('
                    . preg_replace('/ near location \d+:\d+$/', '', json_last_error_msg()) . ')',
                !is_array($rec) || ltrim($line)[0] !== '{' => 'not a JSON object',
                !isset($rec['record']) => 'no "record" field',
                !is_string($rec['record']) => '"record" is not a string',
                default => null,
            };
            if ($why === null) {
                $why = match ($rec['record']) {
                    'divergence' => add_site($r, $rec),
                    'summary' => add_summary($r, $rec),
                    default => 'unknown record kind ' . json_encode($rec['record'], JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE),
                };
            }
            if ($why !== null) {
                $r->bad++;
                err(($file === 'php://stdin' ? 'stdin' : $file) . ":$lineNo: $why, skipped");
            }
        }
        fclose($fh);
    }
    if ($n > 20 && stream_isatty(STDERR)) {
        fwrite(STDERR, "\r" . str_repeat(' ', 40) . "\r");
    }
    return $r;
}

/**
 * Why a record's fields do not have the types the extension writes: each of
 * $types is name => 'string'|'int'|'object' (required) or '?string'|'?int'
 * (absent or null allowed). Null when they all do.
 */
function field_error(array $rec, array $types, string $what, string $path = ''): ?string
{
    foreach ($types as $k => $type) {
        $optional = $type[0] === '?';
        $type = ltrim($type, '?');
        if (!isset($rec[$k])) {
            if ($optional) {
                continue;
            }
            return "$what " . (array_key_exists($k, $rec) ? "with $path\"$k\" null" : "without $path\"$k\"");
        }
        $ok = match ($type) {
            'string' => is_string($rec[$k]),
            'int' => is_int($rec[$k]),
            'number' => is_int($rec[$k]) || is_float($rec[$k]),
            'bool' => is_bool($rec[$k]),
            'object' => is_array($rec[$k]) && (!array_is_list($rec[$k]) || $rec[$k] === []),
            'lines' => is_array($rec[$k]) && array_is_list($rec[$k])
                && $rec[$k] === array_filter($rec[$k], fn($l) => is_int($l) && $l > 0),
        };
        if (!$ok) {
            $name = ['string' => 'a string', 'int' => 'an integer', 'object' => 'an object', 'number' => 'a number',
                'bool' => 'a boolean', 'lines' => 'a list of line numbers'][$type];
            return "$what with $path\"$k\" not $name";
        }
    }
    return null;
}

/** Null, or why the record is skipped. */
function add_site(Report $r, array $rec): ?string
{
    $why = field_error($rec, ['file' => 'string', 'line' => 'int', 'function' => 'string', 'message' => '?string',
        'count' => 'int', 'file_b64' => '?string', 'arg' => '?int', 'param' => '?string', 'coercion' => '?string',
        'caller_mode' => '?string', 'site' => '?string', 'given' => '?string', 'deprecation' => '?string',
        'warning' => '?string', 'callee' => '?string', 'rules' => '?object', 'call_on_line' => '?lines', 'calls_on_line' => '?int',
        'by_ref' => '?bool'], 'divergence');
    if ($why !== null) {
        return $why;
    }
    if (isset($rec['file_b64'])) {
        $raw = base64_decode($rec['file_b64'], true);
        if ($raw === false) {
            return 'divergence with "file_b64" not base64';
        }
        $rec['file'] = $raw;
    }
    $rec['site'] ??= 'argument';
    $rec['arg'] ??= 0;
    $key = implode("\0", [$rec['file'], $rec['line'], $rec['function'], $rec['arg'], $rec['param'] ?? '',
        $rec['coercion'] ?? '', $rec['caller_mode'] ?? '', $rec['site'], $rec['given'] ?? '',
        isset($rec['deprecation']) ? 'd' : '', isset($rec['warning']) ? 'w' : '', $rec['callee'] ?? '']);
    if (isset($r->sites[$key])) {
        $r->sites[$key]['count'] += $rec['count'];
        // which of the line's calls of the callee: the union, while every record knows
        $site = &$r->sites[$key];
        if (isset($site['calls_on_line'], $rec['calls_on_line']) && $site['calls_on_line'] === $rec['calls_on_line']) {
            $site['call_on_line'] = array_values(array_unique(array_merge($site['call_on_line'], $rec['call_on_line'])));
            sort($site['call_on_line']);
        } else {
            unset($site['call_on_line'], $site['calls_on_line']);
        }
        unset($site);
    } else {
        $r->sites[$key] = share($r, $rec);
    }
    return null;
}

/**
 * A new site's strings and rule outcomes as one shared copy each: 10^5
 * sites repeat the same files, kinds, types and outcomes, and memory then
 * grows with what is distinct (the reader's bound is sites, not lines).
 */
function share(Report $r, array $rec): array
{
    foreach ($rec as $k => $v) {
        if (is_string($v)) {
            $rec[$k] = $r->shared[$v] ??= $v;
        }
    }
    if (isset($rec['rules']) && is_array($rec['rules'])) {
        $rec['rules'] = $r->sharedRules[json_encode($rec['rules'])] ??= $rec['rules'];
    }
    return $rec;
}

/** Null, or why the record is skipped (then none of it is counted). */
function add_summary(Report $r, array $rec): ?string
{
    $why = field_error($rec, ['calls' => '?int', 'dropped_calls' => '?int', 'files_left' => '?int', 'files' => '?object',
        'sample_rate' => '?number', 'partial' => '?bool'], 'summary');
    if ($why === null && isset($rec['sample_rate']) && !($rec['sample_rate'] > 0 && $rec['sample_rate'] <= 1)) {
        $why = 'summary with "sample_rate" not in (0, 1]';
    }
    if ($why !== null) {
        return $why;
    }
    $files = [];
    foreach ($rec['files'] ?? [] as $file => $f) {
        // a JSON key PHP made an int ("123") is still a file name
        $file = (string) $file;
        $path = '"files".' . json_encode($file, JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE);
        $why = is_array($f) && (!array_is_list($f) || $f === []) ? field_error($f, ['mode' => '?string', 'calls' => '?int',
            'divergences' => '?int', 'file_b64' => '?string', 'site_lines' => '?lines', 'run_lines' => '?lines'],
            'summary', "$path.") : "summary with $path not an object";
        if ($why !== null) {
            return $why;
        }
        if (isset($f['file_b64'])) {
            $file = base64_decode($f['file_b64'], true);
            if ($file === false) {
                return "summary with $path.\"file_b64\" not base64";
            }
        }
        $files[] = [$file, $f];
    }
    // a flush in the middle of a request (scalar_types.flush_interval) is
    // part of one: its counts add up, the request is counted at its end
    if (!($rec['partial'] ?? false)) {
        $r->requests++;
        $rate = (string) ($rec['sample_rate'] ?? 1);
        $r->rates[$rate] = ($r->rates[$rate] ?? 0) + 1;
    }
    $r->calls += $rec['calls'] ?? 0;
    $r->dropped += $rec['dropped_calls'] ?? 0;
    $r->filesLeft += $rec['files_left'] ?? 0;
    foreach ($files as [$file, $f]) {
        $cur = $r->files[$file] ?? ['mode' => $f['mode'] ?? 'weak', 'calls' => 0, 'divergences' => 0];
        if (($f['mode'] ?? $cur['mode']) !== $cur['mode']) {
            $cur['mode'] = 'mixed';
        }
        $cur['calls'] += $f['calls'] ?? 0;
        $cur['divergences'] += $f['divergences'] ?? 0;
        // evidence coverage: sets of lines, merged by union (line => true)
        foreach (['site_lines', 'run_lines'] as $k) {
            if (isset($f[$k])) {
                $cur[$k] = ($cur[$k] ?? []) + array_fill_keys($f[$k], true);
            }
        }
        $r->files[$file] = $cur;
    }
    return null;
}
