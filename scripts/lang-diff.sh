#!/usr/bin/env bash
# The language PHP 8.3 to 8.6 added, with and without the extension: every
# program of tests/lang/cases whose "<?php // min: X.Y" the binary meets runs
# (twice, as CASE[weak] and CASE[strict], when the line goes on with
# "modes: weak strict": see scripts/lang-driver.php)
# bare and with the extension in the configurations
#   standby  scalar_types.mode=standby
#   compare  mode=compare, reports written to a temp dir
#   run      compare mode as `bin/scalar-types run` sets it: compare_generators=1,
#            compare_coverage=1, reports written
#   sampled  run's, judged at a sample rate below 1 (0.9999999)
# each plain and with opcache + the tracing JIT (the bare run it is compared
# with uses the same opcache settings). stdout, stderr and the exit status
# must be equal byte for byte: the bare engine is the oracle, nothing is
# normalised. Every run executes the same copy of the case, from the same
# cwd, so that paths in messages match.
# The runs are made by scripts/lang-driver.php, started once where the PHP
# is (inside the chroot for 8.4+): one chroot entry per version, not per run.
# Last line: "lang: N passed, N failed, N skipped", a pass being one case in
# one configuration equal to the bare run; a skipped case counts once per
# configuration.
#
# Usage: scripts/lang-diff.sh [--php 8.2|8.4|8.5|8.6]
#   ST_EXT     the module for 8.2 (default: build the work tree's)
#   ST_JOBS    parallel runs (default: nproc)
#   ST_KEEP=1  keep the work dir (cases, outputs, reports)
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# the chroot build folder (test.sh shares one per version between its passes)
build=${ST_BUILD_NAME:-st-lang}
# shellcheck source=scripts/lib.sh
. "$here/lib.sh"

fail() { echo "lang: $*" >&2; echo "lang: 0 passed, 1 failed, 0 skipped"; exit 1; }

version=8.2
while [ $# -gt 0 ]; do
	case $1 in
		--php) version=${2:-}; shift 2 || fail "--php needs a version" ;;
		*) fail "unknown argument $1 (usage: $0 [--php 8.2|8.4|8.5|8.6])" ;;
	esac
done

t0=$SECONDS
# root: where the runs happen ("" on the host); php and ext as seen there.
st_php_at "$version" "$build" || fail "$ST_WHY"
root=$ST_ROOT php=$ST_PHP ext=$ST_MOD

mkdir -p "$root/tmp"
work=$(mktemp -d "$root/tmp/st-lang.XXXXXX") || fail "no temp dir"
in=${work#"$root"}   # the work dir as the runs see it
[ "${ST_KEEP:-}" = 1 ] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work/cases"
cp "$ST_TOP"/tests/lang/cases/*.php "$work/cases/" || fail "no cases in tests/lang/cases"
cp "$here/lang-driver.php" "$work/"

jobs=${ST_JOBS:-$(nproc)}
if [ -z "$root" ]; then
	"$php" -n "$work/lang-driver.php" "$work" "$php" "$ext" "$jobs" >"$work/results" 2>"$work/driver.err"
else
	ST_BUILD_NAME=$build PROJECT_DIR=$ST_TOP "$here/php-chroot.sh" "$version" php \
		"$php" -n "$in/lang-driver.php" "$in" "$php" "$ext" "$jobs" >"$work/results" 2>"$work/driver.err"
fi
rc=$?
if [ $rc -ne 0 ] || [ ! -s "$work/results" ]; then
	cat "$work/driver.err" >&2
	fail "the driver failed (exit $rc)"
fi

passed=0 failed=0 skipped=0
nconfigs=8   # 4 configurations x plain/jit
while read -r verdict case config; do
	case $verdict in
		same) passed=$((passed + 1)) ;;
		skip) skipped=$((skipped + nconfigs)) ;;
		differ)
			failed=$((failed + 1))
			a=$work/out/$case/${config%%-*}-bare b=$work/out/$case/$config
			what=()
			cmp -s "$a.out" "$b.out" || what+=(stdout)
			cmp -s "$a.err" "$b.err" || what+=(stderr)
			cmp -s "$a.rc" "$b.rc" || what+=("exit $(cat "$a.rc") vs $(cat "$b.rc")")
			echo "FAIL $case [$config]: ${what[*]} differ (PHP $version)"
			for s in out err; do
				cmp -s "$a.$s" "$b.$s" ||
					diff -u --label "bare std$s" --label "$config std$s" "$a.$s" "$b.$s" | head -20 | sed 's/^/    /'
			done
			;;
	esac
done <"$work/results"
[ $((passed + failed)) -gt 0 ] || fail "no case ran"
reports=$(cat "$work"/reports/*/*.jsonl 2>/dev/null | wc -l)
echo "PHP $version: $(grep -c . "$work/results") results, $reports report records, time $((SECONDS - t0))s"
echo "lang: $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
