<?php

declare(strict_types=1);

/*
 * The impact study's bookkeeping (scripts/impact-study.sh drives it):
 *   outcomes DIR                 per test outcome of the JUnit files in DIR, as JSON
 *   own < FILES                  a package's own paths, from the PHP files it installs
 *   diff BARE.json COMPARE.json  the tests whose outcome differs (exit 1 if any)
 *   casts PLAN REPORTS BARE.json CASTS.json FROM TO
 *                                one study package's strict-ready columns: what
 *                                fix --casts marked (PLAN.dry, PLAN.strict) and
 *                                the casts run's proof of it, as JSON
 *   write OUT.json OUT.md PROJECTS.json META.json
 *                                docs/impact.json and docs/impact.md from the
 *                                projects view and the runs' metadata (keeping
 *                                OUT.md's "## Applications" section)
 *   check DOC.json META.json PROJECTS.json [README.md]
 *                                the counts measured now against those in DOC.json
 *                                (and README's paragraph against DOC.json's totals)
 */

/** $tree: the run's copy of the source tree, named in data set names (one path per run): written TREE. */
function junit_outcomes(string $dir, string $tree = ''): array
{
    $out = [];
    foreach (glob("$dir/*.xml") ?: [] as $file) {
        $xml = @simplexml_load_file($file);
        if ($xml === false) {
            fwrite(STDERR, "impact: $file: not XML\n");
            continue;
        }
        foreach ($xml->xpath('//testcase') as $tc) {
            $class = (string) ($tc['class'] ?? $tc['classname'] ?? '');
            $key = $class . '::' . (string) $tc['name'];
            if ($tree !== '') {
                $key = str_replace([$tree, ltrim($tree, '/')], 'TREE', $key);
            }
            $state = match (true) {
                isset($tc->error) => 'error',
                isset($tc->failure) => 'failure',
                isset($tc->skipped) => 'skipped',
                default => 'passed',
            };
            // a name may come twice (the same suite run by two configurations): numbered
            $n = 1;
            $k = $key;
            while (isset($out[$k])) {
                $k = $key . '#' . ++$n;
            }
            $out[$k] = $state;
        }
    }
    ksort($out, SORT_STRING);
    return $out;
}

function summary(array $o): array
{
    $c = ['tests' => count($o), 'passed' => 0, 'failure' => 0, 'error' => 0, 'skipped' => 0];
    foreach ($o as $s) {
        $c[$s]++;
    }
    return $c;
}

function load(string $f): array
{
    $j = json_decode((string) file_get_contents($f), true);
    if (!is_array($j)) {
        fwrite(STDERR, "impact: $f: not JSON\n");
        exit(2);
    }
    return $j;
}

$cmd = $argv[1] ?? '';
if ($cmd === 'own') {
    // stdin: the PHP files binary packages install under /usr/share/php. Prints the
    // package's own paths: its top directories where every PHP file below is its own,
    // else its files one by one (Debian installs composer's dependencies, composer/semver,
    // composer/pcre, …, below /usr/share/php/Composer, composer's own directory)
    $own = array_flip(array_filter(array_map('trim', file('php://stdin'))));
    $dirs = array_keys(array_flip(array_map('dirname', array_keys($own))));
    sort($dirs, SORT_STRING);
    $tops = [];
    foreach ($dirs as $d) {
        foreach ($tops as $t) {
            if (str_starts_with($d, "$t/")) {
                continue 2;
            }
        }
        $tops[] = $d;
    }
    foreach ($tops as $t) {
        $mine = array_filter(array_keys($own), fn($f) => str_starts_with($f, "$t/"));
        $all = true;
        foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($t, FilesystemIterator::SKIP_DOTS)) as $f) {
            if (str_ends_with((string) $f, '.php') && !isset($own[(string) $f])) {
                $all = false;
                break;
            }
        }
        echo $all ? "$t\n" : implode("\n", $mine) . "\n";
    }
    exit(0);
}
if ($cmd === 'outcomes') {
    $o = junit_outcomes($argv[2], $argv[3] ?? '');
    echo json_encode(['summary' => summary($o), 'tests' => $o], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE), "\n";
    exit(0);
}
if ($cmd === 'diff') {
    $a = load($argv[2])['tests'];
    $b = load($argv[3])['tests'];
    $diff = 0;
    foreach (array_unique([...array_keys($a), ...array_keys($b)]) as $k) {
        if (($a[$k] ?? 'absent') !== ($b[$k] ?? 'absent')) {
            echo "$k: bare " . ($a[$k] ?? 'absent') . ', compare ' . ($b[$k] ?? 'absent') . "\n";
            $diff++;
        }
    }
    exit($diff ? 1 : 0);
}

