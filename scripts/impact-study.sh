#!/usr/bin/env bash
# The impact study (docs/impact.md): what each rule set (strict, php9,
# coercive-2015, bool-2025, unify-2021) would break across real PHP code.
# For each package below it fetches Debian's source package (apt-get source,
# bookworm, deb-src from this machine's own archive URI), installs the
# binary packages its autopkgtest (debian/tests/control) depends on, and runs
# that test command unchanged twice: bare, and with every phpunit under
# `bin/scalar-types run`. Each phpunit writes JUnit XML; every test's outcome
# must be the same in both runs. A third run (casts) forces strict the files
# `fix --casts --strict-ready` marks strict-ready in each study package (those
# with casts compiled from their converted copies) and proves them against the
# bare run's outcomes. Then `bin/scalar-types projects` puts the packages side
# by side and docs/impact.md and docs/impact.json are written.
#
#   scripts/impact-study.sh            the whole study; rewrites docs/impact.{md,json}
#   scripts/impact-study.sh --quick    two small packages; checks their counts against
#                                      docs/impact.json, and README's totals against it
#                                      (scripts/test.sh's impact-quick pass)
#   scripts/impact-study.sh --only P,Q only these packages; writes nothing into docs/
#
# The packages the autopkgtests depend on stay installed, but not their PHP modules:
# installing php8.2-gd, -memcached, -intl, … enables each for every SAPI of the host,
# which changes what this repo's other tests see (ext/gd: the example app's thumbnail
# path; ext/memcached: valgrind's reports). What an install of the study enabled is
# disabled again at once (phpdismod; and at exit, whatever happens), and the suites
# run with every installed module enabled, as in Debian's autopkgtest testbed, from a
# scan directory of their own (PHP_INI_SCAN_DIR=$OUT/conf.d).
# Every package's dependencies are installed before the first suite runs, so each
# suite sees the same modules whichever packages the run holds, and in whatever order.
# Needs root (apt-get) on Debian 12. Work files: $ST_CACHE/impact (default
# /var/cache/scalar-types/impact). Last line: "impact: N passed, N failed, N skipped"
# (per package: passed = same outcomes in both runs and, --quick, the published counts).
# Timeout per run of one package: ST_IMPACT_TIMEOUT seconds (default 2400).
set -uo pipefail

ST_TOP=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib.sh
. "$ST_TOP/scripts/lib.sh"
# shellcheck source=lib-src.sh
. "$ST_TOP/scripts/lib-src.sh"

# The sample: Debian source packages whose autopkgtest runs the upstream PHPUnit
# suite offline. "symfony" is one source package of many components: each
# component is one package of the study (its own Composer package, suite and code).
PACKAGES=(
	php-doctrine-inflector php-doctrine-lexer php-doctrine-instantiator php-doctrine-collections
	php-doctrine-annotations php-webmozart-assert php-psr-container php-dasprid-enum php-bacon-qr-code
	phpunit-diff phpunit-comparator phpunit-exporter php-text-template php-masterminds-html5
	php-font-lib php-dompdf php-parser php-league-commonmark php-monolog php-guzzlehttp-psr7
	php-twig phpseclib phpunit composer php-nesbot-carbon php-laravel-framework symfony
)
QUICK=(php-doctrine-inflector php-doctrine-lexer)
# The Symfony components in the study (Security-Core: src/Symfony/Component/Security/Core).
# Left out: Cache, Lock, Semaphore, Ldap, HttpClient, Process and Runtime (their suites
# need services, a local server or timing), the bridges and the bundles (scripts/impact-left-out.txt).
# Debian's own run excludes the groups network, tty, benchmark, intl-data, functional
# and composer, as here.
SYMFONY_COMPONENTS=(
	Asset BrowserKit Config Console CssSelector DependencyInjection DomCrawler Dotenv ErrorHandler
	EventDispatcher ExpressionLanguage Filesystem Finder Form HttpFoundation HttpKernel Inflector
	Intl Mime OptionsResolver PasswordHasher PropertyAccess PropertyInfo RateLimiter Routing
	Serializer Stopwatch String Templating Translation Uid Validator VarDumper VarExporter WebLink Yaml
	Mailer Messenger Notifier Security-Core Security-Csrf Security-Guard Security-Http Workflow
)

