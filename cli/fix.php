<?php

declare(strict_types=1);

/*
 * scalar-types CLI: fix --strict-ready.
 */

namespace ScalarTypes\Cli;

/**
 * Where declare(strict_types=1) goes: right after the opening tag. Returns
 * [offset, text to insert] or a reason why the file cannot take it.
 */
function declare_insertion(string $code): array|string
{
    if (str_starts_with($code, "\xEF\xBB\xBF")) {
        return 'starts with a UTF-8 BOM, which PHP outputs before the first statement: remove it first';
    }
    $tokens = token_get_all($code);
    $i = 0;
    $offset = 0;
    if (isset($tokens[0]) && is_array($tokens[0]) && $tokens[0][0] === T_INLINE_HTML) {
        // a "#!" line is skipped by PHP; any other text is output
        if (!str_starts_with($tokens[0][1], '#!') || substr_count(rtrim($tokens[0][1], "\r\n"), "\n") > 0) {
            return 'has output before <?php: declare(strict_types=1) must be the first statement';
        }
        $offset = strlen($tokens[0][1]);
        $i = 1;
    }
    if (!isset($tokens[$i]) || !is_array($tokens[$i]) || $tokens[$i][0] !== T_OPEN_TAG) {
        return 'does not start with <?php';
    }
    $open = $tokens[$i][1];
    // already declared? (any strict_types among the leading declares)
    for ($j = $i + 1; $j < count($tokens); $j++) {
        $t = $tokens[$j];
        if (is_array($t) && in_array($t[0], [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT], true)) {
            continue;
        }
        if (is_array($t) && $t[0] === T_DECLARE) {
            $k = $j;
            while (isset($tokens[$k]) && $tokens[$k] !== ';' && $tokens[$k] !== '{') {
                if (is_array($tokens[$k]) && $tokens[$k][0] === T_STRING && strtolower($tokens[$k][1]) === 'strict_types') {
                    for ($v = $k + 1; isset($tokens[$v]) && !(is_array($tokens[$v]) && $tokens[$v][0] === T_LNUMBER); $v++) {
                    }
                    return ($tokens[$v][1] ?? '') === '1' ? 'already declares strict_types=1'
                        : 'declares strict_types=0 (weak mode, on purpose?): change it to 1 by hand to make it strict';
                }
                $k++;
            }
            $j = $k;
            continue;
        }
        break;
    }
    $offset += strlen($open);
    $rest = substr($code, $offset);
    if (str_ends_with($open, "\n")) {
        return [$offset, "declare(strict_types=1);\n"];
    }
    // "<?php" then code on the same line, or nothing at all
    return [$offset, $rest === '' ? ' declare(strict_types=1);' : ($open === '<?php' ? ' ' : '') . 'declare(strict_types=1); '];
}

/** One hunk: the whole change; lines keep their endings, a last line without one is marked as diff marks it. */
function unified_diff(string $file, string $old, string $new): string
{
    $split = fn(string $s): array => preg_split('/(?<=\n)/', $s, -1, PREG_SPLIT_NO_EMPTY);
    $a = $split($old);
    $b = $split($new);
    $start = 0;
    while ($start < count($a) && $start < count($b) && $a[$start] === $b[$start]) {
        $start++;
    }
    $endA = count($a) - 1;
    $endB = count($b) - 1;
    while ($endA >= $start && $endB >= $start && $a[$endA] === $b[$endB]) {
        $endA--;
        $endB--;
    }
    $from = max(0, $start - 3);
    $toA = min(count($a) - 1, $endA + 3);
    $toB = min(count($b) - 1, $endB + 3);
    $range = fn(int $n): string => ($n ? $from + 1 : $from) . ",$n";
    $line = fn(string $mark, string $l): string => $mark . (str_ends_with($l, "\n") ? $l : "$l\n\\ No newline at end of file\n");
    $o = "--- a/$file\n+++ b/$file\n";
    $o .= '@@ -' . $range($toA - $from + 1) . ' +' . $range($toB - $from + 1) . " @@\n";
    for ($k = $from; $k < $start; $k++) {
        $o .= $line(' ', $a[$k]);
    }
    for ($k = $start; $k <= $endA; $k++) {
        $o .= $line('-', $a[$k]);
    }
    for ($k = $start; $k <= $endB; $k++) {
        $o .= $line('+', $b[$k]);
    }
    for ($k = $endA + 1; $k <= $toA; $k++) {
        $o .= $line(' ', $a[$k]);
    }
    return $o;
}

/**
 * Replaces $file by $data at once: a temporary file beside it (same
 * directory, so the same filesystem), its mode and owner kept, flushed,
 * then renamed over it; a crash leaves the old file or the new one, never
 * a truncated one. Null, or why not.
 */
