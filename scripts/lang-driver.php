<?php
/*
 * The runner of scripts/lang-diff.sh, started once where the PHP under test
 * lives (on the host, or inside a chroot) so that no chroot is entered per
 * case. It runs every case of WORK/cases bare and with the extension, in
 * each configuration, plain and with opcache + the tracing JIT, and compares
 * stdout, stderr and the exit status byte for byte.
 *
 * Usage: php -n lang-driver.php WORK PHP EXT JOBS
 *   WORK  holds cases/*.php (the per-run copy every run executes, from
 *         cwd WORK/cases) and gets out/ (the outputs) and reports/
 *   PHP   the binary under test; EXT the module; JOBS parallel runs
 * A case's first line is "<?php // min: X.Y", optionally followed by
 * "modes: weak strict": such a case (written weak, with no declare) runs
 * twice, as CASE[weak] from the file as written and as CASE[strict] from a
 * copy in WORK/strict whose first line is "<?php declare(strict_types=1);
 * // ...", the declare on the first line so that the line numbers in its
 * messages are the file's. One file holds the program both modes run.
 * Prints one line per case and configuration:
 *   same CASE CONFIG | differ CASE CONFIG | skip CASE MIN
 * where CONFIG is VARIANT-NAME (plain-standby, jit-run, ...) and the files
 * compared are out/CASE/VARIANT-bare.* and out/CASE/CONFIG.*.
 */

[, $work, $php, $ext, $jobs] = $argv + [null, null, null, null, '2'];
if ($work === null || $php === null || $ext === null) {
	fwrite(STDERR, "usage: php lang-driver.php WORK PHP EXT [JOBS]\n");
	exit(2);
}
$jobs = max(1, (int) $jobs);

/* What every run shares: every error shown, on stdout, in the order it is
 * raised among the output, and the arguments in traces: the binary's own
 * php.ini (Debian's, as users run it) hides deprecations and logs the rest
 * to stderr. */
$common = ['-d', 'display_errors=1', '-d', 'log_errors=0', '-d', 'error_reporting=-1',
	'-d', 'zend.exception_ignore_args=0', '-d', 'zend.exception_string_param_max_len=15'];
$variants = [
	'plain' => [],
	'jit' => ['-d', 'opcache.enable_cli=1', '-d', 'opcache.jit=tracing', '-d', 'opcache.jit_buffer_size=64M',
		'-d', 'opcache.file_update_protection=0'],
];
$configs = [
	'bare' => [],
	'standby' => ['-d', 'scalar_types.mode=standby'],
	'compare' => ['-d', 'scalar_types.mode=compare', '-d', 'scalar_types.report_file=REPORTS/st-%p.jsonl'],
	'run' => ['-d', 'scalar_types.mode=compare', '-d', 'scalar_types.compare_generators=1',
		'-d', 'scalar_types.compare_coverage=1', '-d', 'scalar_types.report_file=REPORTS/st-%p.jsonl'],
	'sampled' => ['-d', 'scalar_types.mode=compare', '-d', 'scalar_types.compare_generators=1',
		'-d', 'scalar_types.compare_coverage=1', '-d', 'scalar_types.sample_rate=0.9999999',
		'-d', 'scalar_types.report_file=REPORTS/st-%p.jsonl'],
];

/* The runs: case name => [file, oldest PHP]. */
$files = glob("$work/cases/*.php");
sort($files);
$cases = [];
foreach ($files as $file) {
	$case = basename($file, '.php');
	/* the first line names the oldest PHP that parses the case, and the
	 * modes it runs in */
	$text = file_get_contents($file);
	$first = strstr($text, "\n", true);
	if (!preg_match('~^<\?php // min: (\d+\.\d+)(?: modes: ([a-z ]+))?~', $first, $m)) {
		fwrite(STDERR, "$case: no '<?php // min: X.Y' first line\n");
		exit(2);
	}
	$modes = preg_split('~ +~', trim($m[2] ?? ''), -1, PREG_SPLIT_NO_EMPTY);
	if (!$modes) {
		$cases[$case] = [$file, $m[1]];
		continue;
	}
	/* a declare of its own would be a second one in the strict copy (a
	 * compile error), and the weak run would not be weak */
	if (array_diff($modes, ['weak', 'strict']) || stripos($text, 'strict_types') !== false) {
		fwrite(STDERR, "$case: modes are weak and strict, of a file without a declare\n");
		exit(2);
	}
	foreach ($modes as $mode) {
		if ($mode === 'strict') {
			@mkdir("$work/strict", 0777, true);
			$copy = "$work/strict/$case.php";
			file_put_contents($copy, '<?php declare(strict_types=1);' . substr($text, 5));
			$cases["{$case}[strict]"] = [$copy, $m[1]];
		} else {
			$cases["{$case}[weak]"] = [$file, $m[1]];
		}
	}
}
$queue = [];
$skipped = [];
foreach ($cases as $case => [$file, $min]) {
	if (version_compare(PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION, $min, '<')) {
		$skipped[$case] = $min;
		continue;
	}
	@mkdir("$work/out/$case", 0777, true);
	foreach ($variants as $v => $vargs) {
		foreach ($configs as $c => $cargs) {
			$reports = "$work/reports/$v-$c";
			@mkdir($reports, 0777, true);
			$args = $c === 'bare' ? [] : array_merge(['-d', "extension=$ext"], str_replace('REPORTS', $reports, $cargs));
			$queue[] = [$case, "$v-$c", array_merge([$php], $common, $vargs, $args, [$file])];
		}
	}
}

/* A run that takes longer than this is killed (exit status 124 recorded). */
const TIMEOUT = 60.0;
$running = [];
$rc = [];
while ($queue || $running) {
	while ($queue && count($running) < $jobs) {
		[$case, $name, $cmd] = array_shift($queue);
		$base = "$work/out/$case/$name";
		$p = proc_open($cmd, [0 => ['file', '/dev/null', 'r'], 1 => ['file', "$base.out", 'w'],
			2 => ['file', "$base.err", 'w']], $pipes, "$work/cases");
		if ($p === false) {
			fwrite(STDERR, "cannot start $case $name\n");
			exit(2);
		}
		$running[] = [$p, $base, microtime(true)];
	}
	usleep(2000);
	foreach ($running as $i => [$p, $base, $t0]) {
		$st = proc_get_status($p);
		if ($st['running'] && microtime(true) - $t0 > TIMEOUT) {
			proc_terminate($p, 9);
			proc_close($p);
			file_put_contents("$base.rc", "124 (timeout)\n");
			unset($running[$i]);
		} elseif (!$st['running']) {
			$code = $st['signaled'] ? 'signal ' . $st['termsig'] : $st['exitcode'];
			proc_close($p);
			file_put_contents("$base.rc", "$code\n");
			unset($running[$i]);
		}
	}
}

$same = fn(string $a, string $b) => file_get_contents($a) === file_get_contents($b);
foreach ($cases as $case => $_) {
	if (isset($skipped[$case])) {
		echo "skip $case {$skipped[$case]}\n";
		continue;
	}
	foreach ($variants as $v => $_) {
		foreach ($configs as $c => $_) {
			if ($c === 'bare') {
				continue;
			}
			$a = "$work/out/$case/$v-bare";
			$b = "$work/out/$case/$v-$c";
			$eq = $same("$a.out", "$b.out") && $same("$a.err", "$b.err") && $same("$a.rc", "$b.rc");
			echo $eq ? 'same' : 'differ', " $case $v-$c\n";
		}
	}
}
