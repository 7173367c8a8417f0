<?php

declare(strict_types=1);

/*
 * scalar-types CLI: evidence coverage — which of a file's sites the run
 * executed (scalar_types.compare_coverage), a Clover report's lines added,
 * and the threshold strict-readiness asks of them.
 */

namespace ScalarTypes\Cli;

/**
 * A file's evidence: of the lines holding sites strict_types governs (calls
 * with arguments, and the returns and property writes compare mode
 * probes), how many ran (seen by the extension, or by --clover).
 * Null when the run did not record it (scalar_types.compare_coverage=0).
 */
function evidence(Report $r, string $file, array $f): ?array
{
    if (!isset($f['site_lines'])) {
        return null;
    }
    $sites = $f['site_lines'];
    $ran = array_intersect_key(($f['run_lines'] ?? []) + ($r->clover[$file] ?? []), $sites);
    $n = count($sites);
    $k = count($ran);
    $notRun = array_keys(array_diff_key($sites, $ran));
    sort($notRun);
    return ['site_lines' => $n, 'run_lines' => $k, 'coverage' => $n ? round(100 * $k / $n, 1) : 100.0,
        'not_run' => $notRun];
}

/** "12 of 14 lines with sites ran (85.7 %)" */
function evidence_text(array $e): string
{
    if ($e['site_lines'] === 0) {
        return 'no lines with sites (nothing strict_types governs to run)';
    }
    return "{$e['run_lines']} of {$e['site_lines']} lines with sites ran ({$e['coverage']} %)";
}

/** The readiness table's cell: "12/14 (85.7 %)", or "-" when not recorded. */
function evidence_cell(array $f): string
{
    if (($f['site_lines'] ?? null) === 0) {
        return 'no sites';
    }
    return isset($f['site_lines']) ? "{$f['run_lines']}/{$f['site_lines']} ({$f['coverage']} %)" : '-';
}

/**
 * --clover FILE[,FILE…]: a Clover XML coverage report (PHPUnit
 * --coverage-clover) as evidence for lines the extension did not see run.
 * Null, or why it cannot be read.
 */
function read_clover(Report $r, string $path): ?string
{
    if (!class_exists(\XMLReader::class)) {
        return 'reading Clover XML needs the xmlreader extension (Debian: php-xml)';
    }
    $x = new \XMLReader();
    if (!@$x->open($path, null, LIBXML_NONET)) {
        return "$path: cannot open";
    }
    $file = null;
    $seen = false;
    $prev = libxml_use_internal_errors(true);
    try {
        while (@$x->read()) {
            if ($x->nodeType !== \XMLReader::ELEMENT) {
                continue;
            }
            if ($x->name === 'file') {
                $name = (string) $x->getAttribute('name');
                $file = (realpath($name) ?: $name);
                $seen = true;
            } elseif ($x->name === 'line' && $file !== null && (int) $x->getAttribute('count') > 0) {
                $line = (int) $x->getAttribute('num');
                if ($line > 0) {
                    $r->clover[$file][$line] = true;
                }
            }
        }
        $errors = libxml_get_errors();
    } finally {
        libxml_clear_errors();
        libxml_use_internal_errors($prev);
        $x->close();
    }
    if ($errors) {
        return "$path: not well-formed XML (line {$errors[0]->line}: " . trim($errors[0]->message) . ')';
    }
    return $seen ? null : "$path: no <file> element: not a Clover coverage report";
}

/** --min-coverage P and --clover FILE[,…] into $r; null, or the error */
function evidence_options(Report $r, array $opts): ?string
{
    if (isset($opts['min-coverage'])) {
        $v = $opts['min-coverage'];
        if (!is_numeric($v) || $v < 0 || $v > 100) {
            throw new UsageError("--min-coverage $v: a percentage from 0 to 100");
        }
        $r->minCoverage = (float) $v;
    }
    foreach (isset($opts['clover']) ? explode(',', $opts['clover']) : [] as $path) {
        $why = read_clover($r, $path);
        if ($why !== null) {
            return $why;
        }
    }
    return null;
}
