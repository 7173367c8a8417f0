#!/usr/bin/env bash
# Build and test the scalar_types extension against another PHP inside a
# debootstrap chroot, since the host only has PHP 8.2:
#   8.4  Debian 13 "trixie"
#   8.5  Debian experimental, in a Debian unstable ("sid") chroot
#   8.6  Debian experimental, in a Debian unstable ("sid") chroot of its own
#        (8.6 needs experimental's php-common, which 8.5's chroot holds back)
#
# Usage: scripts/php-chroot.sh VERSION setup|build|test|php CMD...
#   PHP_CHROOT      chroot location            (default /opt/php84, /opt/php85, /opt/php86)
#   ST_BUILD_NAME   build folder in the chroot (default scalar_types: /build/NAME),
#                   so that two work trees can build side by side
#   PROJECT_DIR     extension source tree      (default: repo root)
#   RUN_TESTS_ARGS  extra args for run-tests.php, e.g. "-d opcache.enable_cli=1"
#   TESTS           test files/dirs, relative to PROJECT_DIR (default: tests)
# Needs root. The Debian archive is the one this machine's apt already uses
# (the URIs: of /etc/apt/sources.list.d/*.sources); no host name is written
# here.
set -euo pipefail

VERSION=${1:-}
case $VERSION in
    8.4) SUITE=trixie ;;
    8.5|8.6) SUITE=sid ;;
    *) echo "usage: $0 8.4|8.5|8.6 setup|build|test|php CMD..." >&2; exit 2 ;;
esac
shift
TAG=php${VERSION/./}
ROOT=${PHP_CHROOT:-/opt/$TAG}
SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
PROJECT_DIR=${PROJECT_DIR:-$(dirname "$SCRIPT_DIR")}
EXT=scalar_types
BUILD_IN=/build/${ST_BUILD_NAME:-$EXT}  # path as seen inside the chroot
BUILD_DIR=$ROOT$BUILD_IN        # same path as seen from the host
PHP=php$VERSION

# CI has no stdin and no terminal: never let apt/debconf ask anything.
export DEBIAN_FRONTEND=noninteractive
APT_OPTS=(-y -q --no-install-recommends -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold)

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'php-chroot.sh %s: %s\n' "$VERSION" "$*" >&2; exit 1; }

# shellcheck source=scripts/lib.sh
. "$SCRIPT_DIR/lib.sh"

[ "$(id -u)" = 0 ] || die "must run as root (debootstrap/chroot)"

# --- mounts -----------------------------------------------------------------
# /proc, /dev (when the chroot has no device nodes) and /dev/pts are mounted
# only for the duration of a command and only when not already mounted; the
# EXIT trap unmounts what we mounted, so nothing is left behind (a leftover
# bind mount would make "rm -rf $ROOT" dangerous).
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
    # apt maintainer scripts and run-tests (proc_open, /proc/self/...) expect
    # a procfs; minbase debootstrap leaves /proc empty.
    if [ -d "$ROOT/proc" ] && ! mountpoint -q "$ROOT/proc"; then
        mount -t proc proc "$ROOT/proc"
        MOUNTED+=("$ROOT/proc")
    fi
    # Without CAP_MKNOD debootstrap cannot make /dev/null: bind the host's.
    if [ ! -c "$ROOT/dev/null" ] && ! mountpoint -q "$ROOT/dev"; then
        mount --bind /dev "$ROOT/dev"
        MOUNTED+=("$ROOT/dev")
    fi
    # sid's apt wants a pty for its maintainer scripts.
    if [ -d "$ROOT/dev/pts" ] && ! mountpoint -q "$ROOT/dev/pts" && ! mountpoint -q "$ROOT/dev"; then
        mount -t devpts devpts "$ROOT/dev/pts" 2>/dev/null && MOUNTED+=("$ROOT/dev/pts") || true
    fi
}

# minbase debootstrap writes no /etc/hosts: without it "localhost" is looked
# up in DNS, and php-src's socket tests (udp://localhost) hang or fail.
ensure_hosts() {
    [ -s "$ROOT/etc/hosts" ] || printf '127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n' >"$ROOT/etc/hosts"
}

in_chroot() { chroot "$ROOT" /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    DEBIAN_FRONTEND=noninteractive "$@"; }

# --- setup ------------------------------------------------------------------
chroot_ok() {
    [ -x "$ROOT/usr/bin/$PHP" ] &&
        chroot "$ROOT" "$PHP" -v >/dev/null 2>&1 &&
        chroot "$ROOT" sh -c "command -v phpize$VERSION && command -v php-config$VERSION" >/dev/null 2>&1 &&
        chroot "$ROOT" sh -c 'command -v make && command -v gcc' >/dev/null 2>&1 &&
        [ -x "$ROOT/usr/bin/php-cgi$VERSION" ] && [ -x "$ROOT/usr/sbin/php-fpm$VERSION" ] &&
        chroot "$ROOT" "$PHP" -r 'exit(class_exists("DOMDocument") && class_exists("XMLReader") ? 0 : 1);' >/dev/null 2>&1 &&
        chroot "$ROOT" "$PHP" -d opcache.enable_cli=1 -r 'exit(function_exists("opcache_get_status") ? 0 : 1);' >/dev/null 2>&1
}