mode=full
only=""
case "${1:-}" in
--quick) mode=quick ;;
--only) mode=only only=${2:?--only P,Q} ;;
"") ;;
*) echo "usage: $0 [--quick | --only P,Q]" >&2; exit 2 ;;
esac

CACHE=${ST_CACHE:-/var/cache/scalar-types}/impact
SRC=$CACHE/src
OUT=$CACHE/out-$mode
TIMEOUT=${ST_IMPACT_TIMEOUT:-2400}
log() { printf '==> %s\n' "$*" >&2; }
passed=0 failed=0 skipped=0
finish() {
	echo "impact: $passed passed, $failed failed, $skipped skipped"
	[ "$failed" -eq 0 ]
	exit $?
}

if [ "$(id -u)" != 0 ]; then
	echo "impact: needs root (apt-get)"
	skipped=1
	finish
fi
st_install_deps dpkg-dev xz-utils phpunit pkg-php-tools parallel patch >&2 || { echo "impact: cannot install the tools"; failed=1; finish; }
[ -f "$ST_TOP/modules/scalar_types.so" ] || st_build >&2 || { echo "impact: build failed"; failed=1; finish; }
st_src_ensure_debsrc && apt-get update -q >/dev/null
mkdir -p "$SRC"
[ "${ST_IMPACT_REUSE:-0}" = 1 ] || rm -rf "$OUT"
rm -rf "$OUT/meta" "$OUT/left-out" "$OUT/projects.args"
mkdir -p "$OUT/bin" "$OUT/meta"

# The host's PHP modules, as "SAPI MODULE" lines: what an install of the study enables
# is disabled again (the header above says why).
enabled_modules() {
	local f m
	for f in /etc/php/8.2/*/conf.d/*.ini; do
		[ -e "$f" ] || continue
		m=$(basename "$f" .ini)
		m=${m#*-}
		[ -f "/etc/php/8.2/mods-available/$m.ini" ] && echo "$(basename "$(dirname "$(dirname "$f")")") $m"
	done | LC_ALL=C sort -u
}
MODULES_BEFORE=$(enabled_modules)
restore_modules() {
	local sapi mod
	LC_ALL=C comm -13 <(echo "$MODULES_BEFORE") <(enabled_modules) | while read -r sapi mod; do
		[ -n "$mod" ] || continue
		log "PHP module $mod ($sapi): enabled by an install of the study, disabled again"
		phpdismod -v 8.2 -s "$sapi" "$mod"
	done
}
trap restore_modules EXIT
trap 'exit 143' TERM INT HUP

# The suites' scan directory: every module installed (its .so present), at the priority
# its mods-available file gives, as Debian's postinst would enable it; scalar_types never
# (the bare run is bare).
suites_conf_d() {
	local f m prio so dir
	dir=$(php -r 'echo ini_get("extension_dir");')
	rm -rf "$OUT/conf.d" && mkdir -p "$OUT/conf.d"
	for f in /etc/php/8.2/mods-available/*.ini; do
		m=$(basename "$f" .ini)
		[ "$m" = scalar_types ] && continue
		so=$(sed -n 's/^[[:space:]]*\(zend_\)\{0,1\}extension[[:space:]]*=[[:space:]]*\([^[:space:];]*\).*/\2/p' "$f" | head -1)
		[ -n "$so" ] && [ -f "$dir/${so%.so}.so" ] || continue
		prio=$(sed -n 's/^;[[:space:]]*priority=\([0-9]*\).*/\1/p' "$f" | head -1)
		ln -s "$f" "$OUT/conf.d/${prio:-20}-$m.ini"
	done
	log "the suites' PHP modules ($OUT/conf.d): $(ls "$OUT/conf.d" | sed 's/^[0-9]*-//; s/\.ini$//' | paste -sd' ')"
}

