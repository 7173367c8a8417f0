<?php

declare(strict_types=1);

/*
 * The applications study's bookkeeping (scripts/app-study.sh drives it):
 *   strictify DIR               declare(strict_types=1) into every PHP file of DIR that can
 *                               take one, on its opening line (line numbers unchanged); JSON counts
 *   weaken OUTAPP PASS COPY ORIG
 *                               the TypeErrors strict pass PASS threw (error log, responses, the
 *                               app's own log), into OUTAPP/PASS/typeerrors.json; the files that
 *                               threw lose their declare in COPY; exit 0 if any threw, 1 if none
 *   judge OUTAPP APP OWN        responses compared (bare-1/bare-2, bare-1/compare), the oracle's
 *                               recall against the compare run's report, the passes; JSON
 *   write OUT SECONDS APPS.json IMPACT.md APP...
 *                               docs/apps.json and the "Applications" section of docs/impact.md
 *   check OUT APPS.json APP...  the counts measured now against the published ones
 */

const STRICT_DECL = 'declare(strict_types=1);';
const TYPE_ERROR = '/(?<msg>(?:[\w\\\\:{}$]+\(\): (?:Argument #\d+ \(\$\w+\) must be of type [^,]+, [\w\\\\]+ given|Return value must be of type [^,]+, [\w\\\\]+ returned))|Cannot assign [\w\\\\]+ to property [\w\\\\]+::\$\w+ of type \S+)(?:, called in (?<cfile>\/\S+) on line (?<cline>\d+))?/';

function load(string $f): array
{
    $j = json_decode((string) @file_get_contents($f), true);
    return is_array($j) ? $j : [];
}

function save(string $f, array $j): void
{
    file_put_contents($f, json_encode($j, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE) . "\n");
}

/** The PHP files below $dir, not through symbolic links (what a copy holds of its own). */
function php_files(string $dir): array
{
    $out = [];
    $it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS));
    foreach ($it as $f) {
        $p = $f->getPathname();
        if (str_ends_with($p, '.php') && !is_link($p) && is_file($p) && !str_contains(substr($p, strlen($dir)), '/../')) {
            $out[] = $p;
        }
    }
    sort($out);
    return $out;
}

/**
 * The TypeErrors in $text: the uncaught ones PHP logs ("Uncaught TypeError: MSG in FILE:LINE"),
 * and those an app caught and showed or logged (MediaWiki's exception page and API error:
 * "TypeError ... MSG" with "from FILE(LINE)" or "at FILE(LINE)"). A user function's site is
 * where it was called ("called in FILE on line N"), an internal function's the line that threw.
 */
function type_errors(string $text, string $source): array
{
    $text = html_entity_decode(str_replace(['\\/', '\\n'], ['/', "\n"], $text), ENT_QUOTES | ENT_HTML5);
    $out = [];
    if (!preg_match_all('/TypeError/', $text, $hits, PREG_OFFSET_CAPTURE)) {
        return [];
    }
    foreach ($hits[0] as [, $at]) {
        $chunk = substr($text, $at, 4000);
        if (!preg_match(TYPE_ERROR, $chunk, $m, PREG_OFFSET_CAPTURE) || $m[0][1] > 200) {
            continue;
        }
        $msg = $m['msg'][0];
        if (($m['cfile'][0] ?? '') !== '') {
            $file = $m['cfile'][0];
            $line = (int) $m['cline'][0];
        } else {
            $rest = substr($chunk, $m[0][1] + strlen($m[0][0]));
            if (preg_match('/^\s*in (\/\S+?):(\d+)/', $rest, $l) || preg_match('/(?:from|at) (\/\S+?)\((\d+)\)/', $rest, $l)) {
                $file = $l[1];
                $line = (int) $l[2];
            } else {
                continue;
            }
        }
        $fn = preg_match('/^([\w\\\\:{}$]+)\(\)/', $msg, $f) ? $f[1] : (preg_match('/property ([\w\\\\]+::\$\w+)/', $msg, $f) ? $f[1] : '');
        $out["$file:$line:$msg"] = ['file' => $file, 'line' => $line, 'function' => $fn, 'message' => $msg, 'source' => $source];
    }
    return $out;
}