/**
 * The kinds of "left for a decision" (fix --casts --dry-run's reasons), as the study
 * groups them; the text is cli/casts.php's, so a reason it rewords lands in "other".
 */
const REFUSAL_KINDS = [
    'several calls on a line' => '/^\d+ (calls to .* on line|return statements span line|writes to \$.* on line)/',
    'type not known' => '/is not a plain variable and its type is not known/',
    'null juggling' => '/^null juggling/',
    'bool juggling' => '/^bool juggling/',
    // float to int: no cast keeps weak mode's refusal of fractional and out-of-range values
    'lossy' => '/^lossy|^no conversion both gives this value and keeps weak mode\'s refusal of fractional/',
    'callback/not written here' => '/^no call to .* written on line|^not a property write written here|^no plain assignment to|^no return statement spans line|is not written at this call/',
    'unpacked' => '/unpacked/',
    'reference' => '/reference/',
];

function refusal_kind(string $why): string
{
    foreach (REFUSAL_KINDS as $kind => $re) {
        if (preg_match($re, $why)) {
            return $kind;
        }
    }
    return 'other';
}

if ($cmd === 'casts') {
    // PLAN (plan/TAG: .dry, .strict, .example.diff) REPORTS BARE.json CASTS.json FROM TO: what
    // fix --casts marked in one study package, and the casts run's proof of it. FROM: the tree
    // the plan names (the compare run's), TO: the casts run's copy of it.
    [, , $plan, $reports, $bareFile, $castsFile, $from, $to] = $argv;
    $rel = fn(string $f): string => str_starts_with($f, "$from/") ? substr($f, strlen($from) + 1) : $f;
    $strict = [];
    foreach (file("$plan.strict", FILE_IGNORE_NEW_LINES) ?: [] as $l) {
        if (str_starts_with($l, 'scalar_types.strict_paths=')) {
            $strict = array_flip(explode(',', substr($l, strlen('scalar_types.strict_paths='))));
        }
    }
    $alone = $marked = $refused = [];
    $castsAll = 0;
    foreach (file("$plan.dry", FILE_IGNORE_NEW_LINES) ?: [] as $l) {
        if (preg_match('/^(.*?): would write (\d+) conversion\(s\)( and add declare\(strict_types=1\))? \(/', $l, $m)) {
            $castsAll += (int) $m[2];
            if (($m[3] ?? '') !== '' && isset($strict[$m[1]])) {
                $marked[$m[1]] = (int) $m[2];
            }
        } elseif (preg_match('/^(.*?): would add declare\(strict_types=1\) \(/', $l, $m) && isset($strict[$m[1]])) {
            $alone[$m[1]] = true;
        } elseif (preg_match('/^(.*?): line \d+, .*: left for a decision: (.*)$/', $l, $m)) {
            $k = refusal_kind($m[2]);
            $refused[$k] = ($refused[$k] ?? 0) + 1;
        }
    }
    // the casts run: which forced files compiled strict, and the TypeErrors thrown in them
    $compiled = $threw = [];
    $back = fn(string $f): string => str_starts_with($f, "$to/") ? $from . substr($f, strlen($to)) : $f;
    foreach (glob("$reports/*.jsonl") ?: [] as $rf) {
        foreach (file($rf, FILE_IGNORE_NEW_LINES) ?: [] as $l) {
            $j = json_decode($l, true);
            if (($j['record'] ?? '') === 'summary') {
                foreach ($j['files'] ?? [] as $f => $st) {
                    if (($st['mode'] ?? '') === 'strict') {
                        $compiled[$back($f)] = true;
                    }
                }
            } elseif (($j['record'] ?? '') === 'divergence' && ($j['caller_mode'] ?? '') === 'strict' && ($j['message'] ?? null) !== null) {
                $threw[$back($j['file'])][] = ['line' => $j['line'], 'message' => $j['message']];
            }
        }
    }
    $run = is_file($castsFile);
    $differences = [];
    if ($run) {
        $a = load($bareFile)['tests'];
        $b = load($castsFile)['tests'];
        foreach (array_unique([...array_keys($a), ...array_keys($b)]) as $k) {
            if (($a[$k] ?? 'absent') !== ($b[$k] ?? 'absent')) {
                $differences[] = "$k: bare " . ($a[$k] ?? 'absent') . ', casts ' . ($b[$k] ?? 'absent');
            }
        }
    }
    $failed = [];
    foreach (array_keys($marked + $alone) as $f) {
        if (isset($threw[$f])) {
            usort($threw[$f], fn($x, $y) => $x['line'] <=> $y['line']);
            $failed[] = ['file' => $rel($f), 'casts' => isset($marked[$f])] + $threw[$f][0];
        }
    }
    // verified: compiled strict, no TypeError in it, and the package's outcomes the same
    // test for test; outcomes that differ prove nothing of any file
    $proved = fn(array $files): array => $run && !$differences
        ? array_values(array_filter(array_keys($files), fn($f) => isset($compiled[$f]) && !isset($threw[$f]))) : [];
    $verified = $proved($marked);
    $aloneVerified = $proved($alone);
    ksort($refused);
    $example = null;
    if (is_file("$plan.example.diff") && filesize("$plan.example.diff") > 0) {
        $diff = (string) file_get_contents("$plan.example.diff");
        preg_match('/^\+\+\+ b\/(.*)$/m', $diff, $m);
        $example = ['file' => $m[1] ?? '', 'diff' => $diff];
    }
    $out = [
        'alone' => count($alone),
        'alone_verified' => count($aloneVerified),
        'marked' => count($marked),
        'verified' => count($verified),
        'casts_ready' => array_sum($marked),
        'casts_all' => $castsAll,
        'refused' => $refused,
        'refused_total' => array_sum($refused),
        'forced_run' => $run ? ($differences ? 'outcomes differ' : 'outcomes identical') : 'not run (no file to force)',
        'casts_differences' => array_slice($differences, 0, 20),
        'failed' => $failed,
        'not_compiled_strict' => array_values(array_map($rel, array_filter(array_keys($marked + $alone), fn($f) => $run && !isset($compiled[$f])))),
        'verified_files' => array_map($rel, $verified),
        'example' => $example,
    ];
    $out['line'] = sprintf('%d alone (%d verified), %d/%d with casts (verified/marked; %d cast(s)), %d site(s) left for a decision; forced run: %s',
        $out['alone'], $out['alone_verified'], $out['verified'], $out['marked'], $out['casts_ready'], $out['refused_total'], $out['forced_run']);
    echo json_encode($out, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE), "\n";
    exit(0);
}

