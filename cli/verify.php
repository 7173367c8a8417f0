<?php

declare(strict_types=1);

/*
 * scalar-types CLI: verify. Runs a command twice under compare mode — as
 * it is, and with candidate files forced strict (scalar_types.strict_paths,
 * no file edited) — and reports, per file, the TypeErrors forcing caused,
 * and any difference in exit code, stdout or stderr. The proof before
 * anyone edits a declare.
 */

namespace ScalarTypes\Cli;

/** Runs `scalar-types run` with $runArgs -- $command; returns [stdout, stderr, exit code]. */
function run_self(array $runArgs, array $command): array
{
    $cmd = [PHP_BINARY, $_SERVER['SCRIPT_FILENAME'] ?? (dirname(__DIR__) . '/bin/scalar-types'), 'run', ...$runArgs, '--', ...$command];
    $p = proc_open($cmd, [0 => ['file', '/dev/null', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    if (!is_resource($p)) {
        return ['', 'cannot start ' . $cmd[0], 127];
    }
    // both pipes at once: a command that fills one must not block on it
    $out = $err = '';
    stream_set_blocking($pipes[1], false);
    stream_set_blocking($pipes[2], false);
    while (!feof($pipes[1]) || !feof($pipes[2])) {
        $r = array_filter([$pipes[1], $pipes[2]], fn($s) => !feof($s));
        $w = $e = null;
        if (@stream_select($r, $w, $e, 1) === false) {
            break;
        }
        foreach ($r as $s) {
            $chunk = (string) fread($s, 65536);
            $s === $pipes[1] ? $out .= $chunk : $err .= $chunk;
        }
    }
    fclose($pipes[1]);
    fclose($pipes[2]);
    return [$out, $err, proc_close($p)];
}

/** The first line where $a and $b differ, 1-based, or null when equal. */
function first_difference(string $a, string $b): ?int
{
    if ($a === $b) {
        return null;
    }
    $la = explode("\n", $a);
    $lb = explode("\n", $b);
    for ($i = 0; $i < max(count($la), count($lb)); $i++) {
        if (($la[$i] ?? null) !== ($lb[$i] ?? null)) {
            return $i + 1;
        }
    }
    return null;
}

function cmd_verify(array $args): int
{
    [$opts, $command] = parse_args($args, ['files', 'report', 'min-coverage', 'clover'], ['ready', 'ignore-output']);
    if (!$command) {
        throw new UsageError('verify: nothing to run (scalar-types verify --files LIST|--ready -- COMMAND...)');
    }
    if (isset($opts['files']) === isset($opts['ready'])) {
        throw new UsageError('verify: name the files to force strict: --files LIST or --ready (one of them)');
    }
    $files = [];
    if (isset($opts['files'])) {
        foreach (array_filter(array_map('trim', explode(',', $opts['files'])), 'strlen') as $f) {
            $real = realpath($f);
            if ($real === false || !is_file($real)) {
                err("$f: no such file");
                return EXIT_NO_INPUT;
            }
            $files[] = $real;
        }
    } else {
        $r = load_reports(isset($opts['report']) ? explode(',', $opts['report']) : [DEFAULT_DIR], $opts);
        if ($r === null) {
            return EXIT_NO_INPUT;
        }
        foreach (readiness($r) as $f) {
            if ($f['status'] === 'strict-ready' && is_file($f['file'])) {
                $files[] = $f['file'];
            }
        }
    }
    if (!$files) {
        err('no file to verify');
        return EXIT_NO_INPUT;
    }
    return verify_files($files, $command, isset($opts['ignore-output'])) ? EXIT_THRESHOLD : EXIT_OK;
}

/** Runs the check and prints it; returns the number of differences. */
function verify_files(array $files, array $command, bool $ignoreOutput): int
{
    $tmp = sys_get_temp_dir() . '/scalar-types-verify.' . getmypid() . '.' . bin2hex(random_bytes(4));
    mkdir($tmp, 0700);
    $runs = [];
    foreach (['as is' => [], 'forced strict' => ['--strict-paths', implode(',', $files)]] as $name => $extra) {
        $dir = "$tmp/" . count($runs);
        $runs[$name] = run_self(['--report-dir', $dir, ...$extra], $command);
        $runs[$name][] = read_reports(report_files([$dir]));
    }
    foreach (glob("$tmp/*/*") ?: [] as $f) {
        unlink($f);
    }
    foreach (glob("$tmp/*") ?: [] as $d) {
        rmdir($d);
    }
    rmdir($tmp);

    // TypeErrors forcing caused: a strict caller's receipt in a candidate
    // file, which the run as it is did not have
    [$aOut, $aErr, $aRc, $a] = $runs['as is'];
    [$bOut, $bErr, $bRc, $b] = $runs['forced strict'];
    $threw = array_fill_keys($files, []);
    $before = [];
    foreach ($a->sites as $s) {
        // TypeErrors the command hits already (strict callers as it is)
        if (($s['caller_mode'] ?? '') === 'strict') {
            $before[$s['file'] . ':' . $s['line'] . ':' . ($s['message'] ?? '')] = true;
        }
    }
    foreach ($b->sites as $s) {
        if (($s['caller_mode'] ?? '') === 'strict' && isset($threw[$s['file']]) && isset($s['message'])
                && !isset($before[$s['file'] . ':' . $s['line'] . ':' . $s['message']])) {
            $threw[$s['file']][] = $s;
        }
    }
    $problems = 0;
    echo sprintf("verify: %d file(s) forced strict, the command run twice\n", count($files));
    foreach ($threw as $file => $sites) {
        if (!$sites) {
            echo "  ok         ", shown($file), "\n";
            continue;
        }
        $problems++;
        usort($sites, fn($x, $y) => $x['line'] <=> $y['line']);
        echo "  TypeError  ", shown($file), ': ', count($sites), " site(s)\n";
        foreach ($sites as $s) {
            echo "             line {$s['line']}: {$s['message']}\n";
        }
    }
    if ($aRc !== $bRc) {
        $problems++;
        echo "  exit code: $aRc as is, $bRc forced strict\n";
    }
    if (!$ignoreOutput) {
        foreach (['stdout' => [$aOut, $bOut], 'stderr' => [$aErr, $bErr]] as $what => [$x, $y]) {
            $line = first_difference($x, $y);
            if ($line !== null) {
                $problems++;
                echo "  $what differs from line $line\n";
            }
        }
    }
    echo $problems ? "verify: $problems difference(s): not safe to declare strict_types=1 as it is\n"
        : "verify: no difference: the files can declare strict_types=1 for what this command runs\n";
    return $problems;
}