/** The TypeErrors of one run of one app: the error logs and every response body. */
function run_errors(string $dir): array
{
    $all = [];
    foreach (['php-errors.log' => 'error log', 'app-errors.log' => 'app log'] as $f => $src) {
        $all += type_errors((string) @file_get_contents("$dir/$f"), $src);
    }
    foreach (glob("$dir/*.body") ?: [] as $b) {
        foreach (type_errors((string) file_get_contents($b), 'response ' . basename($b, '.body')) as $k => $e) {
            $all[$k] ??= $e;
            $all[$k]['requests'][] = (int) basename($b, '.body');
        }
    }
    ksort($all);
    return $all;
}

/** A response body with what varies from run to run taken out; the same for every run. */
function normalise(string $body): string
{
    $r = [
        // times and dates, in the forms the apps print them
        '/\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?\b/' => 'DATETIME',
        '/\b\d{4}-\d{2}-\d{2}\b/' => 'DATE',
        '/\b\d{1,2}:\d{2}(:\d{2})?(\s?[ap]m)?\b/i' => 'TIME',
        '/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} \w{3} \d{4}[^<"\n]*/' => 'RFCDATE',
        '/\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\.? \d{1,2},? \d{4}\b/' => 'DATE',
        '/\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/' => 'DATE',
        '/\b\d{14}\b/' => 'TS14',
        '/\b1[5-9]\d{8}(\.\d+)?\b/' => 'UNIXTIME',
        '/\b\d+ (second|minute|hour|day|min|sec)s?( ago)?\b/' => 'AGO',
        '/\b(Today|Yesterday)\b/' => 'DAY',
        '/\b\d+(\.\d+)? ?(ms|secs?|seconds)\b/' => 'DURATION',
        '/"(elapsed|wgBackendResponseTime|timestamp|servedby|curtimestamp|time|wgRequestId|reqId|requestid)":\s*("[^"]*"|[\d.]+)/' => '"$1":X',
        // nonces, tokens, session and request ids, hashes
        '/[0-9a-f]{32,}(\+\\\\?)?/i' => 'HEX',
        '/\b[0-9a-f]{10}\b/' => 'NONCE',
        '/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i' => 'UUID',
        '/(token|nonce|sectok|_id|compose_id|session|sess|set_session|changecheck|wpEdittime|wpStarttime|csrf|key|hash|ts|date|loginToken|wpLoginToken|wpEditToken|request_token|_uid|etag|version|ver|cb)(["\']?\s*[:=]\s*["\']?|=|" value=")[A-Za-z0-9+\/=%._\\\\-]{6,}/i' => '$1$2TOKEN',
        '/[A-Za-z0-9+\/]{20,}={0,2}%2B%5C|[A-Za-z0-9]{20,}\+\\\\/' => 'TOKEN',
        '/\[[A-Za-z0-9@_-]{20,}\]/' => '[REQID]',
        '/\b[A-Za-z0-9]{26,}\b/' => 'ID',
        // values an app draws at random for each response: WordPress's embed secret, its suggested
        // passwords and random strings, its mailto: obfuscation (antispambot()); phpMyAdmin's
        // uniqid() fields, element ids and designer positions
        '/data-(secret|pw|for)=\\\\?"[^"]*"/' => 'data-$1=X',
        '/\d\.gravatar\.com/' => 'N.gravatar.com',
        '/(=\\\\?")(UNIXTIME|NONCE|\d{6,})(\\\\?")/' => '$1N$3',
        '/([?&#]secret=)\w+/' => '$1X',
        '/data-serp-pos=\\\\?"\d+/' => 'data-serp-pos="N',
        '/<kbd>[^<]{8}<\/kbd>/' => '<kbd>RANDOM</kbd>',
        '/[\w.@-]*(?:&#0?\d{2,3};[\w.@-]*){2,}/' => 'OBFUSCATED',
        '/\b[0-9a-f]{13}\b/' => 'UNIQID',
        '/(_|-)\d{6,}(?!\d)/' => '$1N',
        '/left:\s*\d+px; top:\s*\d+px/' => 'POSITION',
        // WordPress's quick-edit fields hold the current time; MediaWiki's parser reports its times
        '/(<div class="(?:hh|mn|ss|jj|mm|aa)">)\d+(<\/div>)/' => '$1N$2',
        '/(name="(?:hh|mn|ss|jj|mm|aa|hidden_hh|hidden_mn|hidden_ss|hidden_jj|hidden_mm|hidden_aa|cur_hh|cur_mn|cur_jj|cur_mm|cur_aa)" (?:id="\w+" )?value=")\d+/' => '$1N',
        '/"(cputime|walltime)":"[\d.]+"/' => '"$1":X',
        '/\d+\.\d+%\s+\d+\.\d+\b/' => 'PCT TIME',
        '/\d{2}%3A\d{2}/' => 'TIME',
        // counters that time moves (memory, cache keys)
        '/\b\d+(\.\d+)? ?(KiB|MiB|KB|MB|B)\b/' => 'SIZE',
    ];
    // MediaWiki's search results: equally ranked hits come in no fixed order
    $body = (string) preg_replace_callback('/(<ul class=[\'"]mw-search-results[\'"]>)(.*?)(<\/ul>)/s', function ($m) {
        $items = preg_split('/(?=<li)/', $m[2]);
        sort($items);
        return $m[1] . implode('', $items) . $m[3];
    }, $body);
    return (string) preg_replace(array_keys($r), array_values($r), $body);
}