function write_atomic(string $file, string $data): ?string
{
    $real = realpath($file) ?: $file;
    $dir = dirname($real);
    $st = @stat($real);
    $tmp = @tempnam($dir, '.' . basename($real) . '.st-');
    if ($tmp === false || dirname($tmp) !== $dir) {
        // tempnam() falls back to the temp dir: a rename from there is no longer atomic
        $tmp !== false && @unlink($tmp);
        return "cannot create a temporary file in $dir";
    }
    $fh = @fopen($tmp, 'w');
    $ok = $fh && @fwrite($fh, $data) === strlen($data) && fflush($fh) && (!function_exists('fsync') || @fsync($fh));
    $fh && fclose($fh);
    if ($ok && $st !== false) {
        $ok = @chmod($tmp, $st['mode'] & 07777);
        // as root, the owner stays the file's (as another user it is that user already)
        @chown($tmp, $st['uid']);
        @chgrp($tmp, $st['gid']);
    }
    if (!$ok || !@rename($tmp, $real)) {
        @unlink($tmp);
        return 'cannot write';
    }
    return null;
}

/**
 * Whether fix takes $file: under a PATH named (but not in a vendor
 * directory the PATH is not itself in), else in the project.
 */
function fix_in_scope(string $file, array $scopes, array $only): bool
{
    if (!$only) {
        return file_scope($scopes, $file) === 'project';
    }
    foreach ($only as $p) {
        if (!under($file, $p)) {
            continue;
        }
        foreach (array_merge(...array_column($scopes, 'vendor')) as $v) {
            if (under($file, $v) && !under($p, $v)) {
                continue 2;
            }
        }
        return true;
    }
    return false;
}

