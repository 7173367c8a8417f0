#!/usr/bin/env bash
# Overhead benchmark: ratios against the same PHP without the extension, in
# one run. Instruction counts from callgrind (deterministic) and wall time
# (best of N). Workloads: (a) bench/calls.php, a call-heavy script;
# (b) phpcs (Debian's php-codesniffer) scanning php-parser's Node classes;
# (c) and (d): php-cgi -T serving a page many times in one process, opcache
# on: (c) the example app's tiny page, (d) bench/webapp's catalogue page.
# standby and sampled_out: the hooks installed, the request not judged (a
# pool in standby, a request the sample left out).
# PHP runs with the system php.ini (opcache is loaded by conf.d, enabled only
# for the *_jit configurations). Usage: bench/run.sh [--quick] (Markdown
# tables: the runs, then per request for (c) and (d): the difference between
# -T 2N and -T N, divided by N, which leaves out startup and the first compile,
# then per operation, bench/micro/, and our functions' part of each;
# --ops: those two tables alone)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
[ -f "$top/modules/scalar_types.so" ] || { echo "build first: scripts/test.sh or phpize && ./configure && make" >&2; exit 1; }
# a private copy: a rebuild during the run must not change what is measured
so=$(mktemp /tmp/scalar_types.bench.XXXXXX.so)
cp "$top/modules/scalar_types.so" "$so"
trap 'rm -f "$so"' EXIT
for p in valgrind php-codesniffer php8.2-cgi; do
	dpkg -s "$p" >/dev/null 2>&1 || { apt-get update -q >/dev/null; apt-get install -y -q "$p" >/dev/null; }
done
quick=${1:-}
n=200000; reps=5
[ "$quick" = --quick ] && { n=20000; reps=2; }

ext="-d extension=$so"
# the engine's part: bench/floor/ installs the same two hooks and does
# nothing in them (built here, from the same phpize)
floor_dir=$(mktemp -d /tmp/st_floor.XXXXXX)
trap 'rm -f "$so"; rm -rf "$floor_dir"' EXIT
cp "$top/bench/floor/config.m4" "$top/bench/floor/st_floor.c" "$floor_dir/"
(cd "$floor_dir" && phpize >/dev/null 2>&1 && ./configure -q >/dev/null 2>&1 && make -s >/dev/null 2>&1) \
	|| { echo "building bench/floor failed" >&2; exit 1; }
floor="-d extension=$floor_dir/modules/st_floor.so"
wa=$top/bench/webapp
jit="-d opcache.enable_cli=1 -d opcache.jit=tracing -d opcache.jit_buffer_size=64M"
declare -A cfg=(
	[bare]=""
	[off]="$ext -d scalar_types.mode=off"
	# every file matches an entry; calls.php and the webapp keep their own modes
	[forced]="$ext -d scalar_types.strict_paths=/nonexistent/,$top/bench/,$wa/app/Money.php,$wa/app/QuoteForm.php -d scalar_types.weak_paths=$top/bench/calls.php,$wa/"
	[compare]="$ext -d scalar_types.mode=compare"
	[compare_args]="$ext -d scalar_types.mode=compare -d scalar_types.compare_sites=arguments"
	# what bin/scalar-types run sets
	[run_cfg]="$ext -d scalar_types.mode=compare -d scalar_types.compare_generators=1 -d scalar_types.compare_coverage=1"
	[standby]="$ext -d scalar_types.mode=standby"
	[sampled_out]="$ext -d scalar_types.mode=compare -d scalar_types.sample_rate=0"
	[floor]="$floor"
	[bare_jit]="$jit"
	[floor_jit]="$floor $jit"
	[compare_jit]="$ext -d scalar_types.mode=compare $jit"
)
order=(bare off forced floor standby sampled_out compare compare_args run_cfg bare_jit floor_jit compare_jit)

# (b): phpcs from Debian's php-codesniffer on Debian's php-parser sources, a
# real code base that is there whenever php-parser (a build dependency) is.
phpcs_target=/usr/share/php/PhpParser/Node
workload_a() { echo "$top/bench/calls.php $n"; }
workload_b() { echo "/usr/bin/phpcs -q --standard=PSR12 --report=summary $phpcs_target"; }
# (c): a web workload: php-cgi serving the bundled example app's page 300
# times in one process, opcache on (what a php-fpm worker does per request)
web_requests=300
[ "$quick" = --quick ] && web_requests=50
workload_c() { echo "-d opcache.enable=1 -q -T ${1:-$web_requests} $top/examples/legacy-app/index.php"; }
# (d): a realistic web workload: php-cgi serving bench/webapp's catalogue
# page (REQUEST_URI below): 250 product rows read as strings, hydrated into
# typed objects, sorted by a user callback, paginated and rendered, some
# 10 million instructions per request
webapp_requests=100
[ "$quick" = --quick ] && webapp_requests=20
webapp_uri='/products?page=2'
workload_d() { echo "-d opcache.enable=1 -q -T ${1:-$webapp_requests} $wa/index.php"; }
php_for() { # the binary a workload runs under
	case $1 in c | d) echo php-cgi8.2 ;; *) echo php ;; esac
}
requests_for() { # c, d: the requests of a run
	case $1 in c) echo "$web_requests" ;; d) echo "$webapp_requests" ;; esac
}

