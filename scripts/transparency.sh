#!/usr/bin/env bash
# Transparency: php-src 8.2's own tests (Debian's source package, fetched by
# scripts/lib-src.sh, never committed) run with the extension loaded, in
# each configuration below; every test that does not pass is run again
# without the extension, and each of those that pass without it once more,
# alone, with it. A test that fails with the extension twice and passes
# without it is a regression. Tests that fail
# without the extension too are listed, not counted; one that passes on its
# second run with the extension is listed as unsteady (timing), not counted.
# Configurations:
#   run      compare mode as `bin/scalar-types run` sets it: mode=compare,
#            compare_generators=1 (every call compiled with EXT_FCALL ops),
#            compare_coverage=1, every report written to a temp dir
#   compare  scalar_types.mode=compare alone
#   forced   scalar_types.strict_paths set: the compiler hook's forcing path
#            runs for every file, matching none (nothing may change)
#   sampled  run's, with a sample rate below 1 where PHP starts (0.9999999):
#            each request is judged, and with opcache on (--jit) its files
#            are left to opcache, without the probes
#   standby  scalar_types.mode=standby: hooks installed, nothing judged, the
#            files compiled (and cached) without the probes
# The tests run as users run PHP: with the binary's own php.ini and conf.d
# (Debian's), plus what run-tests.php sets for every test.
# Last line: "transparency: N passed, N failed, N skipped", where passed
# counts (test, configuration) pairs that pass with the extension.
#
# Usage: scripts/transparency.sh [--full] [--php V] [--jit] [DIR...]
#   default  the type-juggling set (Zend/tests/type_declarations with
#            the typed_properties_* tests, return_types, nullable_types,
#            float_to_int, numeric_strings, function_arguments, named_params,
#            assert, ext/standard/tests/strings, math and assert)
#   --full   Zend/tests and ext/standard/tests
#   --php V  the PHP binary: 8.2 (the host's, default) or 8.4, 8.5, 8.6 (the
#            chroots of scripts/php-chroot.sh, which must be set up; the
#            extension is built there). The test files stay 8.2's: "the same
#            result with and without the extension" holds on any version.
#   --jit    with opcache and the tracing JIT on
#   --record-bare-fails  run the sets without the extension and write the
#            tests this binary fails by itself to scripts/transparency-fails/
#            (see below), nothing else
#   DIR...   directories or files relative to the source tree
# With --full, the tests listed in scripts/transparency-fails/phpV[-jit].txt
# (those the binary fails without the extension, recorded by
# --record-bare-fails) are not run when the list names the binary's exact
# PHP_VERSION: they cannot show a difference the extension makes (a newer
# PHP fails some 1,500 of 8.2's tests by itself), and the run keeps finding
# any other failure without the extension as before. They count as skipped.
#   ST_EXT        the module for 8.2 (default: build the repo's modules/scalar_types.so)
#   ST_JOBS       run-tests -j (default: nproc)
#   ST_CONFIGS    configurations to run (default: "run compare forced")
#   ST_LABEL      the name on the last line (default: transparency)
#   ST_KEEP=1     keep the work dir (tests, diffs, reports)
#   ST_CACHE / ST_SRC_DIR  see scripts/lib-src.sh
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# the chroot build folder (test.sh shares one per version between its passes)
build=${ST_BUILD_NAME:-st-transparency}
# shellcheck source=scripts/lib.sh
. "$here/lib.sh"
# shellcheck source=scripts/lib-src.sh
. "$here/lib-src.sh"

label=${ST_LABEL:-transparency}
fail() { echo "$label: $*" >&2; echo "$label: 0 passed, 1 failed, 0 skipped"; exit 1; }

sets=(Zend/tests/type_declarations Zend/tests/return_types Zend/tests/nullable_types
	Zend/tests/float_to_int Zend/tests/numeric_strings Zend/tests/function_arguments
	Zend/tests/named_params Zend/tests/assert ext/standard/tests/strings ext/standard/tests/math
	ext/standard/tests/assert)
version=8.2 jit=() full=0 record=0
while [ $# -gt 0 ]; do
	case $1 in
		--full) sets=(Zend/tests ext/standard/tests) full=1; shift ;;
		--record-bare-fails) record=1; shift ;;
		--php) version=$2; shift 2 ;;
		--jit) jit=(-d opcache.enable_cli=1 -d opcache.jit=tracing -d opcache.jit_buffer_size=64M
			-d opcache.file_update_protection=0); shift ;;
		--) shift; break ;;
		-*) fail "unknown option $1" ;;
		*) break ;;
	esac