host_apt_install() {
    # Fresh machines may have stale/empty package lists: retry after update.
    apt-get install "${APT_OPTS[@]}" "$@" || { apt-get update -q && apt-get install "${APT_OPTS[@]}" "$@"; }
}

# Packages of the version's own suite: cli, dev (phpize), fpm (the php-fpm test), cgi (the
# per-directory .user.ini tests), xml (dom and xmlreader: the HTML report's
# and the Clover tests), the toolchain, and opcache where it is still a
# package of its own.
install_php_84() {
    in_chroot apt-get update -q
    in_chroot apt-get install "${APT_OPTS[@]}" php8.4-cli php8.4-dev php8.4-cgi php8.4-fpm php8.4-xml make gcc libc6-dev
    if ! chroot "$ROOT" php8.4 -m 2>/dev/null | grep -qix 'zend opcache' &&
        in_chroot apt-cache show php8.4-opcache >/dev/null 2>&1; then
        in_chroot apt-get install "${APT_OPTS[@]}" php8.4-opcache
    fi
}

# PHP 8.5 is in experimental (OPcache built in, no package of its own).
# experimental's php-common declares Breaks: on php8.5-common, so sid's
# php-common is installed and held first (../shared/docs/php-versions.md).
install_php_85() {
    local archive
    archive=$(st_archive_uri) || die "no archive URI"
    printf 'deb %s sid main\ndeb %s experimental main\n' "$archive" "$archive" >"$ROOT/etc/apt/sources.list"
    echo 'Acquire::Check-Valid-Until "false";' >"$ROOT/etc/apt/apt.conf.d/99novalid"
    in_chroot apt-get update -q
    local common
    common=$(in_chroot apt-cache madison php-common | awk '$6 == "sid/main" || $5 ~ /sid/ { print $3; exit }')
    if [ -n "$common" ]; then
        in_chroot apt-get install "${APT_OPTS[@]}" --allow-downgrades "php-common=$common"
        in_chroot apt-mark hold php-common >/dev/null
    fi
    in_chroot apt-get install "${APT_OPTS[@]}" php8.5-common/experimental
    in_chroot apt-get install "${APT_OPTS[@]}" php8.5-cli/experimental php8.5-readline/experimental \
        php8.5-dev/experimental php8.5-cgi/experimental php8.5-fpm/experimental php8.5-xml/experimental shtool make gcc libc6-dev \
        autoconf automake libtool pkg-config libpcre2-dev libssl-dev
}

# PHP 8.6 is in experimental too; it needs experimental's php-common
# (2:102~), so nothing is pinned here.
install_php_86() {
    local archive
    archive=$(st_archive_uri) || die "no archive URI"
    printf 'deb %s sid main\ndeb %s experimental main\n' "$archive" "$archive" >"$ROOT/etc/apt/sources.list"
    echo 'Acquire::Check-Valid-Until "false";' >"$ROOT/etc/apt/apt.conf.d/99novalid"
    in_chroot apt-get update -q
    in_chroot apt-get install "${APT_OPTS[@]}" shtool make gcc libc6-dev \
        autoconf automake libtool pkg-config libpcre2-dev libssl-dev
    in_chroot apt-get install "${APT_OPTS[@]}" -t experimental php8.6-cli php8.6-readline \
        php8.6-dev php8.6-cgi php8.6-fpm php8.6-xml
}

cmd_setup() {
    local t0=$SECONDS
    if [ ! -e "$ROOT/debootstrap" ] && chroot_ok; then
        ensure_hosts
        log "chroot at $ROOT already has $PHP + $PHP-dev ($(chroot "$ROOT" "$PHP" -r 'echo PHP_VERSION;'))"
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
        log "debootstrap $SUITE -> $ROOT"
        local archive
        archive=$(st_archive_uri) || die "no archive URI"
        debootstrap --variant=minbase "$SUITE" "$ROOT" "$archive"
    fi
    mount_chroot_fs
    ensure_hosts
    log "installing $PHP in the chroot"
    "install_php_${VERSION/./}"
    in_chroot apt-get clean
    chroot_ok || die "setup finished but $PHP/phpize$VERSION/php-cgi$VERSION/php-fpm$VERSION/xml/opcache are not usable in $ROOT"
    log "setup done in $((SECONDS - t0))s: $(chroot "$ROOT" "$PHP" -r 'echo PHP_VERSION;')"
}

