#!/usr/bin/env bash
# Production's OPcache settings, with and without the extension: small apps
# (tests/opcache-matrix/<scenario>/, a main.php and the files it includes,
# plus tests/opcache-matrix/common/) run by `php-cgi -T N`, N requests in one
# process and one shared OPcache, as a server's worker serves them. Each app
# runs bare and with the extension, in the same directory, and the output
# (stdout, then stderr, then the exit status; headers off with -q) must be
# the same byte for byte: the bare engine is the oracle.
#
# Configurations with the extension (PHP started so, as a server's master):
#   standby              scalar_types.mode=standby: nothing judged
#   sampled 0.5          mode=compare, sample_rate=0.5, compare_generators=1,
#                        reports written: about half the requests judged,
#                        their files compiled past OPcache's cache
#   sampled 0.9999999    the same with every request judged past the cache
# each with opcache.enable=1 and opcache.enable_cli=1, once without the JIT
# and once with the tracing JIT. A scenario's `variants` file gives the
# OPcache settings it runs under (one line each: a name, a tab, -d settings,
# @DIR@ standing for the app's directory); a `processes` file runs that many
# php-cgi processes one after another in the same directory (a file cache
# read by the next process).
# The sample decision is random, so the apps print only what must be the
# same whether a request is judged or not: by the promise, everything.
# Bare runs twice; a scenario whose two bare runs differ is skipped (its
# oracle is not deterministic).
#
# Usage: scripts/opcache-matrix.sh [--php 8.2|8.4|8.5|8.6]
#   --php V  8.2: the host's /usr/bin/php-cgi8.2 (default); 8.4, 8.5, 8.6:
#            php-cgiV in the chroots of scripts/php-chroot.sh (which must be
#            set up), the extension built there, this script run inside once
#   ST_EXT          the module for 8.2 (default: build the work tree's)
#   ST_BUILD_NAME   the chroot's build folder (default st-opc)
#   ST_KEEP=1       keep the work directory (every run's output)
# Prints a line and the first lines of the diff for each failing scenario x
# configuration, its wall time, and last "opcache-matrix: N passed, N failed,
# N skipped" (a pass or a failure is one scenario variant x configuration);
# exit 1 on a failure.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/lib.sh
. "$here/lib.sh"

label=opcache-matrix
requests=12
fail() { echo "$label: $*" >&2; echo "$label: 0 passed, 1 failed, 0 skipped"; exit 1; }

version=8.2 inside='' cgi='' ext=''
while [ $# -gt 0 ]; do
	case $1 in
		--php) version=${2:-}; shift 2 ;;
		# internal: run the matrix here with this php-cgi and module (the
		# chroot's run of this script)
		--inside) inside=1; cgi=$2 ext=$3; shift 3 ;;
		*) fail "unknown argument $1 (usage: $0 [--php 8.2|8.4|8.5|8.6])" ;;
	esac
done

# The output of one php-cgi process, as compared: stdout, then stderr
# without -T's closing "\nElapsed time: S sec\n" (a timing), then php-cgi's
# exit status.
run_cgi() {
	local out=$1 rc
	shift
	(cd "$app" && "$cgi" -T "$requests" "$@" main.php) >"$out.stdout" 2>"$out.stderr" </dev/null
	rc=$?
	{
		cat "$out.stdout"
		awk '{ line[NR] = $0 }
			END {
				n = NR
				if (n > 0 && line[n] ~ /^Elapsed time: [0-9.]+ sec$/) { n--; if (n > 0 && line[n] == "") n-- }
				if (n > 0) print "--- stderr"
				for (i = 1; i <= n; i++) print line[i]
			}' "$out.stderr"
		echo "--- exit $rc"
	} >>"$out"
	rm -f "$out.stdout" "$out.stderr"
}