# phpunit, as every test command calls it: JUnit XML per invocation, named by
# the suite directory it is given (symfony runs one phpunit per component);
# in the compare and casts runs, under bin/scalar-types run with one report dir
# per suite (casts: the files fix --casts marks strict-ready forced strict).
cat >"$OUT/bin/phpunit" <<'EOF'
#!/bin/sh
tag=main
for a in "$@"; do
	case "$a" in *Symfony/*) [ -d "$a" ] && tag=$(echo "${a%/}" | sed 's|.*Symfony/||; s|/|-|g');; esac
done
# a suite the study leaves out (symfony's bridges, bundles, service-bound components) is not run
if [ -n "${ST_IMPACT_SUITES:-}" ] && [ "$tag" != main ] && ! echo "$tag" | grep -qxE "$ST_IMPACT_SUITES"; then
	exit 0
fi
mkdir -p "$ST_IMPACT_RUN/junit/$tag"
if [ "$ST_IMPACT_MODE" = casts ]; then
	# the suite's own strict list and overlay, from an INI file in a scan directory of its own:
	# a list of hundreds of paths is too long for one argument (and reaches every child PHP too);
	# a suite with nothing to force is not run again
	ini=$ST_IMPACT_PLAN/ini/$tag
	[ -f "$ini/impact-casts.ini" ] || exit 0
	PHP_INI_SCAN_DIR="${PHP_INI_SCAN_DIR:-}:$ini"
	export PHP_INI_SCAN_DIR
fi
if [ "$ST_IMPACT_MODE" != bare ]; then
	exec php "$ST_IMPACT_CLI" run --report-dir "$ST_IMPACT_RUN/reports/$tag" -- /usr/bin/phpunit --log-junit "$ST_IMPACT_RUN/junit/$tag/junit-$$.xml" "$@"
fi
exec /usr/bin/phpunit --log-junit "$ST_IMPACT_RUN/junit/$tag/junit-$$.xml" "$@"
EOF
chmod +x "$OUT/bin/phpunit"

# The test command of SRC's autopkgtest that runs phpunit: a Test-Command, or
# the script of a "Tests:" name; and the Depends of that stanza ("@" = the
# source's binary packages). Prints "cmd\tdeps".
autopkgtest_cmd() {
	php -r '
	$c = preg_replace("/\n[ \t]+/", " ", file_get_contents($argv[1] . "/debian/tests/control"));
	foreach (preg_split("/\n\s*\n/", $c) as $st) {
		preg_match("/^Test-Command:(.*)$/mi", $st, $t);
		preg_match("/^Tests:(.*)$/mi", $st, $n);
		$cmd = isset($t[1]) ? trim($t[1]) : (isset($n[1]) ? "sh debian/tests/" . trim($n[1]) : "");
		if ($cmd === "" || (!str_contains($cmd, "phpunit") && !preg_match("/phpunit/", @file_get_contents($argv[1] . "/debian/tests/" . trim($n[1] ?? "")) ?: ""))) {
			continue;
		}
		preg_match("/^Depends:(.*)$/mi", $st, $d);
		$deps = [];
		foreach (explode(",", $d[1] ?? "") as $x) {
			$x = trim(preg_replace("/\(.*?\)|\[.*?\]/", "", explode("|", $x)[0]));
			if ($x !== "") $deps[] = $x;
		}
		echo $cmd, "\t", implode(" ", $deps), "\n";
		exit(0);
	}
	exit(1);' "$1"
}

# Fetches SRCPKG's source into $SRC once; prints the unpacked tree.
fetch() {
	local p=$1 d
	d=$(find "$SRC" -mindepth 1 -maxdepth 1 -type d -name "$p-[0-9]*" | head -1)
	if [ -z "$d" ]; then
		log "apt-get source $p"
		(cd "$SRC" && apt-get source -q "$p" >/dev/null 2>&1) || return 1
		d=$(find "$SRC" -mindepth 1 -maxdepth 1 -type d -name "$p-[0-9]*" | head -1)
	fi
	[ -n "$d" ] && [ -f "$d/debian/tests/control" ] && echo "$d"
}

# The PHP files of binary packages $@ under /usr/share/php: their top directories where
# no other package installs PHP files below, else the files one by one (phpseclib's are
# in /usr/share/php/Crypt, Math, …, beside other packages'; composer's dependencies are
# below /usr/share/php/Composer).
own_installed() {
	dpkg -L "$@" 2>/dev/null | grep '^/usr/share/php/.*\.php$' | sort -u | php "$ST_TOP/scripts/impact-study.php" own
}

# meta NAME VERSION SOURCE BARE.json COMPARE.json DIFF.txt CASTS.json
meta() {
	php -r '
	[, $name, $version, $source, $bare, $compare, $diff, $casts] = $argv;
	$b = json_decode(file_get_contents($bare), true);
	$c = json_decode(file_get_contents($compare), true);
	$d = array_values(array_filter(explode("\n", (string) @file_get_contents($diff))));
	echo json_encode(["name" => $name, "source" => $source, "version" => $version, "tests" => $b["summary"],
		"compare_tests" => $c["summary"], "differences" => $d, "casts" => json_decode(file_get_contents($casts), true)],
		JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE), "\n";' "$@"
}

# prepare_pkg SRC: fetches it and installs its autopkgtest's dependencies; 1 if it cannot run here.
declare -A TREE VERSION CMD BINS
prepare_pkg() {
	local src=$1 tree version cmd deps bins
	tree=$(fetch "$src") || { log "$src: no source package with an autopkgtest here"; echo "$src: no source package with an autopkgtest (debian/tests/control) from this machine's archive" >>"$OUT/left-out"; skipped=$((skipped + 1)); return 1; }
	version=$(dpkg-parsechangelog -l "$tree/debian/changelog" -S Version)
	IFS=$'\t' read -r cmd deps < <(autopkgtest_cmd "$tree") || { echo "$src: no autopkgtest running phpunit" >>"$OUT/left-out"; skipped=$((skipped + 1)); return 1; }
	# the binary packages of this version: debian/control's Package: fields (apt-cache
	# showsrc's Binary: is folded over several lines for a source as large as symfony's)
	bins=$(sed -n 's/^Package: *//p' "$tree/debian/control" | paste -sd' ')
	deps=${deps//@/$bins}
	log "$src $version: installing $deps"
	# one by one when all at once fails: a dependency this archive lacks is named, the rest installed
	if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $deps >/dev/null 2>&1; then
		for p in $deps; do
			DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$p" >/dev/null 2>&1 || log "$src: cannot install $p"
		done
	fi
	restore_modules
	TREE[$src]=$tree VERSION[$src]=$version CMD[$src]=$cmd BINS[$src]=$bins
}