done
[ $# -gt 0 ] && sets=("$@")

st_install_deps || fail "installing packages failed"
SRC=$(st_src_fetch) || fail "fetching the php8.2 source package failed"

# root: where the tests run ("" on the host); php: the binary as seen there;
# ext: the module as seen there.
st_php_at "$version" "$build" || fail "$ST_WHY"
root=$ST_ROOT php=$ST_PHP ext=$ST_MOD

# Runs CMD where the tests run (in the chroot for a newer PHP).
where() {
	if [ -z "$root" ]; then
		"$@"
	else
		ST_BUILD_NAME=$build "$here/php-chroot.sh" "$version" php "$@"
	fi
}

mkdir -p "$root/tmp"
work=$(mktemp -d "$root/tmp/st-transparency.XXXXXX")
in=${work#"$root"}   # the work dir as the tests see it
[ "${ST_KEEP:-}" = 1 ] || trap 'rm -rf "$work"' EXIT
# run-tests writes .out/.diff/.php files next to the tests: a private copy of
# the tests keeps the cached tree clean and lets runs go on side by side.
st_log "copying the tests of $SRC"
(cd "$SRC" && tar -cf - run-tests.php "${sets[@]}") | tar -xf - -C "$work" || fail "copying tests failed"
mkdir -p "$work/reports"

# Runs run-tests.php; $1 = name, $2 = jobs, $3 = a file listing the tests
# ("" for the sets), rest = -d settings. Leaves $work/$name.fail (the tests
# that did not pass, relative to the source tree) and $work/$name.log.
run_tests() {
	local name=$1 jobs=$2 list=$3
	shift 3
	local what=("${sets[@]}")
	[ -n "$list" ] && what=(-r "$in/$list")
	(cd "$work" && where env NO_INTERACTION=1 TEST_PHP_EXECUTABLE="$php" \
		sh -c 'cd "$0" && exec "$@"' "$in" "$php" run-tests.php -j"$jobs" --no-progress --no-color \
		--set-timeout 120 -w "$in/$name.fail" "$@" "${what[@]}") </dev/null >"$work/$name.log" 2>&1
	touch "$work/$name.fail"
	# BORKed tests are not in -w's list
	grep -oE '^BORK.*\[([^]]+)\]$' "$work/$name.log" | sed -E 's/.*\[([^]]+)\]$/\1/' >>"$work/$name.fail"
	# -w names tests by absolute path: relative to the source tree from here on
	sed -i -e "s|^$in/||" -e "s|^$work/||" "$work/$name.fail"
	sort -u -o "$work/$name.fail" "$work/$name.fail"
	grep -q '^Tests passed' "$work/$name.log" || { tail -30 "$work/$name.log" >&2; return 1; }
}
count() { sed -n "s/^Tests $1 *: *\([0-9][0-9]*\).*/\1/p" "$work/$2.log" | tail -1; }

t0=$SECONDS
passed=0 failed=0 skipped=0

# the binary's known failures without the extension (see the header)
known=$here/transparency-fails/php$version${jit:+-jit}.txt
php_version=$(where "$php" -r 'echo PHP_VERSION;' 2>/dev/null)
if [ "$record" = 1 ]; then
	st_log "run-tests without the extension, PHP $php_version${jit:+ + JIT}: ${sets[*]}"
	run_tests bare "${ST_JOBS:-$(nproc)}" "" "${jit[@]}" || fail "the run without the extension gave no summary"
	mkdir -p "$(dirname "$known")"
	{
		echo "# PHP $php_version${jit:+ + JIT}: php-src 8.2's tests it fails without the extension (scripts/transparency.sh --record-bare-fails)"
		cat "$work/bare.fail"
	} >"$known"
	echo "recorded $(grep -vc '^#' "$known") tests in $known"
	echo "$label: 1 passed, 0 failed, 0 skipped"
	exit 0
fi
list=""
if [ "$full" = 1 ] && [ -f "$known" ] && [ "${ST_ALL_TESTS:-0}" != 1 ]; then
	if [ "$(sed -n '1s/^# PHP \([^ :]*\).*/\1/p' "$known")" = "$php_version" ]; then
		(cd "$work" && find "${sets[@]}" -name '*.phpt' | sort) | grep -vxF -f <(grep -v '^#' "$known") >"$work/tests.list"
		list=tests.list
		n_known=$(grep -vc '^#' "$known")
		st_log "$n_known tests PHP $php_version fails by itself ($known) not run"
	else
		st_log "$known is for another PHP than $php_version: every test runs"
	fi
fi
for c in ${ST_CONFIGS:-run compare forced}; do
	case $c in
		run) args=(-d extension="$ext" -d scalar_types.mode=compare -d scalar_types.compare_generators=1
			-d scalar_types.compare_coverage=1 -d scalar_types.report_file="$in/reports/st-%p.jsonl") ;;
		compare) args=(-d extension="$ext" -d scalar_types.mode=compare
			-d scalar_types.report_file="$in/reports/st-%p.jsonl") ;;
		forced) args=(-d extension="$ext" -d scalar_types.strict_paths=/nonexistent/) ;;
		sampled) args=(-d extension="$ext" -d scalar_types.mode=compare -d scalar_types.sample_rate=0.9999999
			-d scalar_types.compare_generators=1 -d scalar_types.compare_coverage=1
			-d scalar_types.report_file="$in/reports/st-%p.jsonl") ;;
		standby) args=(-d extension="$ext" -d scalar_types.mode=standby) ;;
		*) fail "unknown configuration $c" ;;
	esac
	st_log "run-tests, PHP $version${jit:+ + JIT}, $c: ${sets[*]}"
	run_tests "$c" "${ST_JOBS:-$(nproc)}" "$list" "${jit[@]}" "${args[@]}" || { failed=$((failed + 1)); echo "$c: no summary"; continue; }
	n_pass=$(count passed "$c") n_skip=$(( $(count skipped "$c") + ${n_known:-0} ))
	regressions=0
	if [ -s "$work/$c.fail" ]; then
		# the tests that did not pass, again without the extension (a newer
		# PHP fails many of 8.2's tests by itself)...
		cp "$work/$c.fail" "$work/$c.again"
		run_tests "$c.bare" "${ST_JOBS:-$(nproc)}" "$c.again" "${jit[@]}" ||
			fail "the run without the extension gave no summary"
		comm -12 "$work/$c.fail" "$work/$c.bare.fail" | sed 's/^/  fails without the extension too: /'
		# ...and those that pass without it, alone with it once more
		comm -23 "$work/$c.fail" "$work/$c.bare.fail" >"$work/$c.suspects"
		: >"$work/$c.regressions"
		if [ -s "$work/$c.suspects" ]; then
			run_tests "$c.ext" 1 "$c.suspects" "${jit[@]}" "${args[@]}" ||
				fail "the second run with the extension gave no summary"
			comm -23 "$work/$c.suspects" "$work/$c.ext.fail" | sed 's/^/  unsteady (passed when run again): /'
			comm -12 "$work/$c.suspects" "$work/$c.ext.fail" >"$work/$c.regressions"
		fi
		regressions=$(grep -c . "$work/$c.regressions")
		while read -r t; do
			echo "  REGRESSION $t"
			d=$work/${t%.phpt}.diff
			[ -f "$d" ] && head -40 "$d" | sed 's/^/    /'
		done <"$work/$c.regressions"
	fi
	echo "$c (PHP $version${jit:+ + JIT}): $n_pass passed with the extension, $regressions pass only without it"
	passed=$((passed + n_pass)) failed=$((failed + regressions)) skipped=$((skipped + n_skip))
done
reports=$(cat "$work"/reports/*.jsonl 2>/dev/null | wc -l)
echo "compare reports: $(find "$work/reports" -type f | wc -l) files, $reports records"
# every report line is JSON (the reports are written by the tests' own PHP runs)
if [ "$reports" -gt 0 ]; then
	# prints the invalid lines (file: first 300 bytes), then their count
	bad=$(/usr/bin/php8.2 -n -r '$n = 0; foreach (glob($argv[1] . "/*.jsonl") as $f) { foreach (file($f) as $l) { if (!is_array(json_decode($l, true))) { $n++; fprintf(STDERR, "  %s: %s (%d bytes)\n", basename($f), json_encode(substr($l, 0, 300), JSON_INVALID_UTF8_SUBSTITUTE), strlen($l)); } } } echo $n;' "$work/reports")
	[ "$bad" = 0 ] || { echo "invalid report lines: $bad"; failed=$((failed + 1)); }
fi
echo "time: $((SECONDS - t0))s"
echo "$label: $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