function cmd_fix(array $args): int
{
    // fix … --write --verify -- COMMAND: what follows -- is the command
    $command = [];
    $dashes = array_search('--', $args, true);
    if ($dashes !== false) {
        $command = array_slice($args, $dashes + 1);
        $args = array_slice($args, 0, $dashes);
    }
    [$opts, $paths] = parse_args($args, ['report', 'base-dir', 'limit', 'min-coverage', 'clover', 'overlay'], ['strict-ready', 'casts', 'write', 'dry-run', 'strict-paths', 'verify', 'all-files']);
    if (isset($opts['verify']) && (!isset($opts['write']) || !$command)) {
        throw new UsageError('fix: --verify goes with --write and a command: fix --strict-ready --write --verify -- COMMAND...');
    }
    if (!isset($opts['strict-ready']) && !isset($opts['casts'])) {
        throw new UsageError('fix: say what to fix: --strict-ready, --casts, or both');
    }
    if (isset($opts['casts'], $opts['strict-paths']) !== isset($opts['overlay'])) {
        throw new UsageError('fix: --overlay DIR goes with --casts --strict-paths: the converted copies, for scalar_types.source_overlay');
    }
    if (isset($opts['overlay']) && (!is_dir($opts['overlay']) || !str_starts_with($opts['overlay'], '/'))) {
        throw new UsageError("fix: --overlay {$opts['overlay']}: not an absolute path to a directory");
    }
    $casts = isset($opts['casts']);
    if (!function_exists('token_get_all')) {
        err('fix needs the tokenizer extension (php -n leaves it out)');
        return EXIT_NO_INPUT;
    }
    $declare = isset($opts['strict-ready']);
    if (count(array_intersect_key($opts, array_flip(['dry-run', 'write', 'strict-paths']))) > 1) {
        throw new UsageError('fix: --dry-run, --write and --strict-paths exclude each other');
    }
    $limit = isset($opts['limit']) ? count_option($opts, 'limit', 0) : null;
    foreach ($paths as $p) {
        if (!file_exists($p)) {
            err("$p: no such file or directory");
            return EXIT_NO_INPUT;
        }
    }
    $r = load_reports(isset($opts['report']) ? explode(',', $opts['report']) : [DEFAULT_DIR], $opts);
    if ($r === null) {
        return EXIT_NO_INPUT;
    }
    $only = array_map(fn($p) => realpath($p) ?: $p, $paths);
    // the diff's paths: relative to here (or --base-dir), for patch -p1 / git apply
    $base = realpath($opts['base-dir'] ?? (string) getcwd());
    if ($base === false || !is_dir($base)) {
        err("--base-dir {$opts['base-dir']}: no such directory");
        return EXIT_NO_INPUT;
    }
    $base = rtrim($base, '/') . '/';
    $diff = !isset($opts['dry-run']) && !isset($opts['write']) && !isset($opts['strict-paths']);
    $changed = 0;
    $ready = readiness($r);
    // a step at a time (--limit N): the files with the most evidence (lines
    // with sites run, calls observed, none diverged) first
    usort($ready, fn($a, $b) => [$b['status'] === 'strict-ready', $b['run_lines'] ?? 0, $b['calls'], $a['file']]
        <=> [$a['status'] === 'strict-ready', $a['run_lines'] ?? 0, $a['calls'], $b['file']]);
    // the project (where run started; without a record, here), minus vendor/;
    // PATHs name other places, --all-files takes every file
    $scopes = $r->runs ?: [project_scope((string) getcwd())];
    $listed = $todo = $outside = [];
    foreach ($ready as $f) {
        $file = $f['file'];
        if (str_contains($file, "eval()'d code") || $f['mode'] !== 'weak') {
            continue;
        }
        if (!$r->allFiles && !fix_in_scope($file, $scopes, $only)) {
            $outside[] = $f;
            continue;
        }
        $plan = null;
        if ($casts && $f['divergences'] > 0) {
            $plan = cast_plan_of($r, $file);
            if ($plan === null && ($why = changed_since_run($r, $file)) !== null) {
                // no plan for a file that is not what the run judged: say so, as for the declare
                err("$file: $why; skipped (run again to judge it as it is)");
                continue;
            }
        }
        // taken: strict-ready (--strict-ready), or with casts to write (--casts;
        // with --strict-ready too, the declare when they convert every site)
        $castReady = $plan !== null && !$plan['refused'] && str_contains($f['status'], 'strict-ready with');
        $take = ($declare && $f['status'] === 'strict-ready') || ($plan !== null && $plan['edits']);
        if (isset($opts['dry-run']) && $plan !== null) {
            // every site: the conversion and why, or why none
            foreach ($plan['edits'] as [, , $text, $site, $form, $why]) {
                echo "$file: " . cast_site_text($site) . ': ' . implode(', ', $site['kinds']) . " ({$site['calls']} call(s)): $form `$text`: $why\n";
            }
            foreach ($plan['refused'] as [$site, $why]) {
                echo "$file: " . cast_site_text($site) . ': ' . implode(', ', $site['kinds']) . ": left for a decision: $why\n";
            }
        }
        if (!$take) {
            // --dry-run says of every weak file why it is not taken
            if (isset($opts['dry-run']) && $plan === null) {
                echo "$file: not ready: {$f['status']}" . (isset($f['not_run']) && $f['not_run']
                    ? '; not run: line ' . implode(', ', array_slice($f['not_run'], 0, 10))
                    . (count($f['not_run']) > 10 ? ', …' : '') : '') . "\n";
            }
            continue;
        }
        if ($limit !== null && $changed >= $limit) {
            continue;
        }
        $why = changed_since_run($r, $file);
        if ($why !== null) {
            err("$file: $why; skipped (run again to judge it as it is)");
            continue;
        }
        $code = @file_get_contents($file);
        if ($code === false) {
            err("$file: cannot read, skipped");
            continue;
        }
        $casted = $plan !== null ? $plan['code'] : $code;
        $at = null;
        if ($declare && ($plan === null || $castReady)) {
            $at = declare_insertion($casted);
            if (is_string($at)) {
                err("$file: $at; skipped");
                continue;
            }
        }
        if ($diff && !str_starts_with($file, $base)) {
            err("$file: outside " . rtrim($base, '/') . ', left out of the diff (--base-dir sets where paths start)');
            continue;
        }
        $changed++;
        $new = $at === null ? $casted : substr($casted, 0, $at[0]) . $at[1] . substr($casted, $at[0]);
        // the line the declare inserts, if it is a line of its own
        $inserted = $at !== null && str_ends_with($at[1], "\n") ? substr_count(substr($casted, 0, $at[0]), "\n") : null;
        $todo[] = [$f, $code, $new, $casted, $inserted, $plan, $at !== null];
    }
    // the proof first: the command as it is and with these files forced
    // strict; nothing is written unless they agree
    if (isset($opts['verify']) && $todo) {
        $todo = fix_verify($todo, $command, $casts);
        if ($todo === null) {
            return EXIT_THRESHOLD;
        }
    }
    $todoCasted = array_column(array_map(fn($t) => [$t[0]['file'], $t[3]], $todo), 1, 0);
    foreach ($todo as [$f, $code, $new, , $inserted, $plan, $declared]) {
        $file = $f['file'];
        if (isset($opts['strict-paths'])) {
            // only the files that take the declare; with --casts, their copies
            if (!$declared) {
                continue;
            }
            $listed[] = $file;
            if (isset($opts['overlay']) && $todoCasted[$file] !== $code) {
                $copy = rtrim($opts['overlay'], '/') . $file;
                if (!is_dir(dirname($copy)) && !@mkdir(dirname($copy), 0700, true) || @file_put_contents($copy, $todoCasted[$file]) === false) {
                    err("$copy: cannot write");
                    return EXIT_NO_INPUT;
                }
            }
        } elseif (isset($opts['dry-run'])) {
            if ($casts && $new !== $code && str_starts_with($file, $base)) {
                // the edit itself, as the diff without --dry-run shows it
                echo cast_diff(substr($file, strlen($base)), $code, $new, $inserted);
            }
            $n = $plan === null ? 0 : count($plan['edits']);
            echo "$file: would " . ($n ? "write $n conversion(s)" . ($declared ? ' and ' : '') : '')
                . ($declared ? 'add declare(strict_types=1)' : '') . " ({$f['calls']} call(s) observed, "
                . ($f['divergences'] ? "{$f['divergences']} diverged" : 'none diverged')
                . (isset($f['site_lines']) ? '; ' . evidence_text($f) : '') . ")\n";
        } elseif (isset($opts['write'])) {
            $why = write_atomic($file, $new);
            if ($why !== null) {
                err("$file: $why");
                continue;
            }
            $n = $plan === null ? 0 : count($plan['edits']);
            echo "$file: " . ($n ? "$n conversion(s) written" . ($declared ? ', ' : '') : '') . ($declared ? 'declare(strict_types=1) added' : '') . "\n";
        } else {
            echo cast_diff(substr($file, strlen($base)), $code, $new, $inserted);
        }
    }
    if (isset($opts['strict-paths']) && $listed) {
        // instead of editing: the setting that compiles them strict (to run
        // staging strict first, or to check with verify --files)
        echo 'scalar_types.strict_paths=' . implode(',', $listed) . "\n";
        if (isset($opts['overlay'])) {
            echo 'scalar_types.source_overlay=' . rtrim($opts['overlay'], '/') . "\n";
        }
    }
    if ($outside) {
        // one line, not a list: system libraries, vendor/, caches are not the user's to edit
        $vendor = count(array_filter($outside, fn($f) => file_scope($scopes, $f['file']) === 'vendor'));
        err(sprintf('%d file(s) outside %s left out (%d under vendor/, %d strict-ready): name them as PATH, or --all-files',
            count($outside), $only ? 'the PATHs named' : 'the project ' . implode(', ', array_unique(array_column($scopes, 'root'))),
            $vendor, count(array_filter($outside, fn($f) => $f['status'] === 'strict-ready'))));
    }
    if ($changed === 0) {
        err($casts ? 'no file to change: no conversion to write' . ($declare ? ' and no strict-ready file' : '') : 'no strict-ready file to change');
    }
    return EXIT_OK;
}

