--TEST--
compare: report --rules php9 lists exactly the receipts the engine itself deprecates or warns about in weak mode, on the recall corpora (legacy app, generated calls, return/property/reference snippets), each in a fresh process
--EXTENSIONS--
scalar_types
tokenizer
--FILE--
<?php
require __DIR__ . '/recall.inc';
require __DIR__ . '/probes.inc';
// The php9 pass of the recall suites, with the engine as the oracle: each
// corpus runs once, weakly, under compare mode, with an error handler (an
// auto_prepend_file) that notes every E_DEPRECATED and E_WARNING with its
// file and line. It notes and never throws: PHP 8.5.7's tracing JIT
// mishandles an exception thrown from the NAN warning raised while a user
// function receives its argument (docs/testing.md); noting finds the same
// sites, since the engine goes on after a deprecation or warning.
//
// The sites `bin/scalar-types report --rules php9` lists for that run (a
// weak caller, coercion not null, rules.php9 !== 'accept'; the CLI's own
// list, checked against that predicate on the raw records) must be the
// lines of the engine's receipt diagnostics, and nothing else: the four
// texts weak mode raises at a receipt that PHP 9 refuses,
//   E_DEPRECATED "Implicit conversion from float … to int loses precision"
//   E_DEPRECATED "Implicit conversion from float-string … to int loses precision"
//   E_DEPRECATED "f(): Passing null to parameter #n ($x) of type T is deprecated"
//   E_WARNING    "unexpected NAN value was coerced to string|bool" (8.5)
// Any other diagnostic (a deprecated function such as strftime() or
// utf8_encode(), 8.5's new deprecations) is no receipt: counted, ignored.
// One expected gap: php9 refuses NAN to string/bool on every version, the
// engine warns from 8.5 only; before 8.5 those sites are set apart and
// counted on their own line. And one case of the engine's own: binding a
// reference to a typed property, when the reference's other type refuses
// the coercion, weak mode throws a TypeError ("Reference with value of type
// float held by property … is not compatible with property …") after
// raising the float-to-int deprecation while it works out that message
// (zend_verify_prop_assignable_by_ref() coerces a copy); strict mode says
// nothing. That receipt works in no mode, so php9 has nothing to list (a
// report record with coercion null): an engine-only site at which the weak
// run then throws a TypeError is set apart and printed, each on its line.
//
// Lines. A report record is at the caller's line (argument) or at the
// return, property write or reference write. The engine raises an
// argument's diagnostic where it receives it: an internal function's at the
// caller's line, a user function's at the callee's RECV, whose line is the
// callee's declaration, in the callee's file. The handler therefore also
// notes the innermost frame of debug_backtrace() (the function being run,
// with the file and line it was called from), and a diagnostic raised on
// the signature lines of a function declaration (the `function`/`fn`
// keyword up to its body, found by the tokenizer) while that very function
// runs is counted at its call. "Passing null" is never a user function's
// (null to a user scalar parameter is a TypeError): always at its own line.
// The one case this would misplace, a return or property write diagnostic on
// the signature line of a one-line function called from another line, has
// no instance in these corpora (probes snippets are one line each, call
// included, so both attributions give the same line).
//
// The legacy app installs its own error handler (lib/bootstrap.php), which
// would replace the prepended one: it runs from a copy in which the calls
// to set_error_handler()/restore_error_handler() go to the prepend's
// stand-ins (same lines, the tokenizer finds the calls), which keep the
// app's handlers on a stack and hand each diagnostic on to the top one, so
// the app runs as it does by itself: its output is checked to be the
// original's, without the extension.

/**
 * The prepend: the noting handler, its stand-ins for the app's
 * set_error_handler()/restore_error_handler(), and __st_record() (called by
 * the generated calls' catch blocks, as recall_recorder()'s) noting each
 * Throwable in the same stream.
 */
