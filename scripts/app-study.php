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
 * "TypeError ... MSG" with "from FILE(LINE)" or "at FILE(LINE)"; DokuWiki's error log:
 * "FILE(LINE)\tTypeError: MSG"). A user function's site is
 * where it was called ("called in FILE on line N"), an internal function's the line that threw.
 */
function type_errors(string $text, string $source): array
{
    // JSON-escaped text (an API's error) as plain text: \/ \n \\
    $text = html_entity_decode(str_replace(['\\/', '\\n', '\\\\'], ['/', "\n", '\\'], $text), ENT_QUOTES | ENT_HTML5);
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
        $fn = preg_match('/^([\w\\\\:{}$]+)\(\)/', $msg, $f) ? $f[1] : (preg_match('/property ([\w\\\\]+::\$\w+)/', $msg, $f) ? $f[1] : '');
        $in = '';
        if (($m['cfile'][0] ?? '') !== '') {
            $file = $m['cfile'][0];
            $line = (int) $m['cline'][0];
        } else {
            $rest = substr($chunk, $m[0][1] + strlen($m[0][0]), 800);
            $before = substr($text, max(0, $at - 300), min(300, $at));
            if (preg_match('/^\s*in (\/\S+?):(\d+)/', $rest, $l)
                // DokuWiki's error log: "DATE\tFILE(LINE)\tTypeError: MSG"
                || preg_match('/(\/\S+?)\((\d+)\)\t$/', $before, $l)) {
                $file = $l[1];
                $line = (int) $l[2];
            } elseif (!preg_match('/^[^\n]*\n#0 /', $rest) && preg_match('/(?:from|at) (\/\S+?)\((\d+)\)/', $rest, $l)) {
                // MediaWiki's exception page and API error: "from FILE(LINE)", "at FILE(LINE)"
                $file = $l[1];
                $line = (int) $l[2];
            } elseif (preg_match('/^[^\n]*\n#0 (\/\S+?)\((\d+)\): ([\w\\\\]+(?:->|::)?\w*)\(/', $rest, $l)
                && str_contains($msg, ': Argument #') && str_replace('->', '::', $l[3]) === $fn) {
                // MediaWiki's exception log: the trace's frame #0 is the internal function called, at its call site
                $file = $l[1];
                $line = (int) $l[2];
            } elseif (preg_match('/^[^\n]*\n#0 \/\S+?\(\d+\): ([\w\\\\]+(?:->|::)?\w*)\(/', $rest, $l)) {
                // or, where the engine calls it without a frame of its own (strlen() is an opcode) and
                // for a return error, the function the TypeError was thrown in, with no line: the site
                // is looked for in the file that defines it, by its TypeError text
                $file = '';
                $line = 0;
                $in = str_replace('->', '::', $l[1]);
            } else {
                continue;
            }
        }
        $out["$file:$line:$in:$msg"] = ['file' => $file, 'line' => $line, 'function' => $fn, 'message' => $msg, 'source' => $source]
            + ($in !== '' ? ['in_function' => $in] : []);
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

/**
 * The file of a copy that defines $fn: "Ns\Class::method" in Class.php holding "function method(",
 * a function "name" in the one file holding "function name(". '' when not exactly one.
 */
function defining_file(string $copy, string $fn): string
{
    static $files = [];
    $files[$copy] ??= php_files($copy);
    if (preg_match('/(?:^|\\\\)(\w+)::(\w+)$/', $fn, $m)) {
        [$base, $name] = ["$m[1].php", $m[2]];
    } elseif (preg_match('/^(?:.*\\\\)?(\w+)$/', $fn, $m)) {
        [$base, $name] = [null, $m[1]];
    } else {
        return '';
    }
    $hits = [];
    foreach ($files[$copy] as $f) {
        if (($base === null || basename($f) === $base) && preg_match('/function\s+&?' . preg_quote($name, '/') . '\s*\(/', (string) file_get_contents($f))) {
            $hits[] = $f;
        }
    }
    return count($hits) === 1 ? $hits[0] : '';
}

/** A response body with what varies from run to run taken out; the same for every run. */
function normalise(string $body): string
{
    $r = [
        // nonces first (WordPress's are 10 hex digits: all digits at times, which the time rules below
        // would take for a time)
        '/[0-9a-f]{32,}(\+\\\\?)?/i' => 'HEX',
        '/\b[0-9a-f]{10}\b/' => 'NONCE',
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
        '/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i' => 'UUID',
        '/(token|nonce|sectok|_id|compose_id|session|sess|set_session|changecheck|wpEdittime|wpStarttime|csrf|key|hash|ts|date|loginToken|wpLoginToken|wpEditToken|request_token|_uid|etag|version|ver|cb)(["\']?\s*[:=]\s*["\']?|=|" value=")[A-Za-z0-9+\/=%._\\\\-]{6,}/i' => '$1$2TOKEN',
        '/[A-Za-z0-9+\/]{20,}={0,2}%2B%5C|[A-Za-z0-9]{20,}\+\\\\/' => 'TOKEN',
        '/\[[A-Za-z0-9@_-]{20,}\]/' => '[REQID]',
        // values an app draws at random for each response: WordPress's embed secret, its suggested
        // passwords and random strings, its mailto: obfuscation (antispambot()); phpMyAdmin's
        // uniqid() fields, element ids and designer positions; Roundcube's compose ids (mt_rand() . uniqid())
        '/data-(secret|pw|for)=\\\\?"[^"]*"/' => 'data-$1=X',
        '/\d\.gravatar\.com/' => 'N.gravatar.com',
        '/(=\\\\?")(UNIXTIME|NONCE|\d{6,})(\\\\?")/' => '$1N$3',
        '/([?&#]secret=)\w+/' => '$1X',
        '/data-serp-pos=\\\\?"\d+/' => 'data-serp-pos="N',
        '/<kbd>[^<]{8}<\/kbd>/' => '<kbd>RANDOM</kbd>',
        '/[\w.@-]*(?:&#0?\d{2,3};[\w.@-]*){2,}/' => 'OBFUSCATED',
        '/\b\d{1,10}[0-9a-f]{13}\b/' => 'COMPOSEID',
        '/\b[0-9a-f]{13}\b/' => 'UNIQID',
        '/([_A-Za-z-])\d{6,}(?!\d)/' => '$1N',
        '/left:\s*\d+px; top:\s*\d+px/' => 'POSITION',
        // WordPress's quick-edit fields hold the current time; MediaWiki's parser reports its times
        '/(<div class="(?:hh|mn|ss|jj|mm|aa)">)\d+(<\/div>)/' => '$1N$2',
        '/(name="(?:hh|mn|ss|jj|mm|aa|hidden_hh|hidden_mn|hidden_ss|hidden_jj|hidden_mm|hidden_aa|cur_hh|cur_mn|cur_jj|cur_mm|cur_aa)" (?:id="\w+" )?value=")\d+/' => '$1N',
        '/"(cputime|walltime)":"[\d.]+"/' => '"$1":X',
        '/\d+\.\d+%\s+\d+\.\d+\b/' => 'PCT TIME',
        '/\d{2}%3A\d{2}/' => 'TIME',
        '/\b[A-Za-z0-9]{26,}\b/' => 'ID',
        // DokuWiki's popularity page lists the loaded PHP extensions: the judged run's
        // scalar_types among them (the one response that names the extension)
        '/^php_extension\tscalar_types\n/m' => '',
        '/^edits_per_day\t[\d.E-]+$/m' => 'edits_per_day X',
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
    foreach ($errors as $k => $e) {
        if ($e['file'] === '') {
            // logged without its line: the file that defines the function it was thrown in (the
            // copy's path, as the original's); the same TypeError seen with its line in that file
            // is the same one
            $d = defining_file($copy, $e['in_function'] ?? $e['function']);
            $errors[$k]['file'] = $e['file'] = $d === '' ? '' : rtrim($orig, '/') . substr($d, strlen(rtrim($copy, '/')));
            foreach ($errors as $o) {
                if ($o['line'] > 0 && $o['file'] === $e['file'] && $o['message'] === $e['message']) {
                    unset($errors[$k]);
                    continue 2;
                }
            }
        }
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
        $lastFailing = array_column($failing, 'request');
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
        if ($e['found'] === false && $e['line'] === 0) {
            // logged without its line: a site of the same file and TypeError text
            foreach ($sites as $s) {
                if ($s['file'] === $e['file'] && $s['message'] === $e['message']) {
                    $e['found'] = 'site';
                    $e['line'] = $s['line'];
                    break;
                }
            }
        }
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
        // why a case is not in the report, when it is not: the code as Debian ships it now
        $src = (string) @file_get_contents('/usr/share/wordpress/wp-includes/functions.php');
        $magic = preg_match('/function add_magic_quotes\(.*?\n}/s', $src, $m) && str_contains($m[0], 'is_string( $v )')
            ? 'changed since 2015: add_magic_quotes() now calls addslashes() on strings only (`elseif ( is_string( $v ) )`)'
            : 'this crawl does not reach it';
        foreach ([['number_format', 'wp-includes/functions.php', 'number_format_i18n(): number_format() given a string', 'this crawl does not reach it'],
            ['addslashes', 'wp-includes/functions.php', 'add_magic_quotes(): addslashes() given a float', $magic],
            ['setcookie', null, 'setcookie() given what is not a string', 'this crawl does not reach it'],
            ['imagecreatetruecolor', null, 'imagecreatetruecolor() given strings read from the database (OpenCart\'s in 2015; WordPress calls it when it resizes an image)',
                'this crawl uploads no image']] as [$fn, $file, $what, $why]) {
            $hit = array_values(array_filter($sites, fn($s) => $s['function'] === $fn && ($file === null || str_ends_with($s['file'], "/$file"))));
            $seeds[] = ['case' => $what, 'function' => $fn, 'file' => $file, 'not_found' => $why,
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
        'first_pass_requests_failing' => $passes[0]['requests_differing'] ?? 0, 'last_pass_differing' => $lastFailing ?? [],
        'type_errors' => count($thrown), 'found' => $found, 'recall' => $recall, 'misses' => $misses,
        'thrown' => array_values($thrown), 'seeds' => $seeds, 'problems' => $problems,
        'summary' => sprintf('%d requests, %d/%d responses differ (bare/bare, bare/compare), %d strict passes, %d TypeErrors, recall %s %%',
            $requests, count($bareDiff), count($cmpDiff), count($passes), count($thrown), $recall)];
    echo json_encode($j, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE), "\n";
    exit($problems ? 1 : 0);
}

const PACKAGES = ['wordpress' => 'wordpress', 'mediawiki' => 'mediawiki', 'phpmyadmin' => 'phpmyadmin',
    'roundcube' => 'roundcube-core', 'dokuwiki' => 'dokuwiki'];

function ordinal(int $n): string
{
    return $n . (in_array($n % 100, [11, 12, 13], true) ? 'th' : (['th', 'st', 'nd', 'rd'][$n % 10] ?? 'th'));
}

/** The Markdown table of $head and $rows. */
function md(array $head, array $rows): string
{
    return '| ' . implode(' | ', $head) . " |\n|" . str_repeat('---|', count($head)) . "\n"
        . implode('', array_map(fn($r) => '| ' . implode(' | ', array_map(fn($c) => str_replace('|', '\|', (string) $c), $r)) . " |\n", $rows));
}

/** docs/impact.md's "Applications" section, from docs/apps.json. */
function render(array $j): string
{
    $sets = array_column($j['by_rules'], 'rules');
    $o = "## Applications\n\n";
    $o .= "<!-- Generated by scripts/app-study.sh (scripts/app-study.php render): edit those, not this section. -->\n\n";
    $o .= sprintf("%d web applications as Debian 12 packages them, behind nginx and php-fpm (PHP %s), on MariaDB %s\n"
        . "(Roundcube with Dovecot %s as its IMAP server and OpenSMTPD as its SMTP server), each driven by a fixed crawl (`scripts/app-crawl.php`): the\n"
        . "pages a visitor sees, search and feeds, logins with a cookie jar, the admin screens, forms that write (posts,\n"
        . "comments, edits, a mail sent and read where the app can), and the app's REST, API or XML-RPC endpoints. Every run\n"
        . "starts from the same database dump and data files. Each app runs bare twice, then judged as\n"
        . "[production.md](production.md) tells an operator to judge a server (a php-fpm master in `compare` mode at\n"
        . "rate 1, a report file per worker), then as a strict copy (below). The whole study took %d minutes on 2 cores.\n\n",
        count($j['apps']), $j['php'], $j['mariadb'], $j['dovecot'], $j['minutes']);
    $o .= "### What each rule set would break\n\n";
    $o .= md(['app', 'Debian version', 'requests', 'calls observed', ...$sets],
        array_map(fn($a) => [$a['name'], $a['version'], $a['requests'], $a['calls'],
            ...array_map(fn($s) => "{$a['by_rules'][$s]['sites']}/{$a['by_rules'][$s]['calls']}/{$a['by_rules'][$s]['files']}", $sets)], $j['apps'])) . "\n";
    $o .= "`bin/scalar-types projects` puts the five compare runs' reports side by side (these tables are its counts).\n";
    $o .= "Each cell is **sites/calls/files** in the app's own code (its directory under /usr/share, its Debian\n"
        . "configuration and state directories; not the PHP libraries it shares with other packages), as in the\n"
        . "libraries' tables above. Where each rule set's proposal stands:\n\n";
    $o .= md(['rules', 'apps it breaks', 'sites', 'calls', 'files', 'where the proposal stands'],
        array_map(fn($t) => [$t['rules'], "{$t['projects']} of " . count($j['apps']), $t['sites'], $t['calls'], $t['files'], $t['standing']], $j['by_rules'])) . "\n";
    $o .= "By coercion kind (sites/calls), per app:\n\n";
    $rows = [];
    foreach ($j['apps'] as $a) {
        foreach ($sets as $s) {
            $k = $a['kinds'][$s] ?? [];
            if (!$k) {
                continue;
            }
            uasort($k, fn($x, $y) => [$y['sites'], $y['calls']] <=> [$x['sites'], $x['calls']]);
            $rows[] = [$a['name'], $s, implode(', ', array_map(fn($n, $v) => "`$n` {$v['sites']}/{$v['calls']}", array_keys($k), $k))];
        }
    }
    $o .= md(['app', 'rules', 'kinds'], $rows) . "\n";
    $o .= "### Bare and judged runs answer the same\n\n";
    $o .= md(['app', 'requests', 'statuses (bare)', 'responses differing, bare vs bare', 'responses differing, bare vs compare'],
        array_map(fn($a) => [$a['name'], $a['requests'], implode(', ', array_map(fn($k, $v) => "$k: $v", array_keys($a['statuses']), $a['statuses'])),
            $a['bare_differences'], $a['compare_differences']], $j['apps'])) . "\n";
    $o .= "A response is its status and its body with what varies between two runs of the same app taken out\n"
        . "(times and dates, nonces, tokens, session and request ids, the values an app draws at random:\n"
        . "`normalise()` in scripts/app-study.php), the same normalisation for every run. The two bare runs show it\n"
        . "is enough: what still differs between them would differ between any two runs.\n\n";
    $o .= "### The oracle: a strict copy of each app\n\n";
    $o .= "A copy of each app's code with `declare(strict_types=1)` on the opening line of every PHP file that can\n"
        . "take one (line numbers unchanged), mounted over the original in the strict php-fpm master's own mount\n"
        . "namespace, so that its TypeErrors name the same files and lines as the judged run's report. The crawl runs\n"
        . "against it in passes: after each pass the files that threw are made weak again, as someone fixing one\n"
        . "fatal error at a time would, until a pass throws none. TypeErrors are read from the PHP error log\n"
        . "(uncaught) and from the responses (an app that catches `Throwable` and renders an error page, as\n"
        . "MediaWiki does with `\$wgShowExceptionDetails`), and from Roundcube's own error log; nothing is\n"
        . "added to the apps to catch them (a handler of our own would change what the app does). A TypeError\n"
        . "the bare run throws too is not strict mode's and is left out. Recall: the strict copy's TypeErrors\n"
        . "that are a site (file, line and TypeError text) of the compare run's report, over all it threw.\n\n";
    $o .= md(['app', 'PHP files', 'made strict', 'already strict', 'no declare possible', 'passes', 'TypeErrors', 'found in the report', 'recall'],
        array_map(fn($a) => [$a['name'], $a['strict_copy']['files'] ?? 0, $a['strict_copy']['strict'] ?? 0, $a['strict_copy']['already'] ?? 0,
            $a['strict_copy']['cannot'] ?? 0, count($a['passes']), $a['type_errors'], $a['found'], $a['recall'] . ' %'], $j['apps'])) . "\n";
    $o .= "\"no declare possible\": files that do not open with `<?php` (templates, output before the tag); they stay\n"
        . "as they are. Per pass: the requests whose response differs from the bare run's, the TypeErrors new in\n"
        . "that pass, and the files made weak after it:\n\n";
    $rows = [];
    foreach ($j['apps'] as $a) {
        foreach ($a['passes'] as $p) {
            $rows[] = [$a['name'], $p['pass'], "{$p['requests_differing']} of {$a['requests']}", $p['new_type_errors'], $p['files_made_weak']];
        }
    }
    $o .= md(['app', 'pass', 'requests differing', 'new TypeErrors', 'files made weak'], $rows) . "\n";
    $left = array_filter(array_map(fn($a) => $a['last_pass_differing'] ? "{$a['name']}: " . implode(', ', array_map(fn($r) => "`$r`", $a['last_pass_differing'])) : '', $j['apps']));
    $o .= $left ? "After the last pass, the responses that still differ from the bare run's (a page that shows an app's PHP\n"
        . "source shows the copy's declare): " . implode('; ', $left) . ".\n\n"
        : "After the last pass every response is the bare run's.\n\n";
    if (array_filter($j['apps'], fn($a) => $a['misses'])) {
        $o .= "Misses (a TypeError of the strict copy that is no site of the report):\n\n";
        foreach ($j['apps'] as $a) {
            foreach ($a['misses'] as $m) {
                $o .= "- {$a['name']}: `{$m['file']}:{$m['line']}` {$m['message']}" . ($m['found'] === 'line' ? ' (the report has the line, with another text)' : '') . "\n";
            }
        }
        $o .= "\n";
    }
    $o .= "### 2015 by hand vs one run\n\n";
    foreach ($j['apps'] as $a) {
        $o .= $a['strict_passes_needed'] === 0
            ? sprintf("- **%s**: the strict copy throws no TypeError on this crawl (%d of its %d PHP files already declare strict_types); one strict pass shows it, as one compare run does.\n",
                $a['name'], $a['strict_copy']['already'] ?? 0, $a['strict_copy']['files'] ?? 0)
            : sprintf("- **%s**: a person fixing one fatal error at a time meets them in %d strict pass%s of this crawl, and a %s to see none left (the first fails %d of its %d requests; %d TypeError%s in all, %d file%s made weak); compare mode needs one run, whose report names %d of them.\n",
                $a['name'], $a['strict_passes_needed'], $a['strict_passes_needed'] === 1 ? '' : 'es', ordinal($a['strict_passes_needed'] + 1),
                $a['first_pass_requests_failing'], $a['requests'], $a['type_errors'], $a['type_errors'] === 1 ? '' : 's',
                $a['files_made_weak'], $a['files_made_weak'] === 1 ? '' : 's', $a['found']);
    }
    $o .= "\n";
    $seeds = array_merge(...array_map(fn($a) => array_map(fn($s) => $s + ['app' => $a['name']], $a['seeds']), $j['apps']) ?: [[]]);
    if ($seeds) {
        $o .= "### The seeds' cases\n\n";
        $o .= "Rasmus Lerdorf's cases from running WordPress strict in 2015 (seed 003), looked up in the report by function and file:\n\n";
        foreach ($seeds as $s) {
            $shown = array_slice($s['found'], 0, 3);
            $where = implode('; ', array_map(fn($f) => '`' . preg_replace('#^/usr/share/wordpress/#', '', $f['file']) . ":{$f['line']}` ({$f['message']}, {$f['calls']} call" . ($f['calls'] === 1 ? '' : 's') . ')', $shown))
                . (count($s['found']) > 3 ? sprintf('; and %d sites more', count($s['found']) - 3) : '');
            $o .= "- {$s['case']}: " . ($s['found'] ? 'found, ' . count($s['found']) . " site" . (count($s['found']) === 1 ? '' : 's') . ": $where" : 'not in the report: ' . $s['not_found'])
                . ($s['thrown_by_strict_copy'] ? '; the strict copy throws it too' : '') . ".\n";
        }
        $o .= "\n";
    }
    $o .= "### Rerun it\n\n";
    $o .= "`scripts/app-study.sh` (as root on Debian 12) installs the packages, starts its own MariaDB, Dovecot, nginx,\n"
        . "php-fpm and OpenSMTPD on 127.0.0.1 ports 18401-18406, 18425 and 18443 with data under `/var/cache/scalar-types/apps`, stops them at\n"
        . "the end, and rewrites this section and [apps.json](apps.json). The PHP modules the packages enable for every\n"
        . "SAPI are disabled again; the apps' PHP reads a scan directory of its own. `scripts/app-study.sh --quick` runs\n"
        . "WordPress alone and checks its counts against apps.json; it is not part of `scripts/test.sh` (CI is near its\n"
        . "time budget).";
    if (isset($j['quick'])) {
        $o .= " Its last result ({$j['quick']['date']}, {$j['quick']['minutes']} minutes): {$j['quick']['result']}";
    }
    $o .= "\n\n";
    if (isset($j['against_previous'])) {
        $d = $j['against_previous']['differences']['counts'] ?? [];
        $o .= "This run ({$j['date']}) against the one before it ({$j['against_previous']['previous']}), each from a clean start: "
            . ($d ? "these counts differ:\n\n" . implode('', array_map(fn($x) => '- ' . (strlen($x) > 300 ? substr($x, 0, 300) . '…' : $x) . "\n", $d)) . "\n"
                : "every count above is the same, but the calls")
            . sprintf(" (the calls observed differ, by %s: what a request does depends on the clock in places, caches that\n"
                . "expire, work done once a second or a minute; the sites, files, responses and TypeErrors do not vary).\n\n",
                implode(', ', array_map(fn($n, $p) => "$n " . ($p > 0 ? '+' : '') . ($p == 0 ? '0' : $p) . ' %', array_keys($j['against_previous']['differences']['calls_percent_per_app'] ?? []),
                    $j['against_previous']['differences']['calls_percent_per_app'] ?? [])) ?: '0 %');
    }
    if (!empty($j['varying'])) {
        $o .= "What varies between two runs from a clean start: {$j['varying']}\n\n";
    }
    return $o;
}

/** docs/impact.md with its Applications section replaced (or added before "## Method"). */
function put_section(string $file, string $section): void
{
    $md = (string) file_get_contents($file);
    $begin = '<!-- apps:begin -->';
    $end = '<!-- apps:end -->';
    $block = "$begin\n$section$end\n";
    if (str_contains($md, $begin)) {
        $md = preg_replace('/' . preg_quote($begin, '/') . '.*?' . preg_quote($end, '/') . '\n/s', str_replace(['\\', '$'], ['\\\\', '\\$'], $block), $md);
    } else {
        $at = strpos($md, "## Method\n");
        $md = $at === false ? "$md\n$block" : substr($md, 0, $at) . "$block\n" . substr($md, $at);
    }
    file_put_contents($file, $md);
}

/** The study's per-app rows: the judge's results joined with the projects view. */
function apps_rows(string $out, array $apps): array
{
    $view = load("$out/projects.json");
    $by = [];
    foreach ($view['per_project'] ?? [] as $p) {
        $by[$p['name']] = $p;
    }
    $rows = [];
    foreach ($apps as $app) {
        $j = load("$out/$app/judge.json");
        $p = $by[$app] ?? [];
        $kinds = [];
        foreach (load("$out/$app/projects.json")['kinds'] ?? [] as $set => $list) {
            foreach ($list as $v) {
                $kinds[$set][$v['kind']] = ['sites' => $v['sites'], 'calls' => $v['calls']];
            }
        }
        $rows[] = ['name' => $app, 'package' => PACKAGES[$app],
            'version' => trim((string) shell_exec('dpkg-query -W -f \'${Version}\' ' . escapeshellarg(PACKAGES[$app]) . ' 2>/dev/null')),
            'requests' => $j['requests'] ?? 0, 'statuses' => $j['statuses'] ?? [], 'calls' => $p['calls'] ?? 0,
            'by_rules' => $p['by_rules'] ?? [], 'kinds' => $kinds,
            'bare_differences' => count($j['bare_differences'] ?? []), 'compare_differences' => count($j['compare_differences'] ?? []),
            'strict_copy' => $j['strict_copy'] ?? [], 'passes' => array_map(fn($x) => array_diff_key($x, ['files' => 1]), $j['passes'] ?? []),
            'strict_passes_needed' => $j['strict_passes_needed'] ?? 0, 'first_pass_requests_failing' => $j['first_pass_requests_failing'] ?? 0,
            'last_pass_differing' => $j['last_pass_differing'] ?? [],
            'files_made_weak' => array_sum(array_column($j['passes'] ?? [], 'files_made_weak')),
            'type_errors' => $j['type_errors'] ?? 0, 'found' => $j['found'] ?? 0, 'recall' => $j['recall'] ?? 0,
            'misses' => $j['misses'] ?? [], 'thrown' => array_map(fn($e) => array_intersect_key($e, array_flip(['file', 'line', 'function', 'message', 'pass', 'found'])), $j['thrown'] ?? []),
            'seeds' => $j['seeds'] ?? []];
    }
    return $rows;
}

/** A row's counts without its calls (which vary from run to run: docs/impact.md says why). */
function without_calls(mixed $v): mixed
{
    if (!is_array($v)) {
        return $v;
    }
    unset($v['calls']);
    return array_map('without_calls', $v);
}

/**
 * The counts that differ between two runs' rows, as "app: key a -> b", calls apart; and the
 * largest relative difference of the calls observed, in per cent.
 */
function compare_runs(array $before, array $now): array
{
    $keys = ['version', 'requests', 'statuses', 'by_rules', 'kinds', 'bare_differences', 'compare_differences',
        'strict_copy', 'passes', 'type_errors', 'found', 'recall', 'misses'];
    $b = array_column($before, null, 'name');
    $out = [];
    $calls = 0.0;
    foreach ($now as $a) {
        foreach ($keys as $k) {
            $x = without_calls($b[$a['name']][$k] ?? null);
            $y = without_calls($a[$k] ?? null);
            if ($x != $y) {
                $out[] = "{$a['name']}: $k " . json_encode($x, JSON_UNESCAPED_SLASHES) . ' -> ' . json_encode($y, JSON_UNESCAPED_SLASHES);
            }
        }
        $c0 = $b[$a['name']]['calls'] ?? 0;
        if ($c0 > 0) {
            $per[$a['name']] = round(($a['calls'] - $c0) / $c0 * 100, 2);
            $calls = max($calls, abs($per[$a['name']]));
        }
    }
    return ['counts' => $out, 'calls_percent' => round($calls, 2), 'calls_percent_per_app' => $per ?? []];
}

if ($cmd === 'write') {
    [, , $out, $seconds, $jsonFile, $mdFile] = $argv;
    $apps = array_slice($argv, 6);
    $view = load("$out/projects.json");
    $old = load($jsonFile);
    $j = ['php' => PHP_VERSION . ' (Debian ' . trim((string) file_get_contents('/etc/debian_version')) . ')',
        'mariadb' => trim((string) shell_exec("dpkg-query -W -f '\${Version}' mariadb-server 2>/dev/null")),
        'dovecot' => trim((string) shell_exec("dpkg-query -W -f '\${Version}' dovecot-imapd 2>/dev/null")),
        'nginx' => trim((string) shell_exec("dpkg-query -W -f '\${Version}' nginx 2>/dev/null")),
        'scalar_types' => trim((string) shell_exec('git -C ' . escapeshellarg(dirname(__DIR__)) . ' rev-parse --short HEAD 2>/dev/null')),
        'minutes' => (int) ceil(((int) $seconds) / 60), 'apps' => apps_rows($out, $apps), 'by_rules' => $view['by_rules'] ?? []];
    foreach (['quick', 'varying'] as $k) {
        if (isset($old[$k])) {
            $j[$k] = $old[$k];
        }
    }
    // this run's counts against those of the run before it (each from a clean start); the same
    // run judged again (ST_APP_REJUDGE=1) keeps its comparison and its date
    $j['run'] = gmdate('Y-m-d H:i', (int) filemtime("$out/seconds")) . ' UTC';
    if (($old['run'] ?? '') === $j['run']) {
        $j['against_previous'] = $old['against_previous'] ?? null;
    } elseif (!empty($old['apps'])) {
        $j['against_previous'] = ['previous' => $old['run'] ?? $old['date'] ?? '', 'differences' => compare_runs($old['apps'], $j['apps'])];
    }
    $j['date'] = $j['run'];
    save($jsonFile, $j);
    put_section($mdFile, render($j));
    echo "app-study: wrote $jsonFile and the Applications section of $mdFile\n";
    exit(0);
}

if ($cmd === 'check') {
    // --quick: this run's counts against the published ones; the result goes into apps.json and the section
    [, , $out, $seconds, $jsonFile, $mdFile] = $argv;
    $apps = array_slice($argv, 6);
    $doc = load($jsonFile);
    $published = [];
    foreach ($doc['apps'] ?? [] as $a) {
        $published[$a['name']] = $a;
    }
    $bad = 0;
    $said = [];
    foreach (apps_rows($out, $apps) as $r) {
        $d = $published[$r['name']] ?? null;
        // the counts that do not vary from run to run (calls do: docs/impact.md says why)
        $stable = fn(array $a) => array_intersect_key($a, array_flip(['version', 'requests', 'bare_differences', 'compare_differences',
            'strict_passes_needed', 'type_errors', 'found'])) + ['by_rules' => array_map(fn($x) => ['sites' => $x['sites'], 'files' => $x['files']], $a['by_rules'] ?? [])];
        $got = $stable($r);
        $want = $d ? $stable($d) : null;
        if ($want != $got) {
            $bad++;
            $said[] = "{$r['name']}: measured " . json_encode($got) . ', published ' . json_encode($want);
        } else {
            $said[] = "{$r['name']}: {$r['requests']} requests, {$r['compare_differences']} responses differing, {$r['type_errors']} TypeErrors in "
                . "{$r['strict_passes_needed']} strict passes, recall {$r['recall']} %; the published counts reproduced.";
        }
    }
    echo implode("\n", $said), "\n";
    $doc['quick'] = ['date' => gmdate('Y-m-d'), 'minutes' => (int) ceil(((int) $seconds) / 60), 'result' => implode(' ', $said)];
    save($jsonFile, $doc);
    put_section($mdFile, render($doc));
    exit($bad ? 1 : 0);
}

fwrite(STDERR, "usage: app-study.php strictify DIR | weaken OUTAPP PASS COPY ORIG | judge OUTAPP APP OWN | write ... | check ...\n");
exit(2);