/** The counts of a package's "casts" entry that a rerun reproduces. */
function casts_counts(array $c): array
{
    return array_intersect_key($c, array_flip(['alone', 'marked', 'verified', 'casts_ready', 'casts_all', 'refused']));
}

/** The per-package rows: the runs' metadata joined with the projects view's counts. */
function rows(array $meta, array $view): array
{
    $byName = [];
    foreach ($view['per_project'] as $p) {
        $byName[$p['name']] = $p;
    }
    $rows = [];
    foreach ($meta['packages'] as $m) {
        $p = $byName[$m['name']] ?? null;
        if (isset($m['casts'])) {
            unset($m['casts']['example'], $m['casts']['line']);
        }
        $rows[] = $m + ['calls' => $p['calls'] ?? 0, 'by_rules' => $p['by_rules'] ?? null];
    }
    return $rows;
}

if ($cmd === 'check') {
    // what this run measured against the published numbers, per package
    $doc = load($argv[2]);
    $rows = rows(load($argv[3]), load($argv[4]));
    $published = [];
    foreach ($doc['packages'] as $p) {
        $published[$p['name']] = $p;
    }
    $bad = 0;
    foreach ($rows as $r) {
        $d = $published[$r['name']] ?? null;
        if ($d === null) {
            echo "impact: {$r['name']}: not in the published study\n";
            $bad++;
            continue;
        }
        $want = ['version' => $d['version'], 'tests' => $d['tests']['tests'], 'by_rules' => $d['by_rules']];
        $got = ['version' => $r['version'], 'tests' => $r['tests']['tests'], 'by_rules' => $r['by_rules']];
        // the strict-ready columns, where the published study has them
        if (isset($d['casts'])) {
            $want['strict_ready'] = casts_counts($d['casts']);
            $got['strict_ready'] = casts_counts($r['casts'] ?? []);
        }
        if ($want !== $got) {
            echo "impact: {$r['name']}: measured " . json_encode($got) . ", published " . json_encode($want) . "\n";
            $bad++;
        } else {
            echo "impact: {$r['name']}: {$r['tests']['tests']} tests, the published counts reproduced\n";
        }
    }
    // README's paragraph says the published totals
    if (isset($argv[5])) {
        $readme = (string) file_get_contents($argv[5]);
        $n = count($doc['packages']);
        $t = number_format($doc['tests']);
        $sentences = ["Measured on $n libraries", "$t tests"];
        if (isset($doc['strict_ready'])) {
            $sr = $doc['strict_ready'];
            $sentences[] = sprintf('makes %s files strict-ready with the declare alone and %s more with %s casts',
                number_format($sr['alone']), number_format($sr['verified']), number_format($sr['casts_ready']));
            $sentences[] = number_format($sr['refused_total']) . ' sites are left for a decision';
        }
        foreach ($sentences as $want) {
            if (!str_contains(preg_replace('/\s+/', ' ', $readme), $want)) {
                echo "impact: README.md does not say \"$want\" (docs/impact.json's totals)\n";
                $bad++;
            }
        }
    }
    exit($bad ? 1 : 0);
}

