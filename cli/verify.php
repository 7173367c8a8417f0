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

function cmd_verify(array $args): int
{
    [$opts, $command] = parse_args($args, ['files', 'report', 'min-coverage', 'clover'], ['ready', 'ignore-output', 'all-files']);
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
        // the project's strict-ready files, as fix takes them
        $scopes = $r->runs ?: [project_scope((string) getcwd())];
        foreach (readiness($r) as $f) {
            if ($f['status'] === 'strict-ready' && is_file($f['file'])
                    && ($r->allFiles || file_scope($scopes, $f['file']) === 'project')) {
                $files[] = $f['file'];
            }
        }
    }
    if (!$files) {
        err('no file to verify');
        return EXIT_NO_INPUT;
    }
    $v = verify_files($files, $command, isset($opts['ignore-output']));
    return $v['problems'] || count($v['verified']) < count($files) ? EXIT_THRESHOLD : EXIT_OK;
}

/** A fresh temporary directory; removed with what is in it by rm_tree(). */
function temp_dir(string $what): string
{
    $tmp = sys_get_temp_dir() . "/scalar-types-$what." . getmypid() . '.' . bin2hex(random_bytes(4));
    mkdir($tmp, 0700);
    return $tmp;
}

function rm_tree(string $d): void
{
    foreach (scandir($d) ?: [] as $e) {
        if ($e !== '.' && $e !== '..') {
            is_dir("$d/$e") && !is_link("$d/$e") ? rm_tree("$d/$e") : @unlink("$d/$e");
        }
    }
    @rmdir($d);
}

/**
 * Runs the check and prints it. The command runs as it is and forced
 * strict; a PHPUnit command's tests are compared by outcome (its JUnit
 * log), any other's output line by line, from a second run as it is that
 * tells the command's own variation apart. Returns the number of
 * differences and the files verified: compiled strict in the forced run,
 * no TypeError of theirs, no difference at all.
 */
function verify_files(array $files, array $command, bool $ignoreOutput, ?string $overlay = null, array $castOnly = []): array
{
    $tmp = temp_dir('verify');
    $at = phpunit_at($command);
    $runs = [];
    $n = 0;
    $run = function (string $name, array $extra, bool $junit) use (&$runs, &$n, $tmp, $command, $at): void {
        $dir = "$tmp/" . $n++;
        $log = "$dir.junit.xml";
        $runs[$name] = run_self(['--report-dir', $dir, ...$extra], $junit ? with_junit($command, $at, $log) : $command);
        $runs[$name][] = read_reports(report_files([$dir]));
        $runs[$name][] = $junit ? junit_outcomes($log) : null;
    };
    $junit = $at !== null && !$ignoreOutput;
    $run('as is', [], $junit);
    if ($junit && $runs['as is'][4] === null) {
        // no log as it is (not PHPUnit after all, or it died first): the output then
        $junit = false;
        $runs = [];
        $run('as is', [], false);
    }
    if (!$junit && !$ignoreOutput) {
        $run('as is, again', [], false);
    }
    $run('forced strict', [...($files ? ['--strict-paths', implode(',', $files)] : []), ...($overlay === null ? [] : ['--source-overlay', $overlay])], $junit);
    rm_tree($tmp);

    [$aOut, $aErr, $aRc, $a, $aTests] = $runs['as is'];
    [$bOut, $bErr, $bRc, $b, $bTests] = $runs['forced strict'];
    // TypeErrors forcing caused: a strict caller's receipt in a candidate
    // file, which the run as it is did not have
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
    $compared = match (true) {
        $junit => sprintf('test outcomes per test (PHPUnit\'s JUnit log, %d test(s)), exit code, TypeErrors', count($aTests)),
        $ignoreOutput => 'exit code, TypeErrors (--ignore-output)',
        default => 'exit code, TypeErrors, stdout and stderr line by line (less the lines that differ between two runs as it is)',
    };
    echo sprintf("verify: %d file(s) forced strict%s, the command run %d times; compared: %s\n", count($files),
        $overlay === null ? '' : ', those with conversions run from converted copies' . ($castOnly ? ' (and ' . count($castOnly) . ' weak file(s) with conversions only)' : ''),
        count($runs), $compared);
    $problems = 0;
    $verified = $notCompiled = [];
    foreach ($threw as $file => $sites) {
        // the forced run's summaries name every file it compiled, and how
        $mode = $b->files[$file]['mode'] ?? null;
        if ($sites) {
            $problems++;
            usort($sites, fn($x, $y) => $x['line'] <=> $y['line']);
            echo "  TypeError     ", shown($file), ': ', count($sites), " site(s)\n";
            foreach ($sites as $s) {
                echo "                line {$s['line']}: {$s['message']}\n";
            }
        } elseif ($mode === null) {
            $notCompiled[] = $file;
            echo "  not compiled  ", shown($file), ": not compiled in the forced run: not verified\n";
        } elseif ($mode !== 'strict') {
            $notCompiled[] = $file;
            echo "  not forced    ", shown($file), ": compiled $mode in the forced run: not verified\n";
        } else {
            $verified[] = $file;
            echo "  verified      ", shown($file), "\n";
        }
    }
    if ($aRc !== $bRc) {
        $problems++;
        echo "  exit code: $aRc as is, $bRc forced strict\n";
    }
    if ($junit) {
        $diff = $bTests === null ? ['no JUnit log from the forced run (did PHPUnit end?)'] : junit_differences($aTests, $bTests);
        $problems += count($diff);
        foreach (array_slice($diff, 0, 20) as $d) {
            echo "  test $d\n";
        }
        if (count($diff) > 20) {
            echo '  … and ', count($diff) - 20, " more test(s) changed\n";
        }
    } elseif (!$ignoreOutput) {
        [$a2Out, $a2Err] = $runs['as is, again'];
        foreach (['stdout' => [$aOut, $a2Out, $bOut], 'stderr' => [$aErr, $a2Err, $bErr]] as $what => [$x, $x2, $y]) {
            [$diff, $note] = output_difference($what, $x, $x2, $y);
            if ($note !== null) {
                echo "  ($note)\n";
            }
            if ($diff !== null) {
                $problems++;
                echo "  $diff\n";
            }
        }
    }
    $unproven = $notCompiled ? sprintf('%d file(s) not compiled strict in the forced run, so not verified (does this command run them? reports made from another copy of the project name other paths)', count($notCompiled)) : '';
    echo match (true) {
        $problems > 0 => "verify: $problems difference(s): not safe to declare strict_types=1 as it is" . ($unproven ? "; $unproven" : '') . "\n",
        $notCompiled !== [] => sprintf("verify: no difference for the %d file(s) verified; %s\n", count($verified), $unproven),
        default => "verify: no difference: the files can declare strict_types=1 for what this command runs\n",
    };
    return ['problems' => $problems, 'verified' => $problems ? [] : $verified, 'threw' => array_filter($threw)];
}