# run_mode SRC MODE SUITES_RE: SRC's test command once, on a fresh copy of its tree, in
# $OUT/SRC/MODE (bare, compare, casts), running only the suites SUITES_RE names (symfony)
run_mode() {
	local src=$1 m=$2 suites_re=$3 tree=${TREE[$1]} cmd=${CMD[$1]} run=$OUT/$1/$2
	# ST_IMPACT_REUSE=1: the runs already made in $OUT are taken as they are (only the bookkeeping is redone)
	[ "${ST_IMPACT_REUSE:-0}" = 1 ] && [ -f "$run/rc" ] && return 0
	rm -rf "$run" && mkdir -p "$run"
	cp -a "$tree" "$run/tree"
	log "$src: $m run ($cmd)"
	# parallel (symfony's runner): one job at a time
	(cd "$run/tree" && PHP_INI_SCAN_DIR="$OUT/conf.d" ST_IMPACT_SUITES="$suites_re" PARALLEL=-j1 PATH="$OUT/bin:$PATH" ST_IMPACT_MODE=$m ST_IMPACT_RUN=$run \
		ST_IMPACT_PLAN="$OUT/$src/plan" ST_IMPACT_CLI="$ST_TOP/bin/scalar-types" SCALAR_TYPES_SO="$ST_TOP/modules/scalar_types.so" \
		timeout "$TIMEOUT" bash -c "$cmd" >"$run/log" 2>&1 </dev/null)
	echo $? >"$run/rc"
}

