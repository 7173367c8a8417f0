<?php

declare(strict_types=1);

/*
 * scalar-types CLI: baselines. Today's sites written down (report
 * --baseline-write FILE), so that a CI gate fails only on sites that are
 * not in it (--baseline FILE --fail-on-new). A site is known by what
 * unrelated edits leave alone: its file (relative to --base-dir), the
 * function around it, the callee, the argument, the coercion kind, the
 * receipt site and the caller's mode; not by its line.
 */

namespace ScalarTypes\Cli;

const BASELINE_FORMAT = 1;

/**
 * The functions of $file as [first line, last line, name], innermost last
 * for nested ones; names "f", "C::m", "C::m/{closure}". Null when the file
 * cannot be read.
 */
function file_scopes(string $file): ?array
{
    static $cache = [];
    if (array_key_exists($file, $cache)) {
        return $cache[$file];
    }
    $code = @file_get_contents($file);
    if ($code === false) {
        return $cache[$file] = null;
    }
    try {
        $tokens = \PhpToken::tokenize($code);
    } catch (\Throwable) {
        return $cache[$file] = null;
    }
    $scopes = [];
    $open = [];      // brace depth => [kind, name, first line, index in $scopes]
    $depth = 0;
    $pending = null; // a class or function whose body's '{' comes next
    $n = count($tokens);
    for ($i = 0; $i < $n; $i++) {
        $t = $tokens[$i];
        if ($t->is([T_CLASS, T_INTERFACE, T_TRAIT, T_ENUM])) {
            $prev = $i > 0 ? significant_before($tokens, $i) : null;
            if ($prev !== null && $prev->is(T_DOUBLE_COLON)) {
                continue; // C::class
            }
            $name = next_name($tokens, $i);
            $pending = ['class', $name ?? 'class@anonymous', $t->line];
        } elseif ($t->is(T_FUNCTION)) {
            $name = next_name($tokens, $i);
            $pending = ['function', $name ?? '{closure}', $t->line];
        } elseif ($t->is(T_FN)) {
            // an arrow function: to the end of its expression, on its lines
            $end = $t->line;
            for ($j = $i + 1, $d = 0; $j < $n; $j++) {
                $x = $tokens[$j]->text;
                if ($x === '(' || $x === '[' || $x === '{') {
                    $d++;
                } elseif ($x === ')' || $x === ']' || $x === '}') {
                    if ($d-- === 0) {
                        break;
                    }
                } elseif ($d === 0 && ($x === ';' || $x === ',')) {
                    break;
                }
                $end = $tokens[$j]->line;
            }
            $scopes[] = [$t->line, $end, scope_name($open, '{closure}')];
        } elseif ($t->text === '{' || $t->is([T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES])) {
            $depth++;
            if ($pending !== null && $t->text === '{') {
                $name = $pending[0] === 'function' ? scope_name($open, $pending[1]) : $pending[1];
                $open[$depth] = [$pending[0], $name, $pending[2], $pending[0] === 'function' ? count($scopes) : null];
                if ($pending[0] === 'function') {
                    $scopes[] = [$pending[2], PHP_INT_MAX, $name];
                }
                $pending = null;
            }
        } elseif ($t->text === '}') {
            if (isset($open[$depth])) {
                if ($open[$depth][3] !== null) {
                    $scopes[$open[$depth][3]][1] = $t->line;
                }
                unset($open[$depth]);
            }
            $depth--;
        } elseif ($t->text === ';' && $pending !== null && $pending[0] === 'function') {
            $pending = null; // an abstract or interface method: no body
        }
    }
    return $cache[$file] = $scopes;
}

function significant_before(array $tokens, int $i): ?\PhpToken
{
    for ($j = $i - 1; $j >= 0; $j--) {
        if (!$tokens[$j]->isIgnorable()) {
            return $tokens[$j];
        }
    }
    return null;
}

/** The name after a class or function keyword (skipping '&'), or null (anonymous). */
function next_name(array $tokens, int $i): ?string
{
    for ($j = $i + 1; $j < count($tokens); $j++) {
        $t = $tokens[$j];
        if ($t->isIgnorable() || $t->text === '&') {
            continue;
        }
        return $t->is(T_STRING) ? $t->text : null;
    }
    return null;
}

/** A function's name as the scope shows it: inside a class "C::m", inside a function "outer/inner". */
function scope_name(array $open, string $name): string
{
    if (!$open) {
        return $name;
    }
    $outer = $open[max(array_keys($open))];
    return $outer[0] === 'class' ? "{$outer[1]}::$name" : "{$outer[1]}/$name";
}

