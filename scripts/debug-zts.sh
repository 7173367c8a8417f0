#!/usr/bin/env bash
# Our phpt suite on a debug + ZTS PHP 8.2: the engine's assertions, its
# memory-leak reports ("Freeing 0x… (n bytes)" / "memory leaks detected", which
# make a test's output differ, so it fails) and the thread-safe globals path.
#
# PHP is built once from the Debian source package (scripts/lib-src.sh) into
# $ST_DEBUG_PREFIX (default /opt/php82-debug-zts) and reused while that prefix
# has a working debug ZTS php built with the same options. The extension is
# built with that prefix's phpize in a clean copy of the repo (tracked and
# untracked-but-not-ignored files) in a temp dir; the repo's own build is not
# touched. Two passes, as scripts/test.sh does on the host:
#   debug-zts          opcache loaded, not enabled for the CLI
#   debug-zts+opcache  opcache.enable_cli=1 with the tracing JIT
# Last line: "debug-zts: N passed, N failed, N skipped"; exit 1 on failure.
#
#   ST_DEBUG_PREFIX  install prefix            (default /opt/php82-debug-zts)
#   ST_REBUILD=1     rebuild PHP even if the prefix looks fine
#   ST_KEEP=1        keep the extension's build dir (test .diff/.out files)
#   TESTS            what to run, relative to the repo (default: tests)
#   ST_CACHE / ST_SRC_DIR  see scripts/lib-src.sh
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/lib.sh
. "$here/lib.sh"
# shellcheck source=scripts/lib-src.sh
. "$here/lib-src.sh"

PREFIX=${ST_DEBUG_PREFIX:-/opt/php82-debug-zts}
# --disable-all: no library dependencies (libxml, sqlite, …). tokenizer and
# ctype: bin/scalar-types and the cli tests; cgi: the .user.ini tests run
# dirname(PHP_BINARY)/php-cgi; opcache: the opcache/JIT tests.
CONFIGURE_OPTS=(--prefix="$PREFIX" --enable-debug --enable-zts --disable-all
	--enable-cli --enable-cgi --disable-phpdbg --without-pear
	--enable-tokenizer --enable-ctype --enable-opcache)
# libtool, shtool, pkg-config: Debian's phpize (patched) copies their m4 files.
BUILD_DEPS=(build-essential autoconf bison re2c pkg-config file libtool shtool)

fail() { echo "debug-zts: $*" >&2; echo "debug-zts: 0 passed, 1 failed, 0 skipped"; exit 1; }

prefix_ok() {
	local php=$PREFIX/bin/php info mods
	[ -x "$php" ] && [ -x "$PREFIX/bin/php-cgi" ] && [ -x "$PREFIX/bin/phpize" ] && [ -x "$PREFIX/bin/php-config" ] || return 1
	[ -f "$PREFIX/share/aclocal/libtool.m4" ] || return 1
	[ "$(cat "$PREFIX/.st-configure" 2>/dev/null)" = "${CONFIGURE_OPTS[*]}" ] || return 1
	info=$("$php" -n -i 2>&1) || return 1
	mods=$("$php" -n -d zend_extension=opcache -m 2>&1) || return 1
	grep -q '^Debug Build => yes' <<<"$info" &&
		grep -q '^Thread Safety => enabled' <<<"$info" &&
		grep -qx 'tokenizer' <<<"$mods" && grep -qx 'ctype' <<<"$mods" &&
		grep -qx 'Zend OPcache' <<<"$mods"
}

build_php() {
	local src bdir t0=$SECONDS
	st_install_deps "${BUILD_DEPS[@]}" || return 1
	src=$(st_src_fetch) || return 1
	bdir=$ST_CACHE/build-debug-zts
	rm -rf "$bdir"
	st_log "copying $src to $bdir"
	cp -a "$src" "$bdir" || return 1
	cd "$bdir" || return 1
	# Debian's patches change configure.ac (its rules run buildconf too).
	st_log "buildconf"
	./buildconf --force >"$bdir/st-build.log" 2>&1 || { tail -30 "$bdir/st-build.log" >&2; return 1; }
	st_log "configure ${CONFIGURE_OPTS[*]}"
	./configure "${CONFIGURE_OPTS[@]}" >>"$bdir/st-build.log" 2>&1 || { tail -40 "$bdir/st-build.log" >&2; return 1; }
	st_log "make -j$(nproc)"
	make -j"$(nproc)" >>"$bdir/st-build.log" 2>&1 || { tail -40 "$bdir/st-build.log" >&2; return 1; }
	rm -rf "$PREFIX"
	make install >>"$bdir/st-build.log" 2>&1 || { tail -40 "$bdir/st-build.log" >&2; return 1; }
	# Debian's phpize takes libtool.m4, pkg.m4 … from $prefix/share/aclocal
	# (/usr/share/aclocal for Debian's own PHP).
	mkdir -p "$PREFIX/share" && ln -sfn /usr/share/aclocal "$PREFIX/share/aclocal"
	echo "${CONFIGURE_OPTS[*]}" >"$PREFIX/.st-configure"
	cd / && rm -rf "$bdir"
	st_log "PHP built in $((SECONDS - t0))s"
}