if ($cmd !== 'write') {
    fwrite(STDERR, "usage: impact-study.php outcomes DIR [TREE] | diff A B | write OUT.json OUT.md PROJECTS.json META.json | check DOC.json META.json PROJECTS.json [README.md]\n");
    exit(2);
}

[, , $outJson, $outMd, $projectsFile, $metaFile] = $argv;
$view = load($projectsFile);
$meta = load($metaFile);
$rows = rows($meta, $view);
$sets = array_column($view['by_rules'], 'rules');
$tests = array_sum(array_map(fn($r) => $r['tests']['tests'], $rows));
$diffs = array_merge(...array_map(fn($r) => array_map(fn($d) => "{$r['name']}: $d", $r['differences']), $rows) ?: [[]]);
// the strict-ready columns' total line; the example: Twig's file strict-ready with the most casts
$ready = ['alone' => 0, 'alone_verified' => 0, 'marked' => 0, 'verified' => 0, 'casts_ready' => 0, 'casts_all' => 0,
    'refused_total' => 0, 'refused' => array_fill_keys([...array_keys(REFUSAL_KINDS), 'other'], 0)];
foreach ($rows as $r) {
    foreach ($ready as $k => $v) {
        if ($k === 'refused') {
            foreach ($r['casts']['refused'] ?? [] as $kind => $n) {
                $ready['refused'][$kind] += $n;
            }
        } else {
            $ready[$k] += $r['casts'][$k] ?? 0;
        }
    }
}
$example = null;
foreach ($meta['packages'] as $m) {
    if ($m['name'] === 'php-twig' && isset($m['casts']['example'])) {
        $example = ['package' => 'php-twig', 'verified' => $m['casts']['verified'], 'marked' => $m['casts']['marked'],
            'tests' => $m['tests']['tests'], 'forced_run' => $m['casts']['forced_run']] + $m['casts']['example'];
    }
}

file_put_contents($outJson, json_encode([
    'method' => $meta['method'],
    'php' => $meta['php'],
    'scalar_types' => $meta['scalar_types'],
    'minutes' => $meta['minutes'],
    'modules' => $meta['modules'] ?? [],
    'packages' => $rows,
    'tests' => $tests,
    'outcome_differences' => $diffs,
    'strict_ready' => $ready,
    'strict_ready_example' => $example,
    'by_rules' => $view['by_rules'],
    'kinds' => $view['kinds'],
    'internal' => $view['internal'],
    'left_out' => $meta['left_out'],
], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE) . "\n");

$md = fn(array $head, array $body) => '| ' . implode(' | ', $head) . " |\n|" . str_repeat('---|', count($head)) . "\n"
    . implode('', array_map(fn($r) => '| ' . implode(' | ', array_map(fn($c) => str_replace('|', '\\|', (string) $c), $r)) . " |\n", $body));
$o = "# What each proposal would break: an impact study\n\n";
$o .= "<!-- Generated by scripts/impact-study.sh: edit that script (or scripts/impact-study.php), not this file. -->\n\n";
$sources = array_count_values(array_column($rows, 'source'));
$many = array_filter($sources, fn($n) => $n > 1);
$o .= sprintf("%d PHP packages from %d Debian 12 (bookworm) source packages%s, %s tests, run once bare and once under\n"
    . "`bin/scalar-types run` on PHP %s (and a third time with the files `fix --casts` marks strict-ready forced strict: below). Each cell says what a rule set would break in the package's\n"
    . "own code (its library files and its tests; not its dependencies, not PHPUnit): **sites/calls/files**,\n"
    . "the call sites (a line, callee and argument), the calls that hit them during the suite, and the\n"
    . "caller files holding them.\n\n", count($rows), count($sources),
    $many ? ' (' . implode(', ', array_map(fn($s, $n) => "`$s`'s $n components, each its own Composer package with its own suite", array_keys($many), $many)) . ')' : '',
    number_format($tests), $meta['php']);
