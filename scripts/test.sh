#!/usr/bin/env bash
# The README's test command: installs what is missing, builds, runs every
# test pass, and ends with "N passed, N failed, N skipped" (non-zero exit on
# any failure); each pass's result line ends with its wall time. Passes:
#   php8.2, php8.2+opcache+jit   our suite on Debian's PHP 8.2 (opcache is
#                                loaded by Debian's conf.d, enabled for the CLI
#                                in the second pass only)
#   make test                    what a PHP user runs: phpize && ./configure &&
#                                make && make test, in a clean copy (run-tests.php
#                                with -n: shared extensions such as tokenizer are
#                                not loaded, so the tests needing them skip)
#   php8.4, php8.4+opcache+jit   the same in a Debian 13 chroot (scripts/php-chroot.sh 8.4)
#   php8.5, php8.5+opcache+jit   the same in a Debian unstable chroot with PHP 8.5
#                                from experimental (scripts/php-chroot.sh 8.5)
#   php8.6, php8.6+opcache+jit   the same in a Debian unstable chroot of its own with
#                                PHP 8.6 from experimental (scripts/php-chroot.sh 8.6)
#   lang php8.2 ... php8.6       the language PHP 8.3-8.6 added (tests/lang/cases), each
#                                case bare and with the extension (standby, compare, run,
#                                sampled; plain and opcache + JIT), output equal byte for
#                                byte, on 8.2 and in the chroots (scripts/lang-diff.sh)
#   sarif                        the demo's SARIF validated by the SARIF multitool
#                                (npm), rule kinds Sarif and Gh (scripts/sarif-check.sh)
#   layout                       no circle of files, no area writing another's
#                                globals, every header alone, the build files
#                                (scripts/check-layout.sh)
#   browser                      the demo's HTML report in Debian's headless chromium, from
#                                file://: screenshots, and the DOM it built checked against
#                                report --format json (scripts/browser-check.sh)
#   transparency                 php-src 8.2's type-juggling tests with the extension
#                                (compare mode, forcing) and without (scripts/transparency.sh)
#   transparency sampled         the same with opcache + JIT, judged at a sample rate below 1
#                                (files compiled past opcache's cache) and in standby
#   transparency-full            php-src 8.2's whole Zend/tests and ext/standard/tests in
#                                run's configuration, with the binaries' own php.ini and
#                                conf.d: PHP 8.2 plain and with opcache + tracing JIT, and
#                                the 8.4, 8.5 and 8.6 binaries (transparency.sh --full)
#   opcache-matrix               small apps under production's OPcache settings, php-cgi -T,
#                                bare vs standby and sampled, on 8.2, 8.4, 8.5, 8.6
#                                (scripts/opcache-matrix.sh)
#   valgrind                     our suite but tests/cli under memcheck (scripts/valgrind.sh)
#   debug-zts                    our suite on a debug + ZTS PHP 8.2 built from
#                                Debian's source package (scripts/debug-zts.sh)
# ST_SKIP_MAKE_TEST=1, ST_SKIP_84=1, ST_SKIP_85=1, ST_SKIP_86=1, ST_SKIP_SARIF=1, ST_SKIP_BROWSER=1, ST_SKIP_TRANSPARENCY=1,
# ST_SKIP_OPCACHE_MATRIX=1, ST_SKIP_VALGRIND=1, ST_SKIP_DEBUG=1
# leave a pass out (for quick local runs; CI runs them all).
set -uo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "$0")/lib.sh"

total_passed=0 total_failed=0 total_skipped=0 status=0
# when the pass running now started (SECONDS): each result line ends with
# the pass's wall time
pass_t0=$SECONDS
# the chroot passes of a version share one build of the extension
export ST_BUILD_NAME=scalar_types

# The counts of a run-tests.php output (st_counts), added to the totals.
tally() {
	local out=$1 label=$2 p f s
	if st_counts "$out"; then
		p=$ST_P f=$ST_F s=$ST_S
	else
		echo "$label: no test summary found" >&2
		p=0 f=1 s=0
	fi
	echo "$label: $p passed, $f failed, $s skipped ($((SECONDS - pass_t0)) s)"
	total_passed=$((total_passed + p)) total_failed=$((total_failed + f)) total_skipped=$((total_skipped + s))
	[ "$f" -eq 0 ] || status=1
}