# A fresh copy of scenario $1's app at $app (the same path for every run,
# so that the paths it prints are the same), its files dated in the past so
# that only a file the app writes itself is young; then its processes.
# $2 = output file; the rest: php-cgi's settings.
run_app() {
	local scen=$1 out=$2 p procs=1
	shift 2
	rm -rf "$app" "$work/reports"
	mkdir -p "$app/file_cache" "$work/reports"
	cp -a "$matrix/common/." "$matrix/$scen/." "$app/"
	rm -f "$app/variants" "$app/processes"
	grep -rlF @DIR@ "$app" | xargs -r sed -i "s|@DIR@|$app|g"
	find "$app" -exec touch -h -d '2020-01-01 00:00:00' {} +
	[ -f "$matrix/$scen/processes" ] && procs=$(cat "$matrix/$scen/processes")
	: >"$out"
	for ((p = 1; p <= procs; p++)); do
		[ "$procs" -gt 1 ] && echo "=== process $p" >>"$out"
		run_cgi "$out" "$@"
	done
}

# The matrix, here (the host, or inside a chroot); its last line is the
# summary.
matrix() {
	local passed=0 failed=0 skipped=0
	matrix=$ST_TOP/tests/opcache-matrix
	[ -x "$cgi" ] || { echo "$label: no $cgi"; echo "$label: 0 passed, 1 failed, 0 skipped"; return 1; }
	work=$(mktemp -d /tmp/st-opcache-matrix.XXXXXX)
	if [ "${ST_KEEP:-}" = 1 ]; then
		echo "work directory: $work"
	else
		trap 'rm -rf "$work"' EXIT
	fi
	app=$work/app

	# -n: the same settings on every version, whatever its php.ini;
	# OPcache loaded where it is not built in (8.2, 8.4)
	local base=(-n -q -d display_errors=1 -d display_startup_errors=1 -d log_errors=0
		-d html_errors=0 -d error_reporting=-1 -d opcache.enable=1 -d opcache.enable_cli=1) dir
	mkdir -p "$app"
	echo '<?php echo function_exists("opcache_get_status") ? "" : ini_get("extension_dir");' >"$app/main.php"
	dir=$(cd "$app" && "$cgi" -n -q main.php)
	if [ -n "$dir" ] && [ -f "$dir/opcache.so" ]; then
		base+=(-d zend_extension="$dir/opcache.so")
	fi
	local jit_off=(-d opcache.jit_buffer_size=0) jit_on=(-d opcache.jit=tracing -d opcache.jit_buffer_size=64M)
	# whether OPcache and its JIT are on (else those runs are skipped)
	# shellcheck disable=SC2016  # PHP's variables
	echo '<?php $s = function_exists("opcache_get_status") ? opcache_get_status(false) : false;
		echo $s && $s["opcache_enabled"] ? "opcache" : "none", " ", $s && !empty($s["jit"]["enabled"]) ? "jit" : "nojit";' >"$app/main.php"
	local have
	have=$(cd "$app" && "$cgi" "${base[@]}" "${jit_on[@]}" main.php 2>&1 | tail -1)
	echo "PHP $(cd "$app" && echo '<?php echo PHP_VERSION;' >main.php && "$cgi" -n -q main.php), $cgi: $have"

	local st=(-d extension="$ext" -d scalar_types.report_file="$work/reports/st-%p.jsonl")
	local -A config=(
		[standby]="-d scalar_types.mode=standby"
		[sampled 0.5]="-d scalar_types.mode=compare -d scalar_types.sample_rate=0.5 -d scalar_types.compare_generators=1"
		[sampled 0.9999999]="-d scalar_types.mode=compare -d scalar_types.sample_rate=0.9999999 -d scalar_types.compare_generators=1"
	)
	local configs=(standby "sampled 0.5" "sampled 0.9999999")
	local scen name settings line jit c judged total i n_cfg=${#configs[@]}
	for scen in $(cd "$matrix" && find . -mindepth 1 -maxdepth 1 -type d ! -name common -printf '%f\n' | sort); do
		while IFS= read -r line; do
			case $line in '' | '#'*) continue ;; esac
			name=${line%%$'\t'*} settings=''
			[ "$name" != "$line" ] && settings=${line#*$'\t'}
			local set=()
			for i in $settings; do set+=(-d "${i//@DIR@/$app}"); done
			for jit in off on; do
				local what="$scen/$name (JIT $jit)" jargs
				if [ "$jit" = on ]; then jargs=("${jit_on[@]}"); else jargs=("${jit_off[@]}"); fi
				if [ "${have% *}" != opcache ] || { [ "$jit" = on ] && [ "${have#* }" != jit ]; }; then
					echo "skipped $what: not available here ($have)"
					skipped=$((skipped + n_cfg))
					continue
				fi
				total=$requests
				[ -f "$matrix/$scen/processes" ] && total=$((requests * $(cat "$matrix/$scen/processes")))
				run_app "$scen" "$work/bare" "${base[@]}" "${jargs[@]}" "${set[@]}"
				run_app "$scen" "$work/bare2" "${base[@]}" "${jargs[@]}" "${set[@]}"
				if ! cmp -s "$work/bare" "$work/bare2"; then
					echo "skipped $what: two runs without the extension differ"
					diff -u --label bare --label "bare again" "$work/bare" "$work/bare2" | head -20 | sed 's/^/    /'
					skipped=$((skipped + n_cfg))
					continue
				fi
				for c in "${configs[@]}"; do
					# shellcheck disable=SC2206  # the settings are words
					local cargs=(${config[$c]})
					run_app "$scen" "$work/ext" "${base[@]}" "${jargs[@]}" "${set[@]}" "${st[@]}" "${cargs[@]}"
					# one summary record per judged request
					judged=$(cat "$work/reports"/*.jsonl 2>/dev/null | grep -c '"record":"summary"')
					case $c in
						"sampled 0.5") [ "$judged" -gt 0 ] && [ "$judged" -lt "$total" ] ||
							echo "note: $what, $c: $judged summary records for $total requests (no mix of judged and not)" ;;
						"sampled 0.9999999") [ "$judged" -eq "$total" ] ||
							echo "note: $what, $c: $judged summary records for $total requests, each judged" ;;
					esac
					if [ "${ST_KEEP:-}" = 1 ]; then
						local keep="$work/out/$scen/${name//\//_}/jit-$jit"
						mkdir -p "$keep" && cp "$work/bare" "$keep/bare" && cp "$work/ext" "$keep/$c"
					fi
					if cmp -s "$work/bare" "$work/ext"; then
						passed=$((passed + 1))
						continue
					fi
					failed=$((failed + 1))
					echo "FAIL $what, $c: output differs from bare ($judged of $total requests judged)"
					diff -u --label bare --label "$c" "$work/bare" "$work/ext" | head -22 | sed 's/^/    /'
				done
			done
		done <"$matrix/$scen/variants"
	done
	echo "$label: $passed passed, $failed failed, $skipped skipped"
	[ "$failed" -eq 0 ]
}

if [ -n "$inside" ]; then
	matrix
	exit
fi

t0=$SECONDS built=''
case $version in
	8.2)
		# shellcheck disable=SC2119  # no extra packages
		st_install_deps || fail "installing packages failed"
		st_module || fail "no module (build failed, or nothing at \$ST_EXT)"
		cgi=/usr/bin/php-cgi8.2 ext=$EXT
		out=$(matrix)
		rc=$?
		;;
	8.4 | 8.5 | 8.6)
		# built in the chroot from this work tree's files (scenarios and
		# this script included), then one run of this script there
		export PROJECT_DIR=$ST_TOP ST_BUILD_NAME=${ST_BUILD_NAME:-st-opc}
		log=$(mktemp)
		"$here/php-chroot.sh" "$version" build >"$log" 2>&1 || {
			tail -30 "$log" >&2
			rm -f "$log"
			fail "building the extension for PHP $version failed (is the chroot set up?)"
		}
		rm -f "$log"
		built=" (the build $((SECONDS - t0))s)"
		out=$("$here/php-chroot.sh" "$version" php env ST_KEEP="${ST_KEEP:-}" \
			bash scripts/opcache-matrix.sh --inside "/usr/bin/php-cgi$version" \
			"/build/$ST_BUILD_NAME/modules/scalar_types.so" 2>&1)
		rc=$?
		# the kept work directory as seen from here
		out=$(printf '%s\n' "$out" | sed "s|^work directory: /|work directory: ${PHP_CHROOT:-/opt/php${version/./}}/|")
		;;
	*) fail "unknown PHP version $version" ;;
esac
last=$(printf '%s\n' "$out" | grep -E "^$label: [0-9]+ passed" | tail -1)
[ -n "$last" ] || { printf '%s\n' "$out"; fail "PHP $version: no summary"; }
printf '%s\n' "$out" | grep -vxF "$last"
echo "time: $((SECONDS - t0))s, PHP $version${built:-}"
echo "$last"
[ "$rc" -eq 0 ]
