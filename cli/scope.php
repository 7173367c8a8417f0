<?php

declare(strict_types=1);

/*
 * scalar-types CLI: the project a run judged, and what the files were then.
 * run writes DIR/run-info.json beside its reports (the extension records
 * neither): the directory it started in, the project root and vendor
 * directories found from there, its start time, and a hash of every file
 * its reports name. fix and the readiness tables keep to that project;
 * fix --write refuses a file whose content is no longer what was judged.
 */

namespace ScalarTypes\Cli;

const RUN_INFO = 'run-info.json';

/** The project around $cwd: the nearest directory up holding composer.json or .git, else $cwd itself. */
function project_root(string $cwd): string
{
    for ($d = $cwd; ; $d = dirname($d)) {
        if (file_exists("$d/composer.json") || file_exists("$d/.git")) {
            return $d;
        }
        if ($d === dirname($d)) {
            return $cwd;
        }
    }
}

/** vendor/ and Composer's config.vendor-dir under $root, as real paths where they exist. */
function vendor_dirs(string $root): array
{
    $dirs = ["$root/vendor"];
    $json = @file_get_contents("$root/composer.json");
    $c = $json === false ? null : json_decode($json, true);
    $v = is_array($c) ? ($c['config']['vendor-dir'] ?? null) : null;
    if (is_string($v) && $v !== '') {
        $dirs[] = str_starts_with($v, '/') ? $v : "$root/$v";
    }
    return array_values(array_unique(array_map(fn($d) => rtrim(realpath($d) ?: $d, '/'), $dirs)));
}

/** A scope record for the project around $dir (run's, or fix's own directory when no run recorded one). */
function project_scope(string $dir): array
{
    $dir = realpath($dir) ?: $dir;
    $root = project_root($dir);
    return ['cwd' => $dir, 'root' => $root, 'vendor' => vendor_dirs($root)];
}

function under(string $file, string $dir): bool
{
    return $file === $dir || str_starts_with($file, rtrim($dir, '/') . '/');
}

/**
 * Where $file stands against the scopes: 'project', 'vendor' (under a
 * vendor directory of a project) or 'outside'. In the project of any
 * scope (and not in its vendor/) is in.
 */
function file_scope(array $scopes, string $file): string
{
    $where = 'outside';
    foreach ($scopes as $s) {
        if (!under($file, $s['root'])) {
            continue;
        }
        foreach ($s['vendor'] as $v) {
            if (under($file, $v)) {
                $where = 'vendor';
                continue 2;
            }
        }
        return 'project';
    }
    return $where;
}

/** The run-info.json files beside $paths (report directories, or a report file's directory). */
function run_info_files(array $paths): array
{
    $found = [];
    foreach ($paths as $p) {
        $d = is_dir($p) ? rtrim($p, '/') : dirname($p);
        if ($p !== '-' && is_file("$d/" . RUN_INFO)) {
            $found[realpath("$d/" . RUN_INFO)] = true;
        }
    }
    return array_keys($found);
}

/** The runs recorded beside $paths, oldest first (unreadable records are left out). */
function read_run_info(array $paths): array
{
    $runs = [];
    foreach (run_info_files($paths) as $f) {
        $data = json_decode((string) @file_get_contents($f), true);
        foreach (is_array($data['runs'] ?? null) ? $data['runs'] : [] as $run) {
            if (is_array($run) && is_string($run['root'] ?? null) && is_array($run['vendor'] ?? null)) {
                $runs[] = $run;
            }
        }
    }
    usort($runs, fn($a, $b) => ($a['started'] ?? 0) <=> ($b['started'] ?? 0));
    return $runs;
}

/**
 * The files the summaries in $reports name (a light read: only summary
 * lines are decoded; anything odd is left to report to tell).
 */
function summary_files(array $reports): array
{
    $files = [];
    foreach ($reports as $rf) {
        $fh = @fopen($rf, 'r');
        while ($fh && ($line = fgets($fh)) !== false) {
            if (!str_contains($line, '"summary"')) {
                continue;
            }
            $rec = json_decode(unwrap_log_line($line), true);
            foreach (is_array($rec['files'] ?? null) ? $rec['files'] : [] as $file => $f) {
                $files[(string) $file] = true;
            }
        }
        $fh && fclose($fh);
    }
    return array_keys($files);
}

/**
 * Adds this run to DIR/run-info.json: where it started, the project, when,
 * and a hash of each file its reports ($changed) name, as it was then.
 */
function record_run(string $dir, string $cwd, float $started, array $command, array $changed): void
{
    $hashes = [];
    foreach (summary_files($changed) as $file) {
        // files only: "Command line code", eval()'d strings have no content to keep
        if (str_starts_with($file, '/') && is_file($file) && preg_match('//u', $file)) {
            $hashes[$file] = @sha1_file($file) ?: null;
        }
    }
    $run = project_scope($cwd) + ['started' => $started, 'ended' => microtime(true),
        'command' => array_map(fn($a) => preg_match('//u', $a) ? $a : '?', $command), 'files' => $hashes];
    $fh = @fopen("$dir/" . RUN_INFO, 'c+');
    if (!$fh) {
        err("cannot write $dir/" . RUN_INFO . ': fix will take the current directory for the project');
        return;
    }
    // two runs into one directory at once: one writes after the other
    flock($fh, LOCK_EX);
    $data = json_decode((string) stream_get_contents($fh), true);
    $runs = is_array($data['runs'] ?? null) ? $data['runs'] : [];
    $runs[] = $run;
    ftruncate($fh, 0);
    rewind($fh);
    fwrite($fh, json_encode(['runs' => $runs], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE) . "\n");
    flock($fh, LOCK_UN);
    fclose($fh);
}

/**
 * Null when $file is as the run judged it, else why not: its hash differs
 * from the one a run recorded (or two runs saw it differ); without one,
 * it was modified after the oldest report was written.
 */
function changed_since_run(Report $r, string $file): ?string
{
    $now = @sha1_file($file);
    $seen = array_unique(array_filter(array_map(fn($run) => $run['files'][$file] ?? null, $r->runs)));
    if ($seen) {
        return count($seen) > 1 ? 'changed between the runs that judged it'
            : ($now !== reset($seen) ? 'changed since the run that judged it' : null);
    }
    clearstatcache(true, $file);
    $m = @filemtime($file);
    return $r->reportsTime !== null && $m !== false && $m > $r->reportsTime
        ? 'modified after the reports were written (no hash recorded: reports not written by run)' : null;
}

/**
 * The scope rows keep to: the runs' projects, or null for all files (no
 * run recorded one, or --all-files).
 */
function report_scopes(Report $r): ?array
{
    return $r->allFiles || !$r->runs ? null : $r->runs;
}

/** One line: how many readiness rows are outside the scope, and how to see them. */
function outside_note(array $rows): string
{
    $out = array_filter($rows, fn($f) => ($f['scope'] ?? 'project') !== 'project');
    if (!$out) {
        return '';
    }
    $vendor = count(array_filter($out, fn($f) => $f['scope'] === 'vendor'));
    $ready = count(array_filter($out, fn($f) => $f['kind'] === 'strict-ready'));
    return sprintf('%d file(s) outside the project not listed (%d under vendor/, %d elsewhere; %d of them strict-ready): --all-files lists them',
        count($out), $vendor, count($out) - $vendor, $ready);
}