/** index.tsv as rows n => [method, path, status]. */
function index_of(string $dir): array
{
    $rows = [];
    foreach (file("$dir/index.tsv", FILE_IGNORE_NEW_LINES) ?: [] as $l) {
        [$n, $method, $path, $status] = explode("\t", $l) + ['', '', '', ''];
        $rows[(int) $n] = [$method, $path, (int) $status];
    }
    return $rows;
}

/** The requests whose status or normalised body differ between two runs. */
function differences(string $a, string $b): array
{
    $ia = index_of($a);
    $ib = index_of($b);
    $out = [];
    foreach ($ia + $ib as $n => $_) {
        [$method, $path] = $ia[$n] ?? $ib[$n];
        $sa = $ia[$n][2] ?? 'absent';
        $sb = $ib[$n][2] ?? 'absent';
        $ba = normalise((string) @file_get_contents(sprintf('%s/%04d.body', $a, $n)));
        $bb = normalise((string) @file_get_contents(sprintf('%s/%04d.body', $b, $n)));
        if ($sa !== $sb || $ba !== $bb) {
            $out[] = ['n' => $n, 'request' => "$method $path", 'status' => [$sa, $sb], 'body_differs' => $ba !== $bb,
                'first_difference' => $ba === $bb ? null : first_diff($ba, $bb)];
        }
    }
    return $out;
}

function first_diff(string $a, string $b): string
{
    $i = 0;
    $n = min(strlen($a), strlen($b));
    while ($i < $n && $a[$i] === $b[$i]) {
        $i++;
    }
    $s = max(0, $i - 40);
    return json_encode([substr($a, $s, 100), substr($b, $s, 100)], JSON_INVALID_UTF8_SUBSTITUTE | JSON_UNESCAPED_SLASHES);
}

/** The compare run's divergent sites, from the per-worker JSONL reports: "file:line:message" => record. */
function report_sites(string $dir): array
{
    $sites = [];
    foreach (glob("$dir/*.jsonl") ?: [] as $f) {
        foreach (file($f, FILE_IGNORE_NEW_LINES) ?: [] as $l) {
            $r = json_decode($l, true);
            if (($r['record'] ?? '') === 'divergence') {
                $sites["{$r['file']}:{$r['line']}:{$r['message']}"] ??= $r;
            }
        }
    }
    return $sites;
}