host_pass() {
	local label=$1; shift
	local out
	out=$(mktemp)
	pass_t0=$SECONDS
	st_log "run-tests ($label)"
	( cd "$ST_TOP" && NO_INTERACTION=1 REPORT_EXIT_STATUS=1 php run-tests.php -q --show-diff --no-color --set-timeout 300 \
		-d extension="$ST_TOP/modules/scalar_types.so" "$@" ${HOST_TESTS:-tests} ) >"$out" 2>&1
	grep -E "^(FAIL|SKIP|BORK|LEAK)" "$out" || true
	sed -n '/^=====.*DIFF/,/^=====.*DONE/p' "$out" | head -200
	tally "$out" "$label"
	rm -f "$out"
}

st_install_deps || { echo "0 passed, 1 failed"; exit 1; }
if ! st_build; then
	echo "build failed"
	echo "0 passed, 1 failed"
	exit 1
fi
if ! "$ST_TOP/scripts/gen-arginfo.sh" --check; then
	status=1 total_failed=$((total_failed + 1))
else
	total_passed=$((total_passed + 1))
fi

host_pass "php8.2"
host_pass "php8.2+opcache+jit" -d opcache.enable_cli=1 \
	-d opcache.jit=tracing -d opcache.jit_buffer_size=64M -d opcache.file_update_protection=0

# phpize && ./configure && make && make test in a clean copy of the tree.
make_test_pass() {
	local dir out
	dir=$(mktemp -d /tmp/scalar-types-make-test.XXXXXX)
	out=$(mktemp)
	pass_t0=$SECONDS
	st_log "make test (in $dir)"
	if git -C "$ST_TOP" rev-parse --git-dir >/dev/null 2>&1; then
		(cd "$ST_TOP" && git ls-files -co --exclude-standard -z | xargs -0r cp --parents -a -t "$dir" --)
	else
		cp -a "$ST_TOP"/. "$dir"/
	fi
	(cd "$dir" && phpize >/dev/null && ./configure >/dev/null && make -j"$(nproc)" >/dev/null 2>&1 &&
		NO_INTERACTION=1 make test TESTS="-q --show-diff --no-color --set-timeout 300 tests") >"$out" 2>&1 </dev/null
	grep -E "^(FAIL|SKIP|BORK|LEAK)" "$out" || true
	sed -n '/^=====.*DIFF/,/^=====.*DONE/p' "$out" | head -200
	tally "$out" "make test"
	rm -rf "$dir" "$out"
}

# A script whose output ends with "NAME: N passed, N failed, N skipped";
# its counts are added under LABEL. Usage: script_pass LABEL NAME CMD...
script_pass() {
	local label=$1 name=$2 out line
	shift 2
	out=$(mktemp)
	pass_t0=$SECONDS
	st_log "$label ($*)"
	"$@" >"$out" 2>&1 </dev/null
	line=$(grep -E "^$name: [0-9]+ passed, [0-9]+ failed" "$out" | tail -1)
	if [ -z "$line" ]; then
		tail -40 "$out"
		echo "$label: no result ($((SECONDS - pass_t0)) s)"
		total_failed=$((total_failed + 1)) status=1
	else
		set -- $(echo "${line#"$name":}" | grep -oE '[0-9]+')
		echo "$label: $1 passed, $2 failed, ${3:-0} skipped ($((SECONDS - pass_t0)) s)"
		total_passed=$((total_passed + $1)) total_failed=$((total_failed + $2)) total_skipped=$((total_skipped + ${3:-0}))
		if [ "$2" -ne 0 ]; then
			status=1
			grep -vE '^==> ' "$out" | tail -300
		fi
	fi
	rm -f "$out"
}

[ "${ST_SKIP_MAKE_TEST:-0}" = 1 ] || make_test_pass

