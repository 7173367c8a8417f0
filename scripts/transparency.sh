#!/usr/bin/env bash
# Transparency: php-src 8.2's own tests (Debian's source package, fetched by
# scripts/lib-src.sh, never committed) run with run-tests.php once without
# the extension and once per configuration with it loaded:
#   compare  scalar_types.mode=compare, every report written to a temp dir
#   forced   scalar_types.strict_paths set: the compiler hook's forcing path
#            runs for every file, matching none (nothing may change)
#   generators  compare mode as `bin/scalar-types run` sets it:
#            scalar_types.compare_generators=1 (every call compiled with
#            EXT_FCALL_BEGIN) and compare_coverage=1 (every call with
#            arguments observed)
# A test that passes without the extension and fails (FAIL, LEAK, BORK) with
# it is a regression. Tests that already fail without it are listed, not
# counted. Last line: "transparency: N passed, N failed, N skipped", where
# passed counts (test, configuration) pairs that pass in both runs.
#
# Usage: scripts/transparency.sh [--full] [DIR...]
#   default  the type-juggling set CI runs (Zend/tests/type_declarations with
#            the typed_properties_* tests, return_types, nullable_types,
#            float_to_int, numeric_strings, function_arguments, named_params,
#            ext/standard/tests/strings and math)
#   --full   Zend/tests and ext/standard/tests (about 20 minutes on 2 cores)
#   DIR...   directories or files relative to the source tree
#   ST_EXT        the module (default: build the repo's modules/scalar_types.so)
#   ST_JOBS       run-tests -j (default: nproc)
#   ST_CONFIGS    configurations to run (default: "compare forced generators")
#   ST_KEEP=1     keep the work dir (tests, diffs, reports) under /tmp
#   ST_CACHE / ST_SRC_DIR  see scripts/lib-src.sh
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/lib.sh
. "$here/lib.sh"
# shellcheck source=scripts/lib-src.sh
. "$here/lib-src.sh"

fail() { echo "transparency: $*" >&2; echo "transparency: 0 passed, 1 failed, 0 skipped"; exit 1; }

sets=(Zend/tests/type_declarations Zend/tests/return_types Zend/tests/nullable_types
	Zend/tests/float_to_int Zend/tests/numeric_strings Zend/tests/function_arguments
	Zend/tests/named_params ext/standard/tests/strings ext/standard/tests/math)
if [ "${1:-}" = --full ]; then
	sets=(Zend/tests ext/standard/tests)
	shift