$cmd = $argv[1] ?? '';

if ($cmd === 'strictify') {
    $dir = rtrim($argv[2], '/');
    $c = ['files' => 0, 'strict' => 0, 'already' => 0, 'cannot' => 0, 'cannot_files' => []];
    foreach (php_files($dir) as $f) {
        $c['files']++;
        $s = (string) file_get_contents($f);
        if (preg_match('/^\s*<\?php\b.{0,600}?declare\s*\(\s*strict_types\s*=\s*1/s', $s) && preg_match('/declare\s*\(\s*strict_types\s*=\s*1\s*\)/', $s)) {
            $c['already']++;
            continue;
        }
        // the opening tag first, then whitespace: the declare goes right after it, on the same line
        if (!preg_match('/^<\?php(\s)/', $s)) {
            $c['cannot']++;
            $c['cannot_files'][] = substr($f, strlen($dir) + 1);
            continue;
        }
        file_put_contents($f, '<?php ' . STRICT_DECL . substr($s, 5));
        $c['strict']++;
    }
    echo json_encode($c, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES), "\n";
    exit(0);
}

if ($cmd === 'weaken') {
    [, , $outApp, $pass, $copy, $orig] = $argv;
    $errors = run_errors("$outApp/$pass");
    // a TypeError the bare run throws too is not strict mode's
    $bare = run_errors("$outApp/bare-1");
    $errors = array_diff_key($errors, $bare);
    $weakened = [];
    foreach ($errors as $e) {
        if (!str_starts_with($e['file'], rtrim($orig, '/') . '/')) {
            continue;
        }
        $f = rtrim($copy, '/') . substr($e['file'], strlen(rtrim($orig, '/')));
        $s = (string) @file_get_contents($f);
        if (str_starts_with($s, '<?php ' . STRICT_DECL)) {
            file_put_contents($f, '<?php' . substr($s, strlen('<?php ' . STRICT_DECL)));
            $weakened[$e['file']] = true;
        }
    }
    save("$outApp/$pass/typeerrors.json", ['errors' => array_values($errors), 'weakened' => array_keys($weakened)]);
    exit($weakened ? 0 : 1);
}

if ($cmd === 'diff') {
    // the requests whose responses differ between two runs' directories (for a person looking)
    foreach (differences($argv[2], $argv[3]) as $d) {
        echo "#{$d['n']} {$d['request']}: status {$d['status'][0]}/{$d['status'][1]}", $d['body_differs'] ? " body {$d['first_difference']}" : '', "\n";
    }
    exit(0);
}