function php9_prepend(string $work): string
{
	$f = "$work/__st_php9.php";
	file_put_contents($f, <<<'PHP'
	<?php
	$GLOBALS['__st_php9_app'] = [];
	function __st_php9_out(array $event)
	{
		file_put_contents(getenv('ST_PHP9_OUT'), json_encode($event, JSON_INVALID_UTF8_SUBSTITUTE) . "\n", FILE_APPEND);
	}
	function __st_php9_note(int $no, string $msg, string $file = '', int $line = 0)
	{
		if ($no & (E_DEPRECATED | E_WARNING)) {
			// the function being run, and where it was called from
			$in = debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS, 2)[1] ?? null;
			__st_php9_out(['event' => 'diagnostic', 'level' => $no, 'message' => $msg, 'file' => $file, 'line' => $line,
				'frame' => isset($in['file']) ? ['function' => $in['function'], 'file' => $in['file'], 'line' => $in['line']] : null]);
		}
		$app = end($GLOBALS['__st_php9_app']);
		if ($app && $app[0] !== null && ($no & $app[1])) {
			return $app[0]($no, $msg, $file, $line);
		}
		return false;
	}
	function __st_php9_set_error_handler(?callable $handler, int $levels = E_ALL)
	{
		$prev = end($GLOBALS['__st_php9_app']);
		$GLOBALS['__st_php9_app'][] = [$handler, $levels];
		return $prev ? $prev[0] : null;
	}
	function __st_php9_restore_error_handler(): bool
	{
		array_pop($GLOBALS['__st_php9_app']);
		return true;
	}
	function __st_record(\Throwable $e, bool $uncaught = false)
	{
		$msg = $e->getMessage();
		$file = $e->getFile();
		$line = $e->getLine();
		if (preg_match('/^(.*), called in (.*) on line (\d+)$/s', $msg, $m)) {
			[, $msg, $file, $line] = $m;
		}
		__st_php9_out(['event' => 'thrown', 'class' => get_class($e), 'message' => $msg, 'file' => $file,
			'line' => (int) $line, 'uncaught' => $uncaught]);
	}
	set_error_handler('__st_php9_note');
	set_exception_handler(function (\Throwable $e) { __st_record($e, true); });
	PHP);
	return $f;
}

/** A copy of the app in which its set_error_handler()/restore_error_handler() calls go to the prepend's stand-ins. */
function php9_copy_app(string $src, string $dst): int
{
	$redirected = 0;
	$it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($src, FilesystemIterator::SKIP_DOTS));
	foreach ($it as $f) {
		$target = $dst . substr($f->getPathname(), strlen($src));
		@mkdir(dirname($target), 0777, true);
		if ($f->getExtension() !== 'php') {
			copy($f->getPathname(), $target);
			continue;
		}
		$t = PhpToken::tokenize(file_get_contents($f->getPathname()));
		$out = '';
		foreach ($t as $k => $tok) {
			$name = strtolower(ltrim($tok->text, '\\'));
			$prev = php9_significant($t, $k, -1);
			$next = php9_significant($t, $k, 1);
			if ($tok->is([T_STRING, T_NAME_FULLY_QUALIFIED]) && in_array($name, ['set_error_handler', 'restore_error_handler'], true)
				&& ($prev === null || !$t[$prev]->is([T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW, T_CONST]))
				&& $next !== null && $t[$next]->text === '(') {
				$out .= "\\__st_php9_$name";
				$redirected++;
			} else {
				$out .= $tok->text;
			}
		}
		file_put_contents($target, $out);
	}
	return $redirected;
}

/** The index of the next ($dir 1) or previous ($dir -1) token that is not whitespace or a comment. */
function php9_significant(array $t, int $k, int $dir): ?int
{
	for ($k += $dir; isset($t[$k]); $k += $dir) {
		if (!$t[$k]->is([T_WHITESPACE, T_COMMENT, T_DOC_COMMENT])) {
			return $k;
		}
	}
	return null;
}

/**
 * The signature lines of the function declarations in $file: line =>
 * lowercased names declared there ('{closure}' for closures and arrow fns),
 * from the `function`/`fn` keyword to the token opening the body.
 */
function php9_signature_lines(string $file): array
{
	static $cache = [];
	if (isset($cache[$file])) {
		return $cache[$file];
	}
	$t = PhpToken::tokenize((string) @file_get_contents($file));
	$sig = [];
	foreach ($t as $i => $tok) {
		$prev = php9_significant($t, $i, -1);
		if (!$tok->is([T_FUNCTION, T_FN]) || ($prev !== null && $t[$prev]->is(T_USE))) {
			continue;
		}
		$k = php9_significant($t, $i, 1);
		if ($k !== null && $t[$k]->text === '&') {
			$k = php9_significant($t, $k, 1);
		}
		if ($k === null) {
			continue;
		}
		$name = $tok->is(T_FN) || $t[$k]->text === '(' ? '{closure}' : strtolower($t[$k]->text);
		$end = $tok->line;
		for ($depth = 0; isset($t[$k]); $k++) {
			$x = $t[$k];
			if ($x->text === '(' || $x->text === '[' || $x->is(T_ATTRIBUTE)) {
				$depth++;
			} elseif ($x->text === ')' || $x->text === ']') {
				$depth--;
			} elseif ($depth === 0 && ($x->text === '{' || $x->text === ';' || $x->is(T_DOUBLE_ARROW))) {
				$end = $x->line;
				break;
			}
		}
		for ($l = $tok->line; $l <= $end; $l++) {
			$sig[$l][] = $name;
		}
	}
	return $cache[$file] = $sig;
}