fi
[ $# -gt 0 ] && sets=("$@")

st_install_deps || fail "installing packages failed"
st_module || fail "no module (build failed, or nothing at \$ST_EXT)"
SRC=$(st_src_fetch) || fail "fetching the php8.2 source package failed"

work=$(mktemp -d /tmp/st-transparency.XXXXXX)
[ "${ST_KEEP:-}" = 1 ] || trap 'rm -rf "$work"' EXIT
# run-tests writes .out/.diff/.php files next to the tests: a private copy of
# the tests keeps the cached tree clean and lets runs go on side by side.
st_log "copying the tests of $SRC"
(cd "$SRC" && tar -cf - run-tests.php "${sets[@]}") | tar -xf - -C "$work" || fail "copying tests failed"
mkdir -p "$work/reports"

# Runs the set once; $1 = label, rest = -d settings. Leaves $work/$label.fail
# (the failed tests, from -w) and $work/$label.log.
run_set() {
	local label=$1
	shift
	st_log "run-tests: ${sets[*]} ($label)"
	# -g: list what failed; without -q/--show-diff the log stays small.
	(cd "$work" && NO_INTERACTION=1 TEST_PHP_EXECUTABLE=/usr/bin/php8.2 \
		/usr/bin/php8.2 run-tests.php -j"${ST_JOBS:-$(nproc)}" --no-progress --no-color \
		-w "$work/$label.fail" "$@" "${sets[@]}") </dev/null >"$work/$label.log" 2>&1
	touch "$work/$label.fail"
	# BORKed tests are not in -w's list
	grep -oE '^BORK.*\[([^]]+)\]$' "$work/$label.log" | sed -E 's/.*\[([^]]+)\]$/\1/' >>"$work/$label.fail"
	# -w names tests by absolute path: relative to the source tree from here on
	sed -i "s|^$work/||" "$work/$label.fail"
	sort -u -o "$work/$label.fail" "$work/$label.fail"
	sed -n 's/^Tests passed *: *\([0-9][0-9]*\).*/\1/p' "$work/$label.log" | tail -1 >"$work/$label.passed"
	sed -n 's/^Tests skipped *: *\([0-9][0-9]*\).*/\1/p' "$work/$label.log" | tail -1 >"$work/$label.skipped"
	[ -s "$work/$label.passed" ] || { tail -30 "$work/$label.log" >&2; return 1; }
}

t0=$SECONDS
run_set plain || fail "the run without the extension gave no summary"
base_passed=$(cat "$work/plain.passed")
skipped=$(cat "$work/plain.skipped")
if [ -s "$work/plain.fail" ]; then
	echo "failing without the extension too (not counted):"
	sed 's/^/  /' "$work/plain.fail"
fi

passed=0 failed=0
for c in ${ST_CONFIGS:-compare forced generators}; do
	case $c in
		compare) args=(-d extension="$EXT" -d scalar_types.mode=compare
			-d scalar_types.report_file="$work/reports/st-%p.jsonl") ;;
		forced) args=(-d extension="$EXT" -d scalar_types.strict_paths=/nonexistent/) ;;
		generators) args=(-d extension="$EXT" -d scalar_types.mode=compare -d scalar_types.compare_generators=1
			-d scalar_types.compare_coverage=1 -d scalar_types.report_file="$work/reports/st-%p.jsonl") ;;
		*) fail "unknown configuration $c" ;;
	esac
	run_set "$c" "${args[@]}" || { failed=$((failed + 1)); echo "$c: no summary"; continue; }
	regressions=$(comm -13 "$work/plain.fail" "$work/$c.fail")
	n=$(grep -c . <<<"$regressions")
	echo "$c: $(cat "$work/$c.passed") passed (without the extension: $base_passed), regressions: $n"
	if [ "$n" -gt 0 ]; then
		sed 's/^/  REGRESSION /' <<<"$regressions"
		# the diffs of the regressed tests
		while read -r t; do
			d=$work/${t%.phpt}.diff
			[ -f "$d" ] && { echo "--- $t"; head -40 "$d"; }
		done <<<"$regressions"
	fi
	# A test that fails only without the extension would be odd too: shown.
	comm -23 "$work/plain.fail" "$work/$c.fail" | sed 's/^/  passes only with the extension: /'
	passed=$((passed + base_passed - n))
	failed=$((failed + n))
done
reports=$(cat "$work"/reports/*.jsonl 2>/dev/null | wc -l)
echo "compare reports: $(ls "$work/reports" | wc -l) files, $reports records"
# every report line is JSON (the reports are written by the tests' own PHP runs)
if [ "$reports" -gt 0 ]; then
	# prints the invalid lines (file: first 300 bytes), then their count
	bad=$(/usr/bin/php8.2 -n -r '$n = 0; foreach (glob($argv[1] . "/*.jsonl") as $f) { foreach (file($f) as $l) { if (!is_array(json_decode($l, true))) { $n++; fprintf(STDERR, "  %s: %s (%d bytes)\n", basename($f), json_encode(substr($l, 0, 300), JSON_INVALID_UTF8_SUBSTITUTE), strlen($l)); foreach (file($f) as $k) { $r = json_decode($k, true); if (($r["record"] ?? "") === "summary") fprintf(STDERR, "    from %s\n", $r["script"]); } } } } echo $n;' "$work/reports")
	[ "$bad" = 0 ] || { echo "invalid report lines: $bad"; failed=$((failed + 1)); }
fi
echo "time: $((SECONDS - t0))s"
echo "transparency: $passed passed, $failed failed, ${skipped:-0} skipped"
[ "$failed" -eq 0 ]