/** The innermost function around $line of $file; '' at the top level; '?' when unreadable. */
function enclosing_scope(string $file, int $line): string
{
    $scopes = file_scopes($file);
    if ($scopes === null) {
        return '?';
    }
    $best = '';
    $bestSpan = PHP_INT_MAX;
    foreach ($scopes as [$from, $to, $name]) {
        if ($line >= $from && $line <= $to && $to - $from <= $bestSpan) {
            [$best, $bestSpan] = [$name, $to - $from];
        }
    }
    return $best;
}

/** A site's identity in a baseline (see the top). */
function baseline_key(array $s, string $base): array
{
    $file = str_starts_with($s['file'], $base) ? substr($s['file'], strlen($base)) : $s['file'];
    return ['file' => $file, 'scope' => enclosing_scope($s['file'], $s['line']), 'function' => $s['function'],
        'arg' => $s['arg'] ?? 0, 'coercion' => $s['coercion'] ?? 'rejected', 'site' => $s['site'] ?? 'argument',
        'caller_mode' => $s['caller_mode'] ?? 'weak'];
}

function baseline_write(Report $r, string $path, string $base): ?string
{
    $sites = [];
    foreach (sorted_sites($r) as $s) {
        $sites[] = baseline_key($s, $base) + ['line' => $s['line'], 'count' => $s['count']];
    }
    usort($sites, fn($a, $b) => [$a['file'], $a['line']] <=> [$b['file'], $b['line']]);
    $json = json_encode(['scalar-types-baseline' => BASELINE_FORMAT, 'rules' => rules_name($r->rules), 'sites' => $sites],
        JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE) . "\n";
    return @file_put_contents($path, $json) === strlen($json) ? null : (error_get_last()['message'] ?? 'write failed');
}

/**
 * Marks each site of $r new or known against the baseline at $path: a key
 * the baseline holds k times matches k sites (in line order); the rest are
 * new. What the baseline holds that no site matches is stale. Null and
 * $why when the file is not a baseline.
 */
function baseline_compare(Report $r, string $path, string $base, ?string &$why = null): ?array
{
    $raw = @file_get_contents($path);
    $b = $raw === false ? null : json_decode($raw, true);
    if (!is_array($b) || ($b['scalar-types-baseline'] ?? null) !== BASELINE_FORMAT || !is_array($b['sites'] ?? null)) {
        $why = $raw === false ? "$path: cannot read" : "$path: not a scalar-types baseline (format " . BASELINE_FORMAT . ')';
        return null;
    }
    $left = [];
    foreach ($b['sites'] as $e) {
        if (!is_array($e)) {
            continue;
        }
        $k = json_encode(array_intersect_key($e, array_flip(['file', 'scope', 'function', 'arg', 'coercion', 'site', 'caller_mode'])));
        $left[$k][] = $e;
    }
    $new = [];
    $known = 0;
    $sites = $r->sites;
    uasort($sites, fn($a, $c) => [$a['file'], $a['line']] <=> [$c['file'], $c['line']]);
    foreach ($sites as $id => $s) {
        $k = json_encode(baseline_key($s, $base));
        if (!empty($left[$k])) {
            array_shift($left[$k]);
            $r->sites[$id]['new'] = false;
            $known++;
        } else {
            $r->sites[$id]['new'] = true;
            $new[] = $s;
        }
    }
    $stale = array_merge(...array_values($left) ?: [[]]);
    return ['file' => $path, 'rules' => $b['rules'] ?? null, 'known' => $known, 'new' => $new, 'stale' => $stale];
}

function render_baseline_text(array $bl): string
{
    $o = sprintf("Against the baseline %s: %d new site(s), %d known, %d stale\n", $bl['file'], count($bl['new']),
        $bl['known'], count($bl['stale']));
    foreach ($bl['new'] as $s) {
        $o .= sprintf("  new    %s:%d  %s  %s\n", shown($s['file']), $s['line'], $s['coercion'] ?? 'rejected', $s['message'] ?? STRICT_ACCEPTS);
    }
    foreach ($bl['stale'] as $e) {
        $o .= sprintf("  stale  %s (%s, was line %d)  %s #%d %s\n", $e['file'], $e['scope'] === '' ? 'top level' : $e['scope'],
            $e['line'] ?? 0, $e['function'], $e['arg'], $e['coercion']);
    }
    return $o . "\n";
}
