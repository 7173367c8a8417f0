#!/usr/bin/env bash
# Our phpt suite under valgrind memcheck on Debian's PHP 8.2 (run-tests.php -m:
# USE_ZEND_ALLOC=0, ZEND_DONT_UNLOAD_MODULES=1, --trace-children=yes, so the
# PHP processes the tests start are checked too). Any valgrind report (invalid
# read/write, uninitialised value, definite leak) makes the test LEAK.
# PCRE's JIT code is opaque to memcheck (false "uninitialised value" reports): pcre.jit=0.
# Definite leaks are reported through VALGRIND_OPTS (--leak-check=full
# --show-leak-kinds=definite); valgrind's -q hides the leak summary otherwise.
# scripts/valgrind.supp holds the engine's own leaks (opcache.preload).
# --vgdb=no: no gdbserver pipes in /tmp, which a process that chroot()s
# cannot remove (valgrind reports that, and the test would count as LEAK).
# Last line: "valgrind: N passed, N failed, N skipped" (failed counts LEAK,
# FAIL and BORK); exit 1 on any.
#
#   ST_EXT      the module (default: build the repo's modules/scalar_types.so)
#   ST_JOBS     run-tests -j (default: nproc)
#   ST_TIMEOUT  seconds a test may take under memcheck (default 900: the
#               builtins test compiles every internal function; a loaded
#               machine made the default 60 s time out)
#   TESTS       what to run, relative to the repo (default: tests)
#   RUN_TESTS_ARGS  more run-tests.php args, e.g. "-d opcache.enable_cli=1"
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/lib.sh
. "$here/lib.sh"

fail() { echo "valgrind: $*" >&2; echo "valgrind: 0 passed, 1 failed, 0 skipped"; exit 1; }

st_install_deps valgrind || fail "installing packages failed"
st_module || fail "no module (build failed, or nothing at \$ST_EXT)"

t0=$SECONDS
out=$(mktemp /tmp/st-valgrind.XXXXXX)
# run-tests writes .out/.mem/.diff files next to the tests: a copy of the
# repo (tracked and untracked-but-not-ignored files) keeps runs apart.
copy=$(mktemp -d /tmp/st-valgrind.XXXXXX)
trap 'rm -rf "$out" "$copy"' EXIT
(cd "$ST_TOP" && git ls-files -z --cached --others --exclude-standard |
	while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
	tar --null -T - -cf -) | tar -xf - -C "$copy" || fail "copying the repo failed"
# phpize's copy of run-tests.php is not tracked: Debian's own
cp "/usr/lib/php/$(php-config8.2 --phpapi)/build/run-tests.php" "$copy/" || fail "no run-tests.php"
st_log "run-tests -m ($(valgrind --version))"
# shellcheck disable=SC2086
(cd "$copy" && NO_INTERACTION=1 REPORT_EXIT_STATUS=1 SCALAR_TYPES_SO="$EXT" \
	VALGRIND_OPTS="--vgdb=no --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite --num-callers=30 --suppressions=$here/valgrind.supp" \
	/usr/bin/php8.2 run-tests.php -p /usr/bin/php8.2 -m -j"${ST_JOBS:-$(nproc)}" -q --no-color --no-progress \
	--set-timeout "${ST_TIMEOUT:-900}" --show-diff --show-mem -d pcre.jit=0 -d extension="$EXT" ${RUN_TESTS_ARGS:-} ${TESTS:-tests}) </dev/null >"$out" 2>&1

grep -E "^(FAIL|BORK|LEAK|WARN)" "$out" && sed -n '/^=====.*\(DIFF\|MEM\)/,/^=====.*DONE/p' "$out" | head -400
if ! st_counts "$out"; then
	tail -40 "$out"
	fail "no test summary found"
fi
echo "time: $((SECONDS - t0))s"
echo "valgrind: $ST_P passed, $ST_F failed, $ST_S skipped"
[ "$ST_F" -eq 0 ]
