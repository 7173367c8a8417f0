<?php

declare(strict_types=1);

/*
 * The impact study's bookkeeping (scripts/impact-study.sh drives it):
 *   outcomes DIR                 per test outcome of the JUnit files in DIR, as JSON
 *   own < FILES                  a package's own paths, from the PHP files it installs
 *   diff BARE.json COMPARE.json  the tests whose outcome differs (exit 1 if any)
 *   write OUT.json OUT.md PROJECTS.json META.json
 *                                docs/impact.json and docs/impact.md from the
 *                                projects view and the runs' metadata
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
        foreach (["Measured on $n libraries", "$t tests"] as $want) {
            if (!str_contains(preg_replace('/\s+/', ' ', $readme), $want)) {
                echo "impact: README.md does not say \"$want\" (docs/impact.json: $n packages, $t tests)\n";
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

file_put_contents($outJson, json_encode([
    'method' => $meta['method'],
    'php' => $meta['php'],
    'scalar_types' => $meta['scalar_types'],
    'minutes' => $meta['minutes'],
    'modules' => $meta['modules'] ?? [],
    'packages' => $rows,
    'tests' => $tests,
    'outcome_differences' => $diffs,
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
    . "`bin/scalar-types run` on PHP %s. Each cell says what a rule set would break in the package's\n"
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
$o .= $md(['rules', 'packages it breaks', 'sites', 'calls', 'files', 'of which deprecated (sites)', 'meaning'],
    array_map(fn($t) => [$t['rules'], "{$t['projects']} of {$view['projects']}", $t['sites'], $t['calls'], $t['files'], $t['deprecated'],
        $t['meaning']], $view['by_rules'])) . "\n";
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
$o .= "## Method\n\n" . $meta['method'] . "\n";
if (!empty($meta['modules'])) {
    $o .= "The PHP modules every suite loaded (every one installed): " . implode(', ', array_map(fn($m) => "`$m`", $meta['modules'])) . ".\n";
}
$o .= "\n";
$o .= "## Left out, and why\n\n" . implode('', array_map(fn($l) => "- $l\n", $meta['left_out'])) . "\n";
file_put_contents($outMd, $o);
echo "impact: wrote $outJson and $outMd (" . count($rows) . " packages, $tests tests, " . count($diffs) . " outcome difference(s))\n";