/** Whether $msg at level $no is one of the four receipt texts PHP 9 turns into a TypeError. */
function php9_is_receipt(int $no, string $msg): bool
{
	return match ($no) {
		E_DEPRECATED => preg_match('/^Implicit conversion from float(-string)? .* to int loses precision$/s', $msg)
			|| preg_match('/^\S+\(\): Passing null to parameter #\d+ \(\$\w+\) of type \S+ is deprecated$/', $msg),
		E_WARNING => (bool) preg_match('/^unexpected NAN value was coerced to (string|bool)$/', $msg),
		default => false,
	};
}

/** Where a receipt diagnostic counts (see the top): [file, line, counted at the call]. */
function php9_engine_site(array $d): array
{
	$f = $d['frame'];
	if ($f !== null && !str_contains($d['message'], '(): Passing null to parameter #')) {
		$names = php9_signature_lines($d['file'])[$d['line']] ?? [];
		$fn = strtolower($f['function']);
		$short = str_starts_with($fn, '{closure') ? '{closure}' : substr($fn, (int) strrpos('\\' . $fn, '\\'));
		if (in_array($short, $names, true)) {
			return [$f['file'], $f['line'], true];
		}
	}
	return [$d['file'], $d['line'], false];
}

/**
 * Runs $root/$script weakly under compare mode with the noting handler.
 * Returns the engine's receipt sites (file:line => message), the sites
 * report --rules php9 lists (file:line => coercion kinds), the weak run's
 * TypeErrors (file:line => message) and counts.
 */
function php9_corpus(string $name, string $root, string $script, string $work, array &$problems): array
{
	$report = "$work/$name.jsonl";
	$notes = "$work/$name.notes.jsonl";
	@unlink($report);
	@unlink($notes);
	[$out, $err, $rc] = recall_php(['-d', 'error_reporting=-1', '-d', 'display_errors=0', '-d', 'log_errors=0',
		'-d', 'extension=' . recall_so(), '-d', 'scalar_types.mode=compare', '-d', "scalar_types.report_file=$report",
		'-d', 'auto_prepend_file=' . php9_prepend($work), "$root/$script"], ['ST_PHP9_OUT' => $notes]);
	if ($rc !== 0) {
		$problems[] = "$name: the weak run exited $rc: $err";
	}
	$site = fn(string $file, int $line) => (str_starts_with($file, "$root/") ? substr($file, strlen($root) + 1) : $file) . ":$line";

	// the CLI's list, and the predicate on the raw records
	[$json, $errCli, $rcCli] = recall_php([dirname(__DIR__, 2) . '/bin/scalar-types', 'report', '--format', 'json', '--rules', 'php9', $report]);
	if ($rcCli !== 0) {
		$problems[] = "$name: report --rules php9 exited $rcCli: $errCli";
	}
	$php9 = [];
	foreach (json_decode($json, true)['sites'] ?? [] as $s) {
		if (str_starts_with($s['file'], "$root/")) {
			$php9[$site($s['file'], $s['line'])][] = $s['coercion'];
		}
	}
	$predicate = [];
	foreach (file($report, FILE_IGNORE_NEW_LINES) ?: [] as $l) {
		$r = json_decode($l, true, 512, JSON_THROW_ON_ERROR);
		if ($r['record'] === 'divergence' && str_starts_with($r['file'], "$root/")
			&& $r['caller_mode'] === 'weak' && $r['coercion'] !== null && $r['rules']['php9'] !== 'accept') {
			$predicate[$site($r['file'], $r['line'])][] = $r['coercion'];
		}
	}
	$norm = function (array $sites): array {
		ksort($sites);
		return array_map(function (array $kinds): array {
			sort($kinds);
			return array_values(array_unique($kinds));
		}, $sites);
	};
	$php9 = $norm($php9);
	$cliAsPredicate = $php9 === $norm($predicate);
	if (!$cliAsPredicate) {
		$problems[] = "$name: report --rules php9 lists " . json_encode($php9) . ', the records give ' . json_encode($norm($predicate));
	}

	$engine = $atCall = $thrown = [];
	$other = 0;
	foreach (file($notes, FILE_IGNORE_NEW_LINES) ?: [] as $l) {
		$d = json_decode($l, true, 512, JSON_THROW_ON_ERROR);
		if ($d['event'] === 'thrown') {
			if ($d['uncaught']) {
				$problems[] = "$name: uncaught {$d['class']} at " . $site($d['file'], $d['line']) . ": {$d['message']}";
			}
			if ($d['class'] === 'TypeError') {
				$thrown[$site($d['file'], $d['line'])] ??= $d['message'];
			}
		} elseif (!php9_is_receipt($d['level'], $d['message'])) {
			$other++;
		} else {
			[$file, $line, $mapped] = php9_engine_site($d);
			$engine[$site($file, $line)] ??= $d['message'];
			if ($mapped && [$file, $line] !== [$d['file'], $d['line']]) {
				$atCall[$site($file, $line)] = true;
			}
		}
	}
	@unlink($report);
	@unlink($notes);
	return ['engine' => $engine, 'php9' => $php9, 'thrown' => $thrown, 'other' => $other, 'at_call' => count($atCall),
		'cli_as_predicate' => $cliAsPredicate, 'output' => $out, 'root' => $root];
}

