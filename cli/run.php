<?php

declare(strict_types=1);

/*
 * scalar-types CLI: run, a command under compare mode.
 */

namespace ScalarTypes\Cli;

/** The module to load: $SCALAR_TYPES_SO, else the phpize build next to us; false: named but missing. */
function find_module(): string|false|null
{
    $env = getenv('SCALAR_TYPES_SO');
    if ($env !== false && $env !== '') {
        if (!is_file($env)) {
            err("SCALAR_TYPES_SO=$env: no such file");
            return false;
        }
        return realpath($env);
    }
    $built = dirname(__DIR__) . '/modules/scalar_types.so';
    return is_file($built) ? realpath($built) : null;
}

function ini_quote(string $v): string
{
    return '"' . str_replace(['\\', '"'], ['\\\\', '\\"'], $v) . '"';
}

/** Null when $cmd can be executed (as execvp() finds it), else why not. */
function command_missing(string $cmd): ?string
{
    if (str_contains($cmd, '/')) {
        return match (true) {
            !file_exists($cmd) => "$cmd: no such file",
            is_dir($cmd) || !is_executable($cmd) => "$cmd: not an executable file",
            default => null,
        };
    }
    foreach (explode(PATH_SEPARATOR, (string) getenv('PATH')) as $dir) {
        $f = ($dir === '' ? '.' : $dir) . "/$cmd";
        if (is_file($f) && is_executable($f)) {
            return null;
        }
    }
    return "$cmd: command not found";
}

function cmd_run(array $args): int
{
    [$opts, $command] = parse_args($args, ['report-dir', 'strict-paths', 'weak-paths', 'source-overlay'], ['values', 'summary', 'no-generators', 'no-coverage']);
    if (!$command) {
        throw new UsageError('run: nothing to run (scalar-types run [options] -- COMMAND...)');
    }
    if (preg_match('/\.php$/', $command[0]) || $command[0] === '-r') {
        array_unshift($command, PHP_BINARY);
    }
    $missing = command_missing($command[0]);
    if ($missing !== null) {
        err($missing);
        return 127;
    }
    $dir = $opts['report-dir'] ?? DEFAULT_DIR;
    if (!is_dir($dir) && !@mkdir($dir, 0700, true)) {
        err("cannot create the report directory $dir");
        return EXIT_NO_INPUT;
    }
    $dir = realpath($dir);
    $module = find_module();
    if ($module === false) {
        return EXIT_NO_INPUT;
    }
    $loaded = trim((string) shell_exec(escapeshellarg(PHP_BINARY) . ' -m 2>/dev/null'));
    $already = in_array('scalar_types', preg_split('/\R/', $loaded), true);
    if ($module === null && !$already) {
        err('scalar_types.so not found (set SCALAR_TYPES_SO, or build it with phpize && ./configure && make)');
        return EXIT_NO_INPUT;
    }

    // Every PHP process the command starts reads this directory, children too.
    $scan = sys_get_temp_dir() . '/scalar-types-ini.' . getmypid() . '.' . bin2hex(random_bytes(4));
    mkdir($scan, 0700);
    $cleanup = function () use ($scan): void {
        @unlink("$scan/zz-scalar-types.ini");
        @rmdir($scan);
    };
    // also when this process dies of a fatal error
    register_shutdown_function($cleanup);
    $ini = [];
    if (!$already) {
        $ini[] = 'extension=' . ini_quote($module);
    }
    $ini[] = 'scalar_types.mode=compare';
    $ini[] = 'scalar_types.report_file=' . ini_quote("$dir/report-%p.jsonl");
    foreach (['strict-paths' => 'strict_paths', 'weak-paths' => 'weak_paths', 'source-overlay' => 'source_overlay'] as $o => $k) {
        if (isset($opts[$o])) {
            $ini[] = "scalar_types.$k=" . ini_quote($opts[$o]);
        }
    }
    if (isset($opts['values'])) {
        $ini[] = 'scalar_types.report_values=1';
    }
    if (isset($opts['summary'])) {
        $ini[] = 'scalar_types.summary=1';
    }
    // A run is for finding divergences: every generator argument too, at
    // about 100 instructions per call more (--no-generators: without).
    if (!isset($opts['no-generators'])) {
        $ini[] = 'scalar_types.compare_generators=1';
    }
    // and the evidence behind strict-readiness: which lines with sites ran
    // (--no-coverage: without)
    if (!isset($opts['no-coverage'])) {
        $ini[] = 'scalar_types.compare_coverage=1';
    }
    file_put_contents("$scan/zz-scalar-types.ini", implode("\n", $ini) . "\n");
    $prev = getenv('PHP_INI_SCAN_DIR');
    // A leading separator keeps the compiled-in scan directory.
    $env = getenv();
    $env['PHP_INI_SCAN_DIR'] = ($prev === false ? '' : $prev) . PATH_SEPARATOR . $scan;

    $before = report_state($dir);
    $started = microtime(true);
    $proc = @proc_open($command, [0 => STDIN, 1 => STDOUT, 2 => STDERR], $pipes, null, $env);
    if (!is_resource($proc)) {
        err('cannot start ' . $command[0] . ': ' . (error_get_last()['message'] ?? 'proc_open() failed'));
        $cleanup();
        return 127;
    }
    $rc = wait_child($proc);
    $cleanup();
    $after = report_state($dir);
    if ($after !== $before) {
        // the project and the files as judged, for fix and the readiness tables
        record_run($dir, (string) getcwd(), $started, $command,
            array_keys(array_filter($after, fn($st, $f) => ($before[$f] ?? null) !== $st, ARRAY_FILTER_USE_BOTH)));
    }
    if ($after === $before) {
        // php -n reads no INI file: not the scan directory, so no extension
        err("no report was written in $dir" . (in_array('-n', $command, true)
            ? ': php -n reads no INI file, so the extension was not loaded (drop -n)'
            : ' (did the command run PHP, and did it reach a request end?)'));
    } elseif (stream_isatty(STDERR)) {
        err("reports in $dir; render them with: scalar-types report " . escapeshellarg($dir));
    }
    return $rc;
}

/** The report files in $dir with their sizes and times: what a run changed. */
function report_state(string $dir): array
{
    clearstatcache();
    $state = [];
    foreach (glob("$dir/*.jsonl") ?: [] as $f) {
        $state[$f] = [@filesize($f), @filemtime($f)];
    }
    return $state;
}

/**
 * Waits for the child and returns its exit code (128 + N when signal N
 * ended it). With pcntl, SIGTERM, SIGINT and SIGHUP sent to run are passed
 * on to the child, and run waits for it to end (then cleans up).
 */
function wait_child($proc): int
{
    if (!function_exists('pcntl_signal')) {
        return proc_close($proc);
    }
    pcntl_async_signals(true);
    foreach ([SIGTERM, SIGINT, SIGHUP] as $sig) {
        pcntl_signal($sig, fn(int $sig) => proc_terminate($proc, $sig));
    }
    // proc_close() would wait in C, where no PHP signal handler runs
    while (($st = proc_get_status($proc))['running']) {
        usleep(20000);
    }
    proc_close($proc);
    foreach ([SIGTERM, SIGINT, SIGHUP] as $sig) {
        pcntl_signal($sig, SIG_DFL);
    }
    return $st['signaled'] ? 128 + $st['termsig'] : $st['exitcode'];
}