instr() { # $1 = php flags, $2 = script+args[, $3 = where to keep callgrind's output]
	local out
	out=$(mktemp)
	# shellcheck disable=SC2086
	valgrind --tool=callgrind --callgrind-out-file="${3:-/dev/null}" $bin $1 $2 >/dev/null 2>"$out" || true
	grep -oE 'Collected : [0-9]+' "$out" | grep -oE '[0-9]+'
	rm -f "$out"
}
wall() { # best of $reps, in ms
	local best=999999999 s e d i
	for ((i = 0; i < reps; i++)); do
		s=$(date +%s%N)
		# shellcheck disable=SC2086
		$bin $1 $2 >/dev/null 2>&1 || true
		e=$(date +%s%N)
		d=$(((e - s) / 1000000))
		[ $d -lt $best ] && best=$d
	done
	echo $best
}

per_request=""
if [ "$quick" != --ops ]; then
echo "| workload | config | instructions | ratio | wall ms (best of $reps) | ratio |"
echo "|---|---|---:|---:|---:|---:|"
for w in a b c d; do
	script=$(workload_$w)
	bin=$(php_for $w)
	[ "$w" = b ] && [ "$quick" = --quick ] && continue
	if [ "$w" = d ]; then export REQUEST_URI=$webapp_uri; else unset REQUEST_URI; fi
	declare -A I=() W=() P=()
	for c in "${order[@]}"; do
		# php-cgi reads opcache.enable, not enable_cli: the *_jit rows are for the CLI
		case $w in c | d) case $c in *jit) continue ;; esac ;; esac
		flags="${cfg[$c]}"
		I[$c]=$(instr "$flags" "$script")
		W[$c]=$(wall "$flags" "$script")
		case $w in c | d)
			r=$(requests_for $w)
			P[$c]=$((($(instr "$flags" "$(workload_$w $((2 * r)))") - I[$c]) / r))
			ratio=$(awk -v a="${P[$c]}" -v b="${P[bare]}" 'BEGIN{printf "%.3f", a/b}')
			per_request+="| ($w) | $c | ${P[$c]} | $ratio | $(printf '%+d' $((P[$c] - P[bare]))) |"$'\n'
			;;
		esac
	done
	for c in "${order[@]}"; do
		[ -n "${I[$c]:-}" ] || continue
		base=bare
		case $c in *jit) base=bare_jit ;; esac
		ri=$(awk -v a="${I[$c]}" -v b="${I[$base]}" 'BEGIN{printf "%.3f", a/b}')
		rw=$(awk -v a="${W[$c]}" -v b="${W[$base]}" 'BEGIN{ if (b==0) b=1; printf "%.2f", a/b}')
		echo "| ($w) | $c | ${I[$c]} | $ri | ${W[$c]} | $rw |"
	done
done
echo
echo "Per request, (c) and (d): instructions at -T 2N minus -T N, divided by N"
echo
echo "| workload | config | instructions per request | ratio | over bare |"
echo "|---|---|---:|---:|---:|"
printf '%s' "$per_request"
fi

# Per operation: each of bench/micro/*.php repeats one operation in a loop;
# the instructions at 2M iterations minus those at M, divided by M, are
# that operation's cost with the loop's own, without startup. run_cfg minus
# floor is what our handlers add to it (a per-function count would not do:
# callgrind books a tail-called internal function to our hook).
m=20000
[ "$quick" = --quick ] && m=5000
unset REQUEST_URI
bin=php
echo
echo "Per operation ($m and $((2 * m)) iterations): instructions per iteration"
echo
echo "| operation | bare | floor | compare | run_cfg | run_cfg − floor |"
echo "|---|---:|---:|---:|---:|---:|"
ops="user_call internal_call method_call property_write property_write_diverges return_probe"
cg_dir=$(mktemp -d /tmp/st_bench_cg.XXXXXX)
trap 'rm -f "$so"; rm -rf "$floor_dir" "$cg_dir"' EXIT
for s in $ops; do
	declare -A O=()
	for c in bare floor compare run_cfg; do
		keep_a=/dev/null keep_b=/dev/null
		[ "$c" = run_cfg ] && { keep_a=$cg_dir/$s.a; keep_b=$cg_dir/$s.b; }
		a=$(instr "${cfg[$c]}" "$top/bench/micro/$s.php $m" "$keep_a")
		b=$(instr "${cfg[$c]}" "$top/bench/micro/$s.php $((2 * m))" "$keep_b")
		O[$c]=$(((b - a) / m))
	done
	echo "| $s | ${O[bare]} | ${O[floor]} | ${O[compare]} | ${O[run_cfg]} | $(printf '%+d' $((O[run_cfg] - O[floor]))) |"
done

# Per handler: of run_cfg's, each of our functions' own instructions (by
# symbol: what a hook tail-calls is not booked to it), the same difference.
echo
echo "Per operation in run_cfg, our functions' own instructions per iteration (1 or more)"
echo
echo "| operation | function | instructions |"
echo "|---|---|---:|"
for s in $ops; do
	awk -f "$top/bench/handlers.awk" "$cg_dir/$s.a" >"$cg_dir/$s.a.txt"
	awk -f "$top/bench/handlers.awk" "$cg_dir/$s.b" >"$cg_dir/$s.b.txt"
	awk -v m="$m" -v op="$s" 'FNR == NR { a[$1] = $2; next }
		{ d = ($2 - a[$1]) / m; if (d >= 1) { printf "%s\t%d\n", $1, d + 0.5; t += d } }
		END { printf "(all of ours)\t%d\n", t + 0.5 }' "$cg_dir/$s.a.txt" "$cg_dir/$s.b.txt" |
		sort -t "$(printf '\t')" -k2 -n -r | while IFS="$(printf '\t')" read -r f c; do echo "| $s | $f | $c |"; done
done