/** "at least $min" while $n is, else $n itself (a drop shows in the diff). */
function php9_at_least(int $n, int $min): string
{
	return $n >= $min && $min > 0 ? "at least $min" : (string) $n;
}

$work = sys_get_temp_dir() . '/st_recall_php9_' . getmypid();
recall_rmtree($work);
mkdir($work);
$work = realpath($work);
$problems = [];
$runs = [];

// the legacy app, from the copy whose error handlers stack on the prepend's
$app = realpath(dirname(__DIR__, 2) . '/examples/legacy-app');
$redirected = php9_copy_app($app, "$work/legacy-app");
[$original] = recall_php(["$app/index.php"]);
$runs['legacy-app'] = php9_corpus('legacy-app', "$work/legacy-app", 'index.php', $work, $problems);
echo "legacy-app: set_error_handler()/restore_error_handler() calls redirected: $redirected, prints as the original: ",
	$runs['legacy-app']['output'] === $original ? 'yes' : 'NO', "\n";

// the generated calls of compare_recall.phpt, one a line
mkdir("$work/snippets");
file_put_contents("$work/snippets/snippets.php", recall_snippets());
$runs['snippets'] = php9_corpus('snippets', "$work/snippets", 'snippets.php', $work, $problems);

// the return, property and reference snippets of
// compare_return_property_recall.phpt, one a line, each in a scope of its own
mkdir("$work/probes");
$src = "<?php\n";
$probeAt = [];
foreach (SNIPPETS as $name => $code) {
	$code = str_replace(['%f', '%c'], ["fn_P_$name", "C_P_$name"], $code);
	$src .= "(function () { try { $code } catch (\\TypeError \$e) { \\__st_record(\$e); } })();\n";
	$probeAt['probes.php:' . (count($probeAt) + 2)] = $name;
}
file_put_contents("$work/probes/probes.php", $src);
$runs['probes'] = php9_corpus('probes', "$work/probes", 'probes.php', $work, $problems);

// a site as printed: the probe's name, or the line's code
$show = function (string $corpus, string $site) use ($runs, $probeAt): string {
	if (isset($probeAt[$site])) {
		return "$site ({$probeAt[$site]})";
	}
	[$file, $line] = explode(':', $site);
	$code = trim((file($runs[$corpus]['root'] . "/$file", FILE_IGNORE_NEW_LINES) ?: [])[$line - 1] ?? '');
	return "$site [" . (strlen($code) > 90 ? substr($code, 0, 87) . '...' : $code) . ']';
};