/**
 * The proof before any edit: the command as it is, and with the files
 * forced strict, those with casts compiled from their converted copies
 * (scalar_types.source_overlay). A file a TypeError failed is left as it
 * was, and the rest proved again (three rounds at most). Returns the
 * entries proved, or null when a difference is no file's TypeError.
 */
function fix_verify(array $todo, array $command, bool $casts): ?array
{
    for ($round = 0; $todo && $round < 3; $round++) {
        $overlay = $casts ? temp_dir('overlay') : null;
        foreach ($todo as [$f, $code, , $casted]) {
            if ($overlay !== null && $casted !== $code) {
                $copy = $overlay . $f['file'];
                @mkdir(dirname($copy), 0700, true);
                file_put_contents($copy, $casted);
            }
        }
        // forced strict: the files that take the declare; the others' casts run weak
        $strict = array_map(fn($t) => $t[0]['file'], array_filter($todo, fn($t) => $t[6]));
        $v = verify_files($strict, $command, false, $overlay, array_map(fn($t) => $t[0]['file'], array_filter($todo, fn($t) => !$t[6])));
        $overlay === null || rm_tree($overlay);
        if ($v['problems'] === 0) {
            // a file the command did not compile strict has proved nothing: not written
            return array_values(array_filter($todo, fn($t) => !$t[6] || in_array($t[0]['file'], $v['verified'], true)));
        }
        if (!$v['threw'] || !$casts) {
            err('verify found differences: nothing written');
            return null;
        }
        foreach ($v['threw'] as $file => $sites) {
            err("$file: left as it was: " . $sites[0]['message'] . " (line {$sites[0]['line']})");
        }
        $todo = array_values(array_filter($todo, fn($t) => !isset($v['threw'][$t[0]['file']])));
        err('verifying the ' . count($todo) . ' other file(s) again');
    }
    if ($todo) {
        err('verify found differences: nothing written');
        return null;
    }
    return [];
}
