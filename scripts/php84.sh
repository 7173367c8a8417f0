#!/usr/bin/env bash
# Build and test the scalar_types extension against PHP 8.4 (Debian 13
# "trixie") inside a debootstrap chroot, since the host only has PHP 8.2.
#
# Usage: scripts/php84.sh setup|build|test|php CMD...
#   PHP84_ROOT      chroot location            (default /opt/php84)
#   PROJECT_DIR     extension source tree      (default: repo root)
#   RUN_TESTS_ARGS  extra args for run-tests.php, e.g. "-d opcache.enable_cli=1"
#   TESTS           test files/dirs, relative to PROJECT_DIR (default: tests)
# Needs root. Only deb.debian.org is used (debootstrap's default mirror).
set -euo pipefail

ROOT=${PHP84_ROOT:-/opt/php84}
SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
PROJECT_DIR=${PROJECT_DIR:-$(dirname "$SCRIPT_DIR")}
EXT=scalar_types
BUILD_IN=/build/$EXT            # path as seen inside the chroot
BUILD_DIR=$ROOT$BUILD_IN        # same path as seen from the host

# CI has no stdin and no terminal: never let apt/debconf ask anything.
export DEBIAN_FRONTEND=noninteractive
APT_OPTS=(-y -q --no-install-recommends -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold)

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'php84.sh: %s\n' "$*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || die "must run as root (debootstrap/chroot)"