$nanKinds = ['nan_to_string', 'nan_to_bool'];
$before85 = PHP_VERSION_ID < 80500;
$mismatches = $refusedToo = $compiledAway = [];
$nanSites = $nanApart = $other = 0;
$mins = ['legacy-app' => [2, 2, 0], 'snippets' => [55, 55, 21], 'probes' => [5, 5, 0]];
foreach ($runs as $name => $r) {
	$expected = [];
	foreach ($r['php9'] as $site => $kinds) {
		if (array_intersect($kinds, $nanKinds)) {
			$nanSites++;
			if ($before85 && !array_diff($kinds, $nanKinds)) {
				$nanApart++;
				continue;
			}
		}
		$expected[$site] = $kinds;
	}
	$refused = 0;
	foreach (array_diff_key($r['engine'], $expected) as $site => $msg) {
		[$file, $line] = explode(':', $site);
		$code = (file($r['root'] . "/$file", FILE_IGNORE_NEW_LINES) ?: [])[$line - 1] ?? '';
		if (preg_match('/\bin_array\([^;]*,\s*NAN\s*\)/', $code) && str_starts_with($msg, 'unexpected NAN value')) {
			// in_array() with a constant third argument is compiled to
			// ZEND_IN_ARRAY: no call, nothing to observe; 8.5 warns while
			// folding the constant, at compile time (docs/limits.md)
			$compiledAway[] = $show($name, $site) . ": $msg";
			$refused++;
			continue;
		}
		if (isset($r['thrown'][$site])) {
			$refused++;
			$refusedToo[] = $show($name, $site) . ": $msg; then TypeError: {$r['thrown'][$site]}";
		} else {
			$mismatches[] = "$name: the engine flags " . $show($name, $site) . " ($msg), report --rules php9 does not list it";
		}
	}
	foreach (array_diff_key($expected, $r['engine']) as $site => $kinds) {
		$mismatches[] = "$name: report --rules php9 lists " . $show($name, $site) . ' (' . implode(', ', $kinds) . '), the engine says nothing there';
	}
	$other += $r['other'];
	[$minPhp9, $minEngine, $minCall] = $mins[$name];
	printf("%s: php9 lists %s sites, the engine's receipt diagnostics are on %s (%s raised at a user function's RECV on another line, counted at the call), on the same lines: %s\n",
		$name, php9_at_least(count($expected), $minPhp9), php9_at_least(count($r['engine']) - $refused, $minEngine),
		php9_at_least($r['at_call'], $minCall), php9_at_least(count(array_intersect_key($expected, $r['engine'])), $minPhp9));
	echo "$name: report --rules php9 lists what the records give (weak caller, coercion, rules.php9 !== 'accept'): ",
		$r['cli_as_predicate'] ? 'yes' : 'NO', "\n";
}
printf("NAN sites php9 lists (nan_to_string, nan_to_bool): %s, %s\n", php9_at_least($nanSites, 18),
	$before85 ? ($nanApart === $nanSites ? 'all set apart: the engine warns from 8.5 only' : "only $nanApart set apart") : 'compared: 8.5 warns');
echo "engine receipt diagnostics at receipts weak mode refuses with a TypeError anyway (no php9 site): ", count($refusedToo), "\n";
foreach ($refusedToo as $line) {
	echo "  $line\n";
}
echo "engine diagnostics at calls the compiler removes (in_array() with a constant NAN: 8.5 warns at compile time): ",
	count($compiledAway) === (PHP_VERSION_ID >= 80500 ? 1 : 0) ? 'as expected' : count($compiledAway), "\n";
foreach ($compiledAway as $line) {
	echo "  $line\n";
}
echo "other diagnostics ignored (not a receipt text): $other\n";
recall_rmtree($work);
foreach ($problems as $line) {
	echo "problem: $line\n";
}
echo 'mismatches: ', count($mismatches), "\n";
foreach ($mismatches as $line) {
	echo "  $line\n";
}
?>
--EXPECTF--
legacy-app: set_error_handler()/restore_error_handler() calls redirected: 1, prints as the original: yes
legacy-app: php9 lists at least 2 sites, the engine's receipt diagnostics are on at least 2 (0 raised at a user function's RECV on another line, counted at the call), on the same lines: at least 2
legacy-app: report --rules php9 lists what the records give (weak caller, coercion, rules.php9 !== 'accept'): yes
snippets: php9 lists at least 55 sites, the engine's receipt diagnostics are on at least 55 (at least 21 raised at a user function's RECV on another line, counted at the call), on the same lines: at least 55
snippets: report --rules php9 lists what the records give (weak caller, coercion, rules.php9 !== 'accept'): yes
probes: php9 lists at least 5 sites, the engine's receipt diagnostics are on at least 5 (0 raised at a user function's RECV on another line, counted at the call), on the same lines: at least 5
probes: report --rules php9 lists what the records give (weak caller, coercion, rules.php9 !== 'accept'): yes
NAN sites php9 lists (nan_to_string, nan_to_bool): at least 18, %r(all set apart: the engine warns from 8\.5 only|compared: 8\.5 warns)%r
engine receipt diagnostics at receipts weak mode refuses with a TypeError anyway (no php9 site): 1
  probes.php:%d (bind_from_typed_union): Implicit conversion from float 1.5 to int loses precision; then TypeError: Reference with value of type float held by property C_P_bind_from_typed_union::$t of type float is not compatible with property C_P_bind_from_typed_union::$p of type %s
engine diagnostics at calls the compiler removes (in_array() with a constant NAN: 8.5 warns at compile time): as expected
%Aother diagnostics ignored (not a receipt text): %d
mismatches: 0