JIT_ARGS="-d opcache.enable_cli=1 -d opcache.jit=tracing -d opcache.jit_buffer_size=64M -d opcache.file_update_protection=0"
for v in 8.4 8.5 8.6; do
	skip=ST_SKIP_${v/./}
	[ "${!skip:-0}" = 1 ] && continue
	tag=php${v/./}
	if "$ST_TOP/scripts/php-chroot.sh" "$v" setup >&2; then
		script_pass "php$v" "$tag" "$ST_TOP/scripts/php-chroot.sh" "$v" test
		RUN_TESTS_ARGS=$JIT_ARGS script_pass "php$v+opcache+jit" "$tag" "$ST_TOP/scripts/php-chroot.sh" "$v" test
	else
		echo "php$v: chroot setup failed"
		total_failed=$((total_failed + 1)) status=1
	fi
done

# The language PHP 8.3-8.6 added, bare and with the extension: after the
# chroot passes, which set the chroots up.
for v in 8.2 8.4 8.5 8.6; do
	skip=ST_SKIP_${v/./}
	[ "${!skip:-0}" = 1 ] && continue
	script_pass "lang php$v" lang "$ST_TOP/scripts/lang-diff.sh" --php "$v"
done

export ST_EXT=$ST_TOP/modules/scalar_types.so
[ "${ST_SKIP_SARIF:-0}" = 1 ] || script_pass sarif sarif "$ST_TOP/scripts/sarif-check.sh"
[ "${ST_SKIP_LAYOUT:-0}" = 1 ] || script_pass layout layout "$ST_TOP/scripts/check-layout.sh" --self-test
[ "${ST_SKIP_BROWSER:-0}" = 1 ] || script_pass browser browser "$ST_TOP/scripts/browser-check.sh"
[ "${ST_SKIP_IMPACT:-0}" = 1 ] || script_pass impact-quick impact "$ST_TOP/scripts/impact-study.sh" --quick
if [ "${ST_SKIP_TRANSPARENCY:-0}" != 1 ]; then
	ST_CONFIGS="compare forced" script_pass transparency transparency "$ST_TOP/scripts/transparency.sh"
	# a request judged at a rate below 1 (its files left to opcache) and one
	# not judged, with opcache and the JIT on
	ST_CONFIGS="sampled standby" script_pass "transparency sampled" transparency "$ST_TOP/scripts/transparency.sh" --jit
	# run's configuration over php-src's whole suites, on every version
	for t in 8.2 "8.2 --jit" 8.4 8.5 8.6; do
		v=${t%% *} skip=ST_SKIP_${t%% *}
		skip=${skip/./}
		[ "$v" != 8.2 ] && [ "${!skip:-0}" = 1 ] && continue
		# shellcheck disable=SC2086  # t is "VERSION [--jit]"
		ST_CONFIGS=run script_pass "transparency-full php$t" transparency "$ST_TOP/scripts/transparency.sh" \
			--full --php $t
	done
fi
# production's OPcache settings (validate_timestamps=0, revalidate_freq,
# restrict_api, blacklist, file_update_protection, preload, file_cache) under
# php-cgi -T, bare against standby and sampled
if [ "${ST_SKIP_OPCACHE_MATRIX:-0}" != 1 ]; then
	for v in 8.2 8.4 8.5 8.6; do
		skip=ST_SKIP_${v/./}
		[ "$v" != 8.2 ] && [ "${!skip:-0}" = 1 ] && continue
		script_pass "opcache-matrix php$v" opcache-matrix "$ST_TOP/scripts/opcache-matrix.sh" --php "$v"
	done
fi
# under memcheck, what the extension's C code runs: tests/cli exercise the
# command line's PHP (its children under memcheck cost most of the pass),
# and debug-zts runs them on the engine's own leak and assertion checks
[ "${ST_SKIP_VALGRIND:-0}" = 1 ] || TESTS=$(cd "$ST_TOP" && find tests -mindepth 1 -maxdepth 1 -type d ! -name cli | sort | tr '\n' ' ') \
	script_pass valgrind valgrind "$ST_TOP/scripts/valgrind.sh"
[ "${ST_SKIP_DEBUG:-0}" = 1 ] || script_pass debug-zts debug-zts "$ST_TOP/scripts/debug-zts.sh"

echo "$total_passed passed, $total_failed failed, $total_skipped skipped"
exit $status