# study_tags SRC: the study packages of SRC's runs, a line "TAG NAME OWN" each: one per
# suite directory (symfony: per component), else the package; OWN: its own paths, comma-separated
study_tags() {
	local src=$1 tag comp
	for tag in $(cd "$OUT/$src/bare/junit" 2>/dev/null && ls); do
		if [ "$tag" = main ]; then
			echo "main $src $OUT/$src/compare/tree,$(own_installed ${BINS[$src]} | paste -sd,)"
			continue
		fi
		case "$src:$tag" in
		symfony:Component-*) ;;
		*) continue ;;
		esac
		comp=${tag#Component-}
		printf '%s\n' "${SYMFONY_COMPONENTS[@]}" | grep -qx "$comp" || continue
		echo "$tag symfony-$(echo "$comp" | sed 's/\([a-z]\)\([A-Z]\)/\1-\2/g' | tr 'A-Z' 'a-z')" \
			"$OUT/$src/compare/tree/src/Symfony/Component/${comp//-//},/usr/share/php/Symfony/Component/${comp//-//}"
	done
}

# casts_plan SRC TAG OWN: what `fix --casts --strict-ready` makes of the compare run's report of
# suite TAG in the study package's own files (OWN): the dry run (every site: its conversion, or
# why none), the strict list with the converted copies (the overlay), and, when the list names a
# file, the casts run's INI file (impact-casts.ini, read by the phpunit wrapper). The list and the
# copies name the compare run's tree; the casts run runs a fresh copy of the tree: renamed to it.
casts_plan() {
	local src=$1 tag=$2 own=$3 plan=$OUT/$1/plan from=$OUT/$1/compare/tree to=$OUT/$1/casts/tree
	local paths list ovl ex base
	IFS=, read -r -a paths <<<"$own"
	ovl=$plan/overlay/$tag
	# the overlay: not group- or world-writable (scalar_types.source_overlay refuses it otherwise)
	rm -rf "$ovl" "$plan/ini/$tag" "$plan/$tag".* && mkdir -p "$plan/overlay" && mkdir -m 700 "$ovl"
	(cd "$from" && php "$ST_TOP/bin/scalar-types" fix --casts --strict-ready --dry-run \
		--report "$OUT/$src/compare/reports/$tag" "${paths[@]}") >"$plan/$tag.dry" 2>"$plan/$tag.err" ||
		log "$src ($tag): fix --casts --dry-run failed: $(tail -1 "$plan/$tag.err")"
	(cd "$from" && php "$ST_TOP/bin/scalar-types" fix --casts --strict-ready --strict-paths --overlay "$ovl" \
		--report "$OUT/$src/compare/reports/$tag" "${paths[@]}") >"$plan/$tag.strict" 2>>"$plan/$tag.err" ||
		log "$src ($tag): fix --casts --strict-paths failed: $(tail -1 "$plan/$tag.err")"
	list=$(sed -n 's/^scalar_types\.strict_paths=//p' "$plan/$tag.strict")
	[ -n "$list" ] || return 0
	if [ -d "$ovl$from" ]; then
		mkdir -p "$(dirname "$ovl$to")" && mv "$ovl$from" "$ovl$to"
	fi
	mkdir -p "$plan/ini/$tag"
	printf 'scalar_types.strict_paths="%s"\nscalar_types.source_overlay="%s"\n' "${list//"$from/"/"$to/"}" "$ovl" >"$plan/ini/$tag/impact-casts.ini"
	# the example of docs/impact.md: the file strict-ready with the most casts, as fix's diff shows it
	ex=$(sed -n 's/^\(.*\): would write \([0-9]*\) conversion(s) and add declare(strict_types=1) (.*/\2 \1/p' "$plan/$tag.dry" |
		LC_ALL=C sort -k1,1nr -k2 | head -1 | cut -d' ' -f2-)
	if [ -n "$ex" ]; then
		case $ex in
		"$from"/*) base=$from ;;
		/usr/share/php/*) base=/usr/share/php ;;
		*) base=/ ;;
		esac
		(cd "$from" && php "$ST_TOP/bin/scalar-types" fix --casts --strict-ready --base-dir "$base" \
			--report "$OUT/$src/compare/reports/$tag" "$ex") >"$plan/$tag.example.diff" 2>>"$plan/$tag.err"
	fi
}

run_pkg() {
	local src=$1 version=${VERSION[$1]} m
	local suites_re=""
	[ "$src" = symfony ] && suites_re="Component-($(IFS='|'; echo "${SYMFONY_COMPONENTS[*]}"))"
	for m in bare compare; do
		run_mode "$src" "$m" "$suites_re"
	done
	local tags tag name own ok=1 casts_re
	tags=$(study_tags "$src")
	# the third run: every file fix --casts marks strict-ready (alone or with casts) forced strict,
	# those with casts compiled from their converted copies; only the suites with such a file
	rm -rf "$OUT/$src/plan"
	while read -r tag name own; do
		[ -n "$tag" ] && casts_plan "$src" "$tag" "$own"
	done <<<"$tags"
	casts_re=$(cd "$OUT/$src/plan/ini" 2>/dev/null && ls | paste -sd'|')
	if [ -n "$casts_re" ]; then
		run_mode "$src" casts "${suites_re:+($casts_re)}"
	else
		rm -rf "$OUT/$src/casts"
	fi
	while read -r tag name own; do
		[ -n "$tag" ] || continue
		php "$ST_TOP/scripts/impact-study.php" outcomes "$OUT/$src/bare/junit/$tag" "$OUT/$src/bare/tree" >"$OUT/$src/bare/$tag.json"
		php "$ST_TOP/scripts/impact-study.php" outcomes "$OUT/$src/compare/junit/$tag" "$OUT/$src/compare/tree" >"$OUT/$src/compare/$tag.json"
		if [ "$(php -r 'echo json_decode(file_get_contents($argv[1]), true)["summary"]["tests"];' "$OUT/$src/bare/$tag.json")" = 0 ]; then
			log "$name: no test ran (log: $OUT/$src/bare/log)"
			echo "$name: no test ran here (its suite's bootstrap failed: see the run's log)" >>"$OUT/left-out"
			ok=0
			continue
		fi
		if ! php "$ST_TOP/scripts/impact-study.php" diff "$OUT/$src/bare/$tag.json" "$OUT/$src/compare/$tag.json" >"$OUT/$src/$tag.diff"; then
			log "$name: outcomes differ between the bare and the compare run:"
			head -20 "$OUT/$src/$tag.diff" >&2
			ok=0
		fi
		if [ ! -d "$OUT/$src/compare/reports/$tag" ]; then
			log "$name: the compare run wrote no report"
			ok=0
			continue
		fi
		# the casts run: its outcomes against the bare run's, and each forced file's proof
		local casts_json=none
		if [ -f "$OUT/$src/plan/ini/$tag/impact-casts.ini" ]; then
			casts_json=$OUT/$src/casts/$tag.json
			php "$ST_TOP/scripts/impact-study.php" outcomes "$OUT/$src/casts/junit/$tag" "$OUT/$src/casts/tree" >"$casts_json"
		fi
		php "$ST_TOP/scripts/impact-study.php" casts "$OUT/$src/plan/$tag" "$OUT/$src/casts/reports/$tag" \
			"$OUT/$src/bare/$tag.json" "$casts_json" "$OUT/$src/compare/tree" "$OUT/$src/casts/tree" >"$OUT/$src/plan/$tag.json"
		meta "$name" "$version" "$src" "$OUT/$src/bare/$tag.json" "$OUT/$src/compare/$tag.json" "$OUT/$src/$tag.diff" "$OUT/$src/plan/$tag.json" >"$OUT/meta/$name.json"
		echo "--under" "$name=$own" "$name=$OUT/$src/compare/reports/$tag" >>"$OUT/projects.args"
		log "$name: $(php -r '$j = json_decode(file_get_contents($argv[1]), true); echo json_encode($j["tests"]), "; strict-ready: ", $j["casts"]["line"];' "$OUT/meta/$name.json")"
	done <<<"$tags"
	if [ -z "$tags" ]; then
		log "$src: no JUnit written (exit $(cat "$OUT/$src/bare/rc")); log: $OUT/$src/bare/log"
		tail -5 "$OUT/$src/bare/log" >&2
		ok=0
	fi
	if [ "$ok" = 1 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}

case $mode in
quick) list=("${QUICK[@]}") ;;
only) IFS=, read -r -a list <<<"$only" ;;
*) list=("${PACKAGES[@]}") ;;
esac
start=$(date +%s)
# every package's dependencies first: each suite then sees the same installed modules
ready=()
for p in "${list[@]}"; do
	prepare_pkg "$p" && ready+=("$p")
done
suites_conf_d
for p in "${ready[@]}"; do
	run_pkg "$p"
done
[ -s "$OUT/projects.args" ] || finish

# the projects view over every package run
mapfile -t args < <(tr ' ' '\n' <"$OUT/projects.args")
php "$ST_TOP/bin/scalar-types" projects --format json --top 8 "${args[@]}" >"$OUT/projects.json" || { failed=$((failed + 1)); finish; }
php "$ST_TOP/bin/scalar-types" projects --format html --output "$OUT/html" --top 8 "${args[@]}" >&2
# the study's wall time; ST_IMPACT_REUSE=1 keeps that of the run that made the suites' runs
if [ "${ST_IMPACT_REUSE:-0}" = 1 ] && [ -s "$OUT/seconds" ]; then
	seconds=$(cat "$OUT/seconds")
else
	seconds=$(($(date +%s) - start))
	echo "$seconds" >"$OUT/seconds"
fi
php -r '
	$m = ["php" => PHP_VERSION . " (Debian " . trim(file_get_contents("/etc/debian_version")) . ")",
		"scalar_types" => $argv[2], "minutes" => (int) ceil(((int) $argv[3]) / 60),
		"method" => file_get_contents($argv[4]), "packages" => [], "left_out" => [],
		"modules" => array_map(fn($f) => preg_replace("/^[0-9]+-|\\.ini$/", "", basename($f)), glob($argv[1] . "/conf.d/*.ini"))];
	foreach (glob($argv[1] . "/meta/*.json") as $f) $m["packages"][] = json_decode(file_get_contents($f), true);
	usort($m["packages"], fn($a, $b) => strcmp($a["name"], $b["name"]));
	$m["left_out"] = array_values(array_filter(array_merge(explode("\n", (string) @file_get_contents($argv[1] . "/left-out")),
		explode("\n", file_get_contents($argv[5])))));
	echo json_encode($m, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES), "\n";' \
	"$OUT" "$(git -C "$ST_TOP" rev-parse --short HEAD 2>/dev/null || echo unknown)" "$seconds" \
	"$ST_TOP/scripts/impact-method.md" "$ST_TOP/scripts/impact-left-out.txt" >"$OUT/meta.json"

case $mode in
full) php "$ST_TOP/scripts/impact-study.php" write "$ST_TOP/docs/impact.json" "$ST_TOP/docs/impact.md" "$OUT/projects.json" "$OUT/meta.json" >&2 ;;
quick)
	# the published numbers, reproduced
	if ! php "$ST_TOP/scripts/impact-study.php" check "$ST_TOP/docs/impact.json" "$OUT/meta.json" "$OUT/projects.json" "$ST_TOP/README.md" >&2; then
		failed=$((failed + 1)) passed=$((passed > 0 ? passed - 1 : 0))
	fi
	;;
*) log "--only: docs/ left as they are; the view: $OUT/projects.json, $OUT/html/index.html" ;;
esac
finish