$o .= sprintf("Rerun it: `scripts/impact-study.sh` (as root on Debian 12; this run took %d minutes on 2 cores)\n"
    . "rewrites this file and [impact.json](impact.json). It installs the packages' dependencies and leaves\n"
    . "them installed, but not their PHP modules enabled: the suites load them from a scan directory of their own.\n"
    . "`scripts/impact-study.sh --quick` reruns two small\n"
    . "packages and checks their counts against the published ones (`scripts/test.sh` does, in its `impact-quick` pass).\n\n", $meta['minutes']);
$o .= "## The rule sets, in total\n\n";
$o .= $md(['rules', 'packages it breaks', 'sites', 'calls', 'files', 'of which deprecated (sites)', 'meaning', 'where the proposal stands'],
    array_map(fn($t) => [$t['rules'], "{$t['projects']} of {$view['projects']}", $t['sites'], $t['calls'], $t['files'], $t['deprecated'],
        $t['meaning'], $t['standing'] ?? ''], $view['by_rules'])) . "\n";
$o .= "The rule sets are those of [presets.md](presets.md): `strict` is `declare(strict_types=1)` in every\n"
    . "file, the others are what each proposal refuses or deprecates of what weak mode accepts today.\n\n";
$o .= "## Per package\n\n";
$o .= $md(['package', 'version', 'tests', 'passed', 'calls observed', ...$sets],
    array_map(fn($r) => [$r['name'], $r['version'], $r['tests']['tests'], $r['tests']['passed'], $r['calls'],
        ...array_map(fn($s) => $r['by_rules'] === null ? '–' : "{$r['by_rules'][$s]['sites']}/{$r['by_rules'][$s]['calls']}/{$r['by_rules'][$s]['files']}", $sets)],
        $rows)) . "\n";
$o .= "\"passed\" is the bare run's count; the compare run's outcomes are the same test for test\n"
    . "(below). A package's failing tests fail in both runs (Debian's own test runs skip or accept some).\n"
    . "\"calls observed\" (the calls with scalar parameters compare mode saw in the package's own code) varies\n"
    . "a little from run to run where a suite waits on time (a worker loop, a process poll: symfony-messenger's\n"
    . "by a half); every other count here, each test's outcome included, was the same in two full runs.\n\n";
$o .= "## What dominates each rule set\n\n";
foreach (['kinds' => ['kind', 'Coercion kinds'], 'internal' => ['parameter', 'Internal function parameters']] as $what => [$col, $title]) {
    $o .= "### $title\n\n";
    $body = [];
    foreach ($view[$what] as $set => $list) {
        foreach ($list as $x) {
            $body[] = [$set, "`{$x[$col]}`", $x['sites'], $x['share'] . ' %', $x['calls'], $x['projects']];
        }
    }
    $o .= $md(['rules', $col, 'sites', 'of the set\'s sites', 'calls', 'packages'], $body) . "\n";
}
$o .= "## Bare and compare runs agree\n\n";
$o .= $diffs ? "These tests' outcomes differ between the bare run and the compare run (each a defect of the extension):\n\n"
    . implode('', array_map(fn($d) => "- $d\n", $diffs)) . "\n"
    : "Every test's outcome (passed, failure, error, skipped; from `phpunit --log-junit`) is the same in the\n"
    . "bare run and in the compare run, in every package.\n\n";
$o .= "## From report to strict code\n\n";
$o .= "What `bin/scalar-types fix --casts --strict-ready` makes of each package's compare-run report, in the package's own\n"
    . "files (as above): a weak file in which no call diverged takes `declare(strict_types=1)` alone (**alone**); a weak\n"
    . "file whose every divergent site gets the conversion weak mode made there (a bare cast where the expression's type\n"
    . "allows nothing else, a guarded form such as `\\is_int(\$x) ? (string) \$x : \$x` for a plain variable, `'1'` for an\n"
    . "int literal) takes the declare with those casts (**with casts**); every other site is **left for a decision**, by the\n"
    . "reason fix gives. A third run of each suite proves the marks without editing anything: every marked file forced\n"
    . "strict (`scalar_types.strict_paths`), those with casts compiled from their converted copies\n"
    . "(`scalar_types.source_overlay`; `fix --casts --strict-ready --strict-paths --overlay DIR` writes both). A file is\n"
    . "**verified** when it compiled strict in that run, no TypeError was thrown in it, and every test's outcome is the\n"
    . "bare run's. \"casts written\": the conversions in the files strict-ready with casts / all those fix writes (also in\n"
    . "files that still need a decision).\n\n";