# --- build ------------------------------------------------------------------
cmd_build() {
    chroot_ok || die "no usable chroot at $ROOT; run '$0 $VERSION setup' first"
    [ -f "$PROJECT_DIR/config.m4" ] || die "no config.m4 in $PROJECT_DIR"

    # The build's source key: the files git knows about (tracked, and
    # untracked but not ignored) and their contents. A build of the same
    # source in the same folder is reused, so that the passes sharing a
    # folder (test.sh) build once per version.
    local key
    if git -C "$PROJECT_DIR" rev-parse --git-dir >/dev/null 2>&1; then
        key=$(cd "$PROJECT_DIR" && git ls-files -co --exclude-standard -z | sort -z |
            xargs -0r sha1sum 2>/dev/null | sha1sum | cut -c1-40)
        if [ -f "$BUILD_DIR/modules/$EXT.so" ] && [ "$(cat "$BUILD_DIR/.st-source-key" 2>/dev/null)" = "$key" ]; then
            log "reusing the build of the same source in $BUILD_DIR"
            return 0
        fi
    fi
    # A fresh copy of only the files git knows about, so the host's
    # phpize/configure/make output never leaks into this build.
    log "copying $PROJECT_DIR -> $BUILD_DIR"
    rm -rf --one-file-system "$BUILD_DIR"
    mkdir -p "$BUILD_DIR"
    if git -C "$PROJECT_DIR" rev-parse --git-dir >/dev/null 2>&1; then
        (cd "$PROJECT_DIR" && git ls-files -co --exclude-standard -z |
            xargs -0r cp --parents -a -t "$BUILD_DIR" --)
    else
        cp -a "$PROJECT_DIR"/. "$BUILD_DIR"/
    fi

    mount_chroot_fs
    log "phpize$VERSION && configure && make"
    # --enable-scalar-types-dev: -Wall -Wextra -Werror, so version-only
    # warnings (changed APIs) fail the build as they do on the host.
    in_chroot sh -ec "cd '$BUILD_IN'
        phpize$VERSION
        ./configure --with-php-config=php-config$VERSION --enable-scalar-types-dev
        make -j2" || die "PHP $VERSION build failed"
    [ -f "$BUILD_DIR/modules/$EXT.so" ] || die "build produced no modules/$EXT.so"
    [ -z "${key:-}" ] || echo "$key" >"$BUILD_DIR/.st-source-key"
    log "built: $BUILD_DIR/modules/$EXT.so (in chroot: $BUILD_IN/modules/$EXT.so)"
}

# --- test -------------------------------------------------------------------
cmd_test() {
    cmd_build
    local out=$BUILD_DIR/run-tests.out rc=0
    local tests=${TESTS:-tests}
    # run-tests.php directly (not "make test"): no interactive prompt. The
    # chroot's conf.d is loaded (tokenizer, opcache where separate), as on
    # the host.
    log "running phpt suite with $PHP ${RUN_TESTS_ARGS:-}"
    # shellcheck disable=SC2086  # RUN_TESTS_ARGS is word-split on purpose
    in_chroot sh -c "cd '$BUILD_IN' && NO_INTERACTION=1 REPORT_EXIT_STATUS=1 \
        TEST_PHP_EXECUTABLE=/usr/bin/$PHP TEST_PHP_CGI_EXECUTABLE=/usr/bin/php-cgi$VERSION \
        $PHP run-tests.php -q --show-diff --no-color --set-timeout 300 \
        -d extension=$BUILD_IN/modules/$EXT.so ${RUN_TESTS_ARGS:-} $tests" \
        >"$out" 2>&1 || rc=$?
    cat "$out"

    local passed failed skipped
    passed=$(sed -n 's/^Tests passed *: *\([0-9][0-9]*\).*/\1/p' "$out" | tail -1)
    failed=$(sed -n 's/^Tests failed *: *\([0-9][0-9]*\).*/\1/p' "$out" | tail -1)
    skipped=$(sed -n 's/^Tests skipped *: *\([0-9][0-9]*\).*/\1/p' "$out" | tail -1)
    if [ -z "$passed$failed$skipped" ]; then
        echo "php-chroot.sh: no run-tests summary found (exit $rc)" >&2
        [ "$rc" != 0 ] || rc=1
    fi
    passed=${passed:-0} failed=${failed:-0} skipped=${skipped:-0}
    if [ "$failed" != 0 ]; then
        local f
        for f in $(find "$BUILD_DIR/$tests" -name '*.diff' 2>/dev/null | sort); do
            printf '\n===== FAIL %s =====\n' "${f#"$BUILD_DIR"/}"
            cat "$f"
        done
        [ "$rc" != 0 ] || rc=1
    fi
    echo "$TAG: $passed passed, $failed failed, $skipped skipped"
    return "$rc"
}

# --- php --------------------------------------------------------------------
cmd_php() {
    [ $# -gt 0 ] || die "usage: $0 $VERSION php CMD [ARGS...]"
    chroot_ok || die "no usable chroot at $ROOT; run '$0 $VERSION setup' first"
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
    *) echo "usage: $0 $VERSION setup|build|test|php CMD..." >&2; exit 2 ;;
esac
