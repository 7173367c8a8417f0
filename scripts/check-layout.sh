#!/usr/bin/env bash
# The layout rules of docs/internals.md ("Source layout"), read from the
# code. No network; needs cc, nm, php and php-config.
#
#   circles   no circle of files: a node is a file pair (x.c with x.h), an
#             edge an #include "…" of a file in the tree or a call (a .c
#             using a function or variable another .c defines, read with nm
#             from objects compiled here). Includes of php_scalar_types.h
#             are left out: it is the module's globals, which every file
#             reads through ST_G() and which are built from each area's
#             header (what a file may write there is the next check); so
#             are uses of the globals' symbol that ST_G() expands to.
#   sides     the probes' compile side (src/probes/compile/) and run side
#             (src/probes/run/) neither include nor call each other: the
#             path encoding (src/probes/path.h) is their contract.
#   globals   no file writes (=, op=, ++, --, &, memset/memcpy) an ST_G(area.field) of an
#             area other than its own: an area is a folder under src/ (its
#             subfolders included), the module file's is the settings; the
#             owner of a field is the folder of the header that declares
#             its struct.
#   build     config.m4 and config.w32 list every .c (config.w32 by folder)
#   headers   each header under src/, and php_scalar_types.h, compiles alone
#             (a .c that includes only it), with the dev build's warnings.
#
# Usage: scripts/check-layout.sh [--self-test] [TOP]
#   --self-test: also checks that a circle and a foreign write, put into a
#   copy of the tree, are found and printed.
# Last line: "layout: N passed, N failed, N skipped"; exit 1 when one failed.
set -uo pipefail

self_test=0
if [ "${1:-}" = --self-test ]; then
	self_test=1
	shift
fi
top=$(cd "${1:-$(dirname "$0")/..}" && pwd)
php_config=${PHP_CONFIG:-php-config}
cc=${CC:-cc}
passed=0 failed=0

pass() { echo "PASS $*"; passed=$((passed + 1)); }
fail() { echo "FAIL $*"; failed=$((failed + 1)); }

if ! command -v "$php_config" >/dev/null || ! command -v "$cc" >/dev/null || ! command -v nm >/dev/null; then
	echo "needs $php_config, $cc and nm" >&2
	echo "layout: 0 passed, 1 failed, 0 skipped"
	exit 1
fi
# shellcheck disable=SC2046  # php-config prints several -I options
read -r -a php_includes <<<"$($php_config --includes)"
cflags=(-DZEND_ENABLE_STATIC_TSRMLS_CACHE=1 -DCOMPILE_DL_SCALAR_TYPES -I"$top" -I"$top/src" "${php_includes[@]}")

# Prints the graph's facts for one tree: "inc FILE INCLUDED", "def FILE
# SYMBOL", "use FILE SYMBOL", "src FILE" (paths relative to the tree).
# Returns non-zero when a file does not compile.
facts() {
	local t=$1 work f rel ok=0
	work=$(mktemp -d /tmp/st_layout.XXXXXX)
	(cd "$t" && { ls scalar_types.c php_scalar_types.h 2>/dev/null; find src -name '*.[ch]' | sort; }) >"$work/files"
	while read -r rel; do
		echo "src $rel"
	done <"$work/files"
	# includes: the quoted ones that name a file of the tree (from src/, the
	# top or the including file's folder)
	while read -r rel; do
		sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$t/$rel" | while read -r inc; do
			for cand in "src/$inc" "$inc" "$(dirname "$rel")/$inc"; do
				cand=${cand#./}
				if [ -f "$t/$cand" ]; then
					echo "inc $rel $cand"
					break
				fi
			done
		done
	done <"$work/files"
	# calls: objects compiled here (-O0: fast; inline functions stay local)
	grep '\.c$' "$work/files" | xargs -P "$(nproc 2>/dev/null || echo 2)" -I{} sh -c '
		w=$1 t=$2 rel=$3 cc=$4
		shift 4
		o="$w/$(echo "$rel" | tr / _).o"
		"$cc" -c -O0 -w "$@" -o "$o" "$t/$rel" 2>"$o.err" || { echo "compile failed: $rel" >&2; cat "$o.err" >&2; }
	' _ "$work" "$t" {} "$cc" "${cflags[@]}"
	while read -r rel; do
		case $rel in *.c) ;; *) continue ;; esac
		o="$work/$(echo "$rel" | tr / _).o"
		if [ ! -s "$o" ]; then
			ok=1
			continue
		fi
		nm -g --defined-only "$o" | awk -v f="$rel" 'NF == 3 && $2 ~ /[TDBRVWC]/ { print "def " f " " $3 }'
		nm -u "$o" | awk -v f="$rel" '{ print "use " f " " $NF }'
	done <"$work/files"
	rm -rf "$work"
	return $ok
}