$kinds = array_keys($ready['refused']);
$cell = fn(array $c) => [$c['alone'] ?? 0, ($c['verified'] ?? 0) . ' / ' . ($c['marked'] ?? 0),
    ($c['casts_ready'] ?? 0) . ' / ' . ($c['casts_all'] ?? 0), $c['refused_total'] ?? 0,
    ...array_map(fn($k) => $c['refused'][$k] ?? 0, $kinds)];
$o .= $md(['package', 'strict-ready, declare alone (files)', 'strict-ready with casts (verified / marked)', 'casts written',
    'left for a decision (sites)', ...$kinds],
    [...array_map(fn($r) => [$r['name'], ...$cell($r['casts'] ?? [])], $rows),
        array_map(fn($c) => "**$c**", ['total', ...$cell($ready)])]) . "\n";
$o .= sprintf("In total %s files take the declare alone (%s of them verified too) and %s of %s files marked strict-ready\n"
    . "with casts are verified, with %s casts; %s sites are left for a decision.\n\n",
    number_format($ready['alone']), number_format($ready['alone_verified']), number_format($ready['verified']),
    number_format($ready['marked']), number_format($ready['casts_ready']), number_format($ready['refused_total']));
$failedProofs = $differing = [];
foreach ($meta['packages'] as $m) {
    foreach ($m['casts']['failed'] ?? [] as $f) {
        $failedProofs[] = "{$m['name']}: `{$f['file']}` line {$f['line']}: {$f['message']}";
    }
    if (($m['casts']['forced_run'] ?? '') === 'outcomes differ') {
        $differing[] = "{$m['name']} (" . count($m['casts']['casts_differences']) . (count($m['casts']['casts_differences']) >= 20 ? '+' : '')
            . ' test(s), e.g. ' . str_replace('|', '\\|', $m['casts']['casts_differences'][0] ?? '') . ')';
    }
}
$o .= $failedProofs ? "Failed proofs (a TypeError in a marked file forced strict; its first):\n\n" . implode('', array_map(fn($l) => "- $l\n", $failedProofs)) . "\n"
    : "No marked file threw a TypeError forced strict.\n\n";
$o .= $differing ? "In these packages the forced run's outcomes differ from the bare run's, so none of their files counts as verified:\n\n"
    . implode('', array_map(fn($l) => "- $l\n", $differing)) . "\n" : '';
if ($example !== null) {
    $o .= sprintf("Twig (`php-twig`, the README's example): %d of %d files strict-ready with casts verified; its suite's %s tests,\n"
        . "run with them forced strict: %s. The diff `fix --casts --strict-ready` writes for `%s`:\n\n",
        $example['verified'], $example['marked'], number_format($example['tests']), $example['forced_run'] === 'outcomes identical'
            ? 'every outcome the bare run\'s' : $example['forced_run'], $example['file']);
    $o .= "```diff\n" . $example['diff'] . "```\n\n";
}
// the Applications section (scripts/app-study.sh writes it) is kept as it is
if (preg_match('/<!-- apps:begin -->.*?<!-- apps:end -->\n/s', (string) @file_get_contents($outMd), $apps)) {
    $o .= $apps[0] . "\n";
}
$o .= "## Method\n\n" . $meta['method'] . "\n";
if (!empty($meta['modules'])) {
    $o .= "The PHP modules every suite loaded (every one installed): " . implode(', ', array_map(fn($m) => "`$m`", $meta['modules'])) . ".\n";
}
$o .= "\n";
$o .= "## Left out, and why\n\n" . implode('', array_map(fn($l) => "- $l\n", $meta['left_out'])) . "\n";
// "## Applications" to the end is scripts/app-study.sh's (another generator writes it into this
// file): kept as it is, so that neither generator overwrites the other's text
$old = (string) @file_get_contents($outMd);
if (preg_match('/^## Applications\b/m', $old, $m, PREG_OFFSET_CAPTURE)) {
    $o .= substr($old, $m[0][1]);
}
file_put_contents($outMd, $o);
echo "impact: wrote $outJson and $outMd (" . count($rows) . " packages, $tests tests, " . count($diffs) . " outcome difference(s))\n";