# --- mounts -----------------------------------------------------------------
# We mount /proc (and /dev if the chroot has no device nodes) only for the
# duration of a command and only when not already mounted; everything we
# mounted is unmounted again by the EXIT trap, so no mounts are left behind
# (a leftover bind mount would also make "rm -rf $ROOT" dangerous).
MOUNTED=()
cleanup() {
    local i
    for ((i = ${#MOUNTED[@]} - 1; i >= 0; i--)); do
        umount "${MOUNTED[i]}" 2>/dev/null || umount -l "${MOUNTED[i]}" 2>/dev/null || true
    done
    MOUNTED=()
}
trap cleanup EXIT
trap 'exit 130' INT TERM

mount_chroot_fs() {
    # apt maintainer scripts and PHP's run-tests (proc_open, /proc/self/...)
    # expect a procfs; minbase debootstrap leaves /proc empty.
    if [ -d "$ROOT/proc" ] && ! mountpoint -q "$ROOT/proc"; then
        mount -t proc proc "$ROOT/proc"
        MOUNTED+=("$ROOT/proc")
    fi
    # debootstrap normally mknods /dev/null etc.; in containers without
    # CAP_MKNOD it cannot, so fall back to a bind mount of the host's /dev.
    if [ ! -c "$ROOT/dev/null" ] && ! mountpoint -q "$ROOT/dev"; then
        mount --bind /dev "$ROOT/dev"
        MOUNTED+=("$ROOT/dev")
    fi
}

in_chroot() { chroot "$ROOT" /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    DEBIAN_FRONTEND=noninteractive "$@"; }

# --- setup ------------------------------------------------------------------
chroot_ok() {
    [ -x "$ROOT/usr/bin/php8.4" ] &&
        chroot "$ROOT" php8.4 -v >/dev/null 2>&1 &&
        chroot "$ROOT" sh -c 'command -v phpize8.4 && command -v php-config8.4' >/dev/null 2>&1 &&
        chroot "$ROOT" sh -c 'command -v make && command -v gcc' >/dev/null 2>&1
}

host_apt_install() {
    # Fresh machines may have stale/empty package lists: retry after update.
    apt-get install "${APT_OPTS[@]}" "$@" || { apt-get update -q && apt-get install "${APT_OPTS[@]}" "$@"; }
}

cmd_setup() {
    local t0=$SECONDS
    if chroot_ok && [ ! -e "$ROOT/debootstrap" ]; then
        log "chroot at $ROOT already has php8.4 + php8.4-dev ($(chroot "$ROOT" php8.4 -r 'echo PHP_VERSION;'))"
        ensure_opcache
        return 0
    fi

    command -v debootstrap >/dev/null || { log "installing debootstrap on the host"; host_apt_install debootstrap; }

    # A leftover $ROOT/debootstrap dir means an interrupted debootstrap run;
    # it cannot be resumed reliably, so start over (never crossing into
    # mounted filesystems).
    if [ -e "$ROOT/debootstrap" ]; then
        log "removing incomplete chroot at $ROOT"
        if grep -qs " $ROOT/" /proc/mounts; then die "filesystems still mounted under $ROOT; unmount them first"; fi
        rm -rf --one-file-system "$ROOT"
    fi
    if [ ! -x "$ROOT/usr/bin/apt-get" ]; then
        log "debootstrap trixie -> $ROOT (default mirror)"
        debootstrap --variant=minbase trixie "$ROOT"
    fi

    mount_chroot_fs
    log "installing php8.4-cli php8.4-dev make gcc libc6-dev in the chroot"
    in_chroot apt-get update -q
    in_chroot apt-get install "${APT_OPTS[@]}" php8.4-cli php8.4-dev make gcc libc6-dev
    ensure_opcache
    in_chroot apt-get clean
    chroot_ok || die "setup finished but php8.4/phpize8.4/php-config8.4 are not usable in $ROOT"
    log "setup done in $((SECONDS - t0))s: $(chroot "$ROOT" php8.4 -r 'echo PHP_VERSION;')"
}

ensure_opcache() {
    # php-cgi runs the .user.ini (per-directory INI) tests.
    if [ ! -x "$ROOT/usr/bin/php-cgi8.4" ]; then
        mount_chroot_fs
        log "installing php8.4-cgi in the chroot"
        in_chroot apt-get update -q
        in_chroot apt-get install "${APT_OPTS[@]}" php8.4-cgi
    fi
    # In trixie opcache may be built into php8.4-cli or ship as php8.4-opcache;
    # install the package only if apt knows it as a real (non-virtual) package.
    if chroot "$ROOT" php8.4 -m 2>/dev/null | grep -qix 'zend opcache'; then return 0; fi
    mount_chroot_fs
    if in_chroot apt-cache show php8.4-opcache >/dev/null 2>&1; then
        log "installing php8.4-opcache in the chroot"
        in_chroot apt-get install "${APT_OPTS[@]}" php8.4-opcache
    fi
}

# --- build ------------------------------------------------------------------
cmd_build() {
    chroot_ok || die "no usable chroot at $ROOT; run '$0 setup' first"
    [ -f "$PROJECT_DIR/config.m4" ] || die "no config.m4 in $PROJECT_DIR"

    # Fresh copy of only the files git knows about (tracked + untracked but
    # not ignored), so host PHP 8.2 phpize/configure/make output never leaks
    # into the 8.4 build.
    log "copying $PROJECT_DIR -> $BUILD_DIR"
    rm -rf --one-file-system "$BUILD_DIR"
    mkdir -p "$BUILD_DIR"
    if git -C "$PROJECT_DIR" rev-parse --git-dir >/dev/null 2>&1; then
        (cd "$PROJECT_DIR" && git ls-files -co --exclude-standard -z |
            xargs -0r cp --parents -a -t "$BUILD_DIR" --)
    else
        # e.g. a throwaway test extension outside any repo
        cp -a "$PROJECT_DIR"/. "$BUILD_DIR"/
    fi

    mount_chroot_fs
    log "phpize8.4 && configure && make"
    # --enable-scalar-types-dev: -Wall -Wextra -Werror, so 8.4-only warnings
    # (changed APIs) fail the build as they do on the host.
    in_chroot sh -ec "cd '$BUILD_IN'
        phpize8.4
        ./configure --with-php-config=php-config8.4 --enable-scalar-types-dev
        make -j2" || die "PHP 8.4 build failed"

    [ -f "$BUILD_DIR/modules/$EXT.so" ] || die "build produced no modules/$EXT.so"
    log "built: $BUILD_DIR/modules/$EXT.so (in chroot: $BUILD_IN/modules/$EXT.so)"
}

# --- test -------------------------------------------------------------------
cmd_test() {
    cmd_build
    local out=$BUILD_DIR/run-tests.out rc=0
    local tests=${TESTS:-tests}
    # run-tests.php directly (not "make test"): no interactive prompt. The
    # chroot's conf.d is loaded (tokenizer, opcache), as on the host.
    log "running phpt suite with php8.4 ${RUN_TESTS_ARGS:-}"
    # shellcheck disable=SC2086  # RUN_TESTS_ARGS is word-split on purpose
    in_chroot sh -c "cd '$BUILD_IN' && NO_INTERACTION=1 REPORT_EXIT_STATUS=1 \
        TEST_PHP_EXECUTABLE=/usr/bin/php8.4 \
        php8.4 run-tests.php -q --show-diff --no-color --set-timeout 300 \
        -d extension=$BUILD_IN/modules/$EXT.so ${RUN_TESTS_ARGS:-} $tests" \
        >"$out" 2>&1 || rc=$?
    cat "$out"

    # Summary lines look like "Tests passed    :    5 ( 83.3%) ( 100.0%)".
    local passed failed skipped
    passed=$(sed -n 's/^Tests passed *: *\([0-9][0-9]*\).*/\1/p' "$out" | tail -1)
    failed=$(sed -n 's/^Tests failed *: *\([0-9][0-9]*\).*/\1/p' "$out" | tail -1)
    skipped=$(sed -n 's/^Tests skipped *: *\([0-9][0-9]*\).*/\1/p' "$out" | tail -1)
    if [ -z "$passed$failed$skipped" ]; then
        echo "php84.sh: no run-tests summary found (exit $rc)" >&2
        [ "$rc" != 0 ] || rc=1
    fi
    passed=${passed:-0} failed=${failed:-0} skipped=${skipped:-0}

    # --show-diff already printed diffs inline; repeat them at the end so CI
    # logs show the failures next to the verdict.
    if [ "$failed" != 0 ]; then
        local f
        for f in $(find "$BUILD_DIR/$tests" -name '*.diff' 2>/dev/null | sort); do
            printf '\n===== FAIL %s =====\n' "${f#"$BUILD_DIR"/}"
            cat "$f"
        done
        [ "$rc" != 0 ] || rc=1
    fi
    echo "php8.4: $passed passed, $failed failed, $skipped skipped"
    return "$rc"
}

# --- php --------------------------------------------------------------------
cmd_php() {
    [ $# -gt 0 ] || die "usage: $0 php CMD [ARGS...]"
    chroot_ok || die "no usable chroot at $ROOT; run '$0 setup' first"
    mkdir -p "$BUILD_DIR"
    mount_chroot_fs
    local q
    printf -v q '%q ' "$@"
    in_chroot bash -c "cd '$BUILD_IN' && exec $q"
}

case ${1:-} in
    setup) cmd_setup ;;
    build) cmd_build ;;
    test) cmd_test ;;
    php) shift; cmd_php "$@" ;;
    *) echo "usage: $0 setup|build|test|php CMD..." >&2; exit 2 ;;
esac