# The two graph checks over one tree's facts (stdin); prints PASS/FAIL lines.
# shellcheck disable=SC2016
analyse() {
	php -d display_errors=stderr -r '
$top = $argv[1];
$inc = $def = $use = $src = [];
while (($l = fgets(STDIN)) !== false) {
	$p = explode(" ", rtrim($l, "\n"));
	if ($p[0] === "inc") { $inc[] = [$p[1], $p[2]]; }
	elseif ($p[0] === "def") { $def[$p[2]] = $p[1]; }
	elseif ($p[0] === "use") { $use[] = [$p[1], $p[2]]; }
	elseif ($p[0] === "src") { $src[] = $p[1]; }
}
$node = fn(string $f): string => preg_replace("/\\.[ch]$/", "", $f);
$edges = []; /* from => [to => why] */
$add = function (string $a, string $b, string $why) use (&$edges, $node) {
	[$a, $b] = [$node($a), $node($b)];
	if ($a !== $b && !isset($edges[$a][$b])) { $edges[$a][$b] = $why; }
};
foreach ($inc as [$a, $b]) {
	if ($b !== "php_scalar_types.h") { $add($a, $b, "includes $b"); }
}
foreach ($use as [$a, $sym]) {
	/* the module globals themselves (ST_G()): see the header above */
	if (isset($def[$sym]) && !preg_match("/^(scalar_types_globals(_id|_offset)?|_tsrm_ls_cache)$/", $sym)) { $add($a, $def[$sym], "calls $sym()"); }
}
/* Tarjan: each strongly connected component of more than one node holds
 * a circle; one is printed per component. */
$index = $low = $on = $stack = $sccs = [];
$i = 0;
$visit = function ($v) use (&$visit, &$index, &$low, &$on, &$stack, &$sccs, &$i, $edges) {
	$index[$v] = $low[$v] = $i++;
	$stack[] = $v; $on[$v] = true;
	foreach (array_keys($edges[$v] ?? []) as $w) {
		if (!isset($index[$w])) { $visit($w); $low[$v] = min($low[$v], $low[$w]); }
		elseif (!empty($on[$w])) { $low[$v] = min($low[$v], $index[$w]); }
	}
	if ($low[$v] === $index[$v]) {
		$c = [];
		do { $w = array_pop($stack); $on[$w] = false; $c[] = $w; } while ($w !== $v);
		if (count($c) > 1) { $sccs[] = $c; }
	}
};
$nodes = array_unique(array_merge(array_keys($edges), ...array_map("array_keys", array_values($edges ?: [[]]))));
sort($nodes);
foreach ($nodes as $v) { if (!isset($index[$v])) { $visit($v); } }
foreach ($sccs as $c) {
	/* the shortest way back to the first node, inside the component */
	sort($c);
	$in = array_flip($c); $start = $c[0];
	$prev = [$start => null]; $queue = [$start]; $back = null;
	while ($queue && $back === null) {
		$v = array_shift($queue);
		foreach (array_keys($edges[$v]) as $w) {
			if (!isset($in[$w])) { continue; }
			if ($w === $start) { $back = $v; break; }
			if (!array_key_exists($w, $prev)) { $prev[$w] = $v; $queue[] = $w; }
		}
	}
	$path = [];
	for ($v = $back; $v !== null; $v = $prev[$v]) { array_unshift($path, $v); }
	$path[] = $start;
	echo "FAIL circles: a circle of ", count($path) - 1, " files (", count($c), " in its knot: ", implode(", ", $c), ")\n";
	for ($k = 0; $k + 1 < count($path); $k++) {
		echo "    ", $path[$k], " -> ", $path[$k + 1], "  (", $edges[$path[$k]][$path[$k + 1]], ")\n";
	}
}
if (!$sccs) { echo "PASS circles: ", count($nodes), " file pairs, ", array_sum(array_map("count", $edges)), " edges, no circle\n"; }

/* sides: folders that must not meet (only a header above both joins them) */
$apart = [["src/probes/compile/", "src/probes/run/"]];
$met = 0;
foreach ($apart as [$x, $y]) {
	foreach ($edges as $a => $tos) {
		foreach ($tos as $b => $why) {
			if ((str_starts_with($a, $x) && str_starts_with($b, $y)) || (str_starts_with($a, $y) && str_starts_with($b, $x))) {
				echo "FAIL sides: $a -> $b ($why): $x and $y meet only in what is above them\n";
				$met++;
			}
		}
	}
}
if (!$met) { echo "PASS sides: ", implode("; ", array_map(fn($p) => implode(" and ", $p), $apart)), " never include or call each other\n"; }

/* globals: which area owns each part of the module globals */
$area = function (string $f): string {
	return preg_match("#^src/([^/]+)/#", $f, $m) ? $m[1] : "module";
};
$text = fn(string $f): string => file_get_contents("$top/$f");
$code = function (string $s): string { /* comments and literals blanked, offsets kept */
	return preg_replace_callback("#/\\*.*?\\*/|//[^\\n]*|\"(?:\\\\\\\\.|[^\"\\\\\\\\\\n])*\"|\x27(?:\\\\\\\\.|[^\x27\\\\\\\\\\n])*\x27#s",
		fn($m) => preg_replace("/[^\\n]/", " ", $m[0]), $s);
};
$owner = [];
if (preg_match("/ZEND_BEGIN_MODULE_GLOBALS\\(\\w+\\)(.*?)ZEND_END_MODULE_GLOBALS/s", $code($text("php_scalar_types.h")), $m)) {
	preg_match_all("/(\\w+)\\s+(\\w+)\\s*;/", $m[1], $fields, PREG_SET_ORDER);
	foreach ($fields as [, $type, $field]) {
		$owner[$field] = "?";
		foreach ($src as $f) {
			if (substr($f, -2) === ".h" && preg_match("/}\\s*" . preg_quote($type) . "\\s*;/", $code($text($f)))) {
				$owner[$field] = $area($f);
			}
		}
	}
}
$bad = 0;
foreach ($src as $f) {
	$s = $code($text($f));
	if (!preg_match_all("/ST_G\\(\\s*(\\w+)/", $s, $ms, PREG_OFFSET_CAPTURE)) { continue; }
	foreach ($ms[1] as [$field, $off]) {
		$mine = $area($f);
		if (!isset($owner[$field]) || $owner[$field] === $mine) { continue; }
		/* the whole lvalue: ST_G(…) with its [..], .x and ->x */
		$start = strrpos(substr($s, 0, $off), "ST_G(");
		$j = $start + 4; $depth = 0;
		do { $c = $s[$j++]; $depth += $c === "(" ? 1 : ($c === ")" ? -1 : 0); } while ($depth > 0 && $j < strlen($s));
		$rest = substr($s, $j, 200);
		preg_match("/^(\\s*(\\[[^\\]]*\\]|\\.\\s*\\w+|->\\s*\\w+))*/", $rest, $pm);
		$after = substr($rest, strlen($pm[0]));
		$before = substr($s, max(0, $start - 40), $start - max(0, $start - 40));
		$write = preg_match("/^\\s*(\\+\\+|--|(<<|>>|[-+*\\/%&|^])?=(?!=))/", $after)
			|| preg_match("/(\\+\\+|--|(?<![&\\w)\\]])&|\\b(memset|memcpy|memmove)\\s*\\()\\s*\\(?\\s*$/", $before);
		if ($write) {
			$line = substr_count($s, "\n", 0, $start) + 1;
			$expr = trim(preg_replace("/\\s+/", " ", substr($s, $start, $j - $start) . $pm[0]));
			echo "FAIL globals: $f:$line ($mine) writes $expr, which belongs to ", $owner[$field] === "module" ? "the module file" : "src/" . $owner[$field] . "/", "\n";
			$bad++;
		}
	}
}
if (!$bad) { echo "PASS globals: ", count($owner), " parts of the module globals, each written by its own area only\n"; }
' "$1"
}