if ($cmd === 'judge') {
    [, , $outApp, $app, $own] = $argv;
    $problems = [];
    $requests = count(index_of("$outApp/bare-1"));
    $status = array_count_values(array_map(fn($r) => (string) $r[2], index_of("$outApp/bare-1")));
    ksort($status);
    $bareDiff = differences("$outApp/bare-1", "$outApp/bare-2");
    $cmpDiff = differences("$outApp/bare-1", "$outApp/compare");
    if ($requests < 200) {
        $problems[] = "$requests requests (fewer than 200)";
    }
    if ($bareDiff) {
        $problems[] = count($bareDiff) . ' responses differ between the two bare runs (the normalisation is not enough): '
            . implode(', ', array_map(fn($d) => "#{$d['n']} {$d['request']}", array_slice($bareDiff, 0, 5)));
    }
    if ($cmpDiff) {
        $problems[] = count($cmpDiff) . ' responses differ between the bare and the compare run: '
            . implode(', ', array_map(fn($d) => "#{$d['n']} {$d['request']}", array_slice($cmpDiff, 0, 5)));
    }
    $sites = report_sites("$outApp/compare/reports");
    $byFileLine = [];
    foreach ($sites as $s) {
        $byFileLine["{$s['file']}:{$s['line']}"][] = $s;
    }
    // the strict passes
    $passes = [];
    $thrown = [];
    for ($p = 1; is_dir("$outApp/strict-$p"); $p++) {
        $t = load("$outApp/strict-$p/typeerrors.json");
        $failing = differences("$outApp/bare-1", "$outApp/strict-$p");
        $new = 0;
        foreach ($t['errors'] ?? [] as $e) {
            $k = "{$e['file']}:{$e['line']}:{$e['message']}";
            if (!isset($thrown[$k])) {
                $thrown[$k] = $e + ['pass' => $p];
                $new++;
            }
        }
        $passes[] = ['pass' => $p, 'requests_differing' => count($failing), 'type_errors' => count($t['errors'] ?? []),
            'new_type_errors' => $new, 'files_made_weak' => count($t['weakened'] ?? []), 'files' => $t['weakened'] ?? []];
    }
    $last = end($passes);
    if ($last && $last['type_errors'] > 0) {
        $problems[] = "the strict copy still throws after " . count($passes) . " passes";
    }
    $found = 0;
    $misses = [];
    foreach ($thrown as $k => &$e) {
        $e['found'] = isset($sites[$k]) ? 'site' : (isset($byFileLine["{$e['file']}:{$e['line']}"]) ? 'line' : false);
        if ($e['found'] === 'site') {
            $found++;
        } else {
            $misses[] = $e;
        }
    }
    unset($e);
    if ($misses) {
        $problems[] = count($misses) . ' TypeError(s) of the strict copy are no site of the report: '
            . implode('; ', array_map(fn($e) => "{$e['file']}:{$e['line']} {$e['message']}", array_slice($misses, 0, 5)));
    }
    // the seeds' cases (Rasmus Lerdorf, 2015), looked up by function and file
    $seeds = [];
    if ($app === 'wordpress') {
        foreach ([['number_format', 'wp-includes/functions.php', 'number_format_i18n(): number_format() given a string'],
            ['addslashes', 'wp-includes/functions.php', 'add_magic_quotes(): addslashes() given a float'],
            ['setcookie', null, 'setcookie() given a string expiry or a non-string value'],
            ['imagecreatetruecolor', null, 'imagecreatetruecolor() given strings read from the database (OpenCart in 2015)']] as [$fn, $file, $what]) {
            $hit = array_values(array_filter($sites, fn($s) => $s['function'] === $fn && ($file === null || str_ends_with($s['file'], "/$file"))));
            $seeds[] = ['case' => $what, 'function' => $fn, 'file' => $file,
                'found' => array_map(fn($s) => ['file' => $s['file'], 'line' => $s['line'], 'message' => $s['message'], 'calls' => $s['count']], $hit),
                'thrown_by_strict_copy' => count(array_filter($thrown, fn($e) => $e['function'] === $fn)) > 0];
        }
    }
    $strictify = load("$outApp/strictify.json");
    unset($strictify['cannot_files']);
    $recall = $thrown ? round(100 * $found / count($thrown), 1) : 100.0;
    $j = ['app' => $app, 'requests' => $requests, 'statuses' => $status, 'bare_differences' => $bareDiff,
        'compare_differences' => $cmpDiff, 'report_sites' => count($sites), 'strict_copy' => $strictify,
        'passes' => $passes, 'strict_passes_needed' => count(array_filter($passes, fn($p) => $p['type_errors'] > 0)),
        'first_pass_requests_failing' => $passes[0]['requests_differing'] ?? 0,
        'type_errors' => count($thrown), 'found' => $found, 'recall' => $recall, 'misses' => $misses,
        'thrown' => array_values($thrown), 'seeds' => $seeds, 'problems' => $problems,
        'summary' => sprintf('%d requests, %d/%d responses differ (bare/bare, bare/compare), %d strict passes, %d TypeErrors, recall %s %%',
            $requests, count($bareDiff), count($cmpDiff), count($passes), count($thrown), $recall)];
    echo json_encode($j, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE), "\n";
    exit($problems ? 1 : 0);
}

fwrite(STDERR, "usage: app-study.php strictify DIR | weaken OUTAPP PASS COPY ORIG | judge OUTAPP APP OWN | write ... | check ...\n");
exit(2);