t_start=$SECONDS
st_install_deps "${BUILD_DEPS[@]}" || fail "installing packages failed"
if [ "${ST_REBUILD:-0}" = 1 ] || ! prefix_ok; then
	build_php || fail "building PHP failed"
	prefix_ok || fail "$PREFIX/bin/php is not a working debug ZTS build"
else
	st_log "reusing $PREFIX ($("$PREFIX/bin/php" -n -r 'echo PHP_VERSION;'), debug, ZTS)"
fi
t_php=$SECONDS

# A clean copy of the repo: no build products, no test artefacts.
BUILD=$(mktemp -d /tmp/st-debug-zts.XXXXXX)
if [ "${ST_KEEP:-0}" = 1 ]; then
	st_log "build directory kept: $BUILD"
else
	trap 'rm -rf "$BUILD"' EXIT
fi
(cd "$ST_TOP" && git ls-files -z --cached --others --exclude-standard |
	while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
	tar --null -T - -cf -) | tar -xf - -C "$BUILD" || fail "copying the repo failed"
# -Werror dev build; phpize/configure chatter (autoconf's obsolete-macro
# warnings) is kept apart from the compiler's output.
(cd "$BUILD" && "$PREFIX/bin/phpize" && ./configure --with-php-config="$PREFIX/bin/php-config" \
	--enable-scalar-types-dev) >"$BUILD/st-configure.log" 2>&1 || {
	tail -30 "$BUILD/st-configure.log" >&2
	fail "phpize/configure against $PREFIX failed"
}
(cd "$BUILD" && make -j"$(nproc)") >"$BUILD/st-make.log" 2>&1
if [ ! -f "$BUILD/modules/scalar_types.so" ] || grep -q "warning:" "$BUILD/st-make.log"; then
	grep -E "error|warning" "$BUILD/st-make.log" >&2 || tail -30 "$BUILD/st-make.log" >&2
	fail "building the extension against $PREFIX failed"
fi

total_p=0 total_f=0 total_s=0 status=0
pass() {
	local label=$1 out p f s
	shift
	out=$BUILD/st-$label.out
	st_log "run-tests ($label)"
	(cd "$BUILD" && NO_INTERACTION=1 REPORT_EXIT_STATUS=1 TEST_PHP_EXECUTABLE="$PREFIX/bin/php" \
		SCALAR_TYPES_SO="$BUILD/modules/scalar_types.so" \
		"$PREFIX/bin/php" -n run-tests.php -q --show-diff --no-color --no-progress --set-timeout 300 \
		-d zend_extension=opcache -d extension="$BUILD/modules/scalar_types.so" "$@" ${TESTS:-tests}) >"$out" 2>&1
	grep -E "^(FAIL|BORK|LEAK|WARN)" "$out" && sed -n '/^=====.*DIFF/,/^=====.*DONE/p' "$out" | head -300
	if st_counts "$out"; then
		p=$ST_P f=$ST_F s=$ST_S
	else
		tail -30 "$out"
		echo "$label: no test summary found"
		p=0 f=1 s=0
	fi
	echo "$label: $p passed, $f failed, $s skipped"
	total_p=$((total_p + p)) total_f=$((total_f + f)) total_s=$((total_s + s))
	[ "$f" -eq 0 ] || status=1
}

pass debug-zts
pass debug-zts+opcache -d opcache.enable_cli=1 -d opcache.jit=tracing \
	-d opcache.jit_buffer_size=64M -d opcache.file_update_protection=0

echo "time: PHP $((t_php - t_start))s, extension + tests $((SECONDS - t_php))s"
echo "debug-zts: $total_p passed, $total_f failed, $total_s skipped"
exit $status