check_tree() { # TOP: the facts, then the checks; prints PASS/FAIL lines
	local t=$1 out
	out=$(mktemp)
	if ! facts "$t" >"$out"; then
		echo "FAIL circles: a file did not compile (above)"
	fi
	analyse "$t" <"$out"
	rm -f "$out"
}

while IFS= read -r line; do
	echo "$line"
	case $line in
		PASS*) passed=$((passed + 1)) ;;
		FAIL*) failed=$((failed + 1)) ;;
	esac
done < <(check_tree "$top")

# the build files: every source in config.m4 and, by folder, in config.w32
unlisted=()
for c in scalar_types.c $(cd "$top" && find src -name '*.c' | sort); do
	dir=$(dirname "$c") base=$(basename "$c")
	grep -qE "(^|[ \"])$c([ \"]|\$)" "$top/config.m4" || unlisted+=("$c (config.m4)")
	if [ "$dir" = . ]; then
		grep -q "\"$base\"" "$top/config.w32" || unlisted+=("$c (config.w32)")
	else
		grep -q "configure_module_dirname + \"/$dir\"" "$top/config.w32" \
			&& grep -qE "[\" ]$base[\" ]" "$top/config.w32" || unlisted+=("$c (config.w32)")
	fi
done
if [ ${#unlisted[@]} -eq 0 ]; then
	pass "build files: config.m4 and config.w32 list every source"
else
	fail "build files: not listed: ${unlisted[*]}"
fi

# headers alone, with the dev build's warnings
hdr_work=$(mktemp -d /tmp/st_layout_h.XXXXXX)
trap 'rm -rf "$hdr_work"' EXIT
for h in php_scalar_types.h $(cd "$top" && find src -name '*.h' | sort); do
	[ -f "$top/$h" ] || continue
	inc=${h#src/}
	printf '#include "%s"\n' "$inc" >"$hdr_work/alone.c"
	if "$cc" -fsyntax-only -Wall -Wextra -Wno-unused-parameter -Werror "${cflags[@]}" "$hdr_work/alone.c" \
		>"$hdr_work/err" 2>&1; then
		pass "header $h compiles alone"
	else
		sed 's/^/    /' "$hdr_work/err" | head -20
		fail "header $h does not compile alone"
	fi
done

if [ "$self_test" = 1 ]; then
	# a copy of the sources with a circle (rules/coercion.c calls back into
	# the module file) and a foreign write (the rules write compare's globals)
	copy=$hdr_work/tree
	mkdir -p "$copy"
	(cd "$top" && cp -r scalar_types.c php_scalar_types.h scalar_types_arginfo.h src "$copy/")
	cat >>"$copy/src/rules/coercion.c" <<'EOF'
#include "php_scalar_types.h"
void scalar_types_layout_self_test(void);
void scalar_types_layout_self_test(void) { zm_startup_scalar_types(0, 0); }
EOF
	sed -i 's/^\(PHP_MINIT_FUNCTION(scalar_types)\)$/\1/; s/^static PHP_MINIT_FUNCTION/PHP_MINIT_FUNCTION/' "$copy/scalar_types.c"
	printf 'void scalar_types_layout_self_test(void);\nvoid scalar_types_layout_self_test2(void) { scalar_types_layout_self_test(); }\n' >>"$copy/scalar_types.c"
	echo 'void scalar_types_layout_self_test3(void) { ST_G(compare.active) = true; }' >>"$copy/src/rules/coercion.c"
	st=$(check_tree "$copy")
	printf '%s\n' "$st" | sed 's/^/    self-test: /'
	if printf '%s\n' "$st" | grep -q '^FAIL circles: a circle' \
		&& printf '%s\n' "$st" | grep -q 'src/rules/coercion -> scalar_types\|scalar_types -> src/rules/coercion' \
		&& printf '%s\n' "$st" | grep -q '^FAIL globals: src/rules/coercion.c:.*ST_G(compare.active)'; then
		pass "self-test: the circle and the foreign write put into a copy are found"
	else
		fail "self-test: the circle or the foreign write put into a copy was not found"
	fi
fi

echo "layout: $passed passed, $failed failed, 0 skipped"
[ "$failed" -eq 0 ]
