# Shared by scripts/*.sh: install what is missing, build the extension.
# shellcheck shell=bash

ST_TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ST_PACKAGES=(php8.2-cli php8.2-dev php8.2-opcache php8.2-cgi php8.2-fpm php8.2-xml re2c bison php-parser phpunit apache2 libapache2-mod-php8.2 nginx)

st_log() { printf '==> %s\n' "$*" >&2; }

# The Debian archive this machine's apt uses: the first URI of a deb822
# source (not the security archive), else of a sources.list line. Scripts
# take it from here so that no host name is written into the repository.
st_archive_uri() {
	local uri
	uri=$(awk '/^URIs:/ { for (i = 2; i <= NF; i++) if ($i !~ /security/) { print $i; exit } }' \
		/etc/apt/sources.list.d/*.sources 2>/dev/null | head -1)
	if [ -z "$uri" ]; then
		uri=$(awk '$1 == "deb" && $2 !~ /^\[/ && $2 !~ /security/ { print $2; exit }' \
			/etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null | head -1)
	fi
	[ -n "$uri" ] || { echo "no Debian archive URI in this machine's apt configuration" >&2; return 1; }
	echo "$uri"
}

# Installs the Debian packages the build and the tests need, once.
# No service is started by it: apache2 and nginx (port 80) and php8.2-fpm
# would start their system daemons; the tests start servers of their own. A
# /usr/sbin/policy-rc.d refusing every start (exit 101) is put in place for
# the install when there is none, and removed after it; one already there
# is left alone. An apache2 or nginx installed here is also not started at
# boot. nginx, not nginx-light: in Debian 12 nginx-light is only nginx plus
# the echo module, which the canary test (compare_canary_split) does not use.
# libapache2-mod-php8.2 reads its own /etc/php/8.2/apache2: the CLI's PHP
# and its php.ini are not changed by it.
ST_POLICY_MARK='# written by scalar_types scripts/lib.sh for one apt-get install'
st_install_deps() {
	local missing=() p policy=/usr/sbin/policy-rc.d ours='' rc
	for p in "${ST_PACKAGES[@]}" "$@"; do
		dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	st_log "installing ${missing[*]}"
	export DEBIAN_FRONTEND=noninteractive
	if [ ! -e "$policy" ] || grep -qxF "$ST_POLICY_MARK" "$policy" 2>/dev/null; then
		printf '#!/bin/sh\n%s\nexit 101\n' "$ST_POLICY_MARK" >"$policy.st-$$" &&
			chmod 755 "$policy.st-$$" && mv -f "$policy.st-$$" "$policy" && ours=1
	fi
	apt-get update -q >/dev/null
	apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
	rc=$?
	[ -n "$ours" ] && rm -f "$policy"
	# the web servers the tests start themselves: not at boot either
	for p in apache2 nginx; do
		case " ${missing[*]} " in *" $p "*) ;; *) continue ;; esac
		if [ -d /run/systemd/system ]; then
			systemctl disable --now -q "$p" 2>/dev/null
		else
			update-rc.d "$p" disable >/dev/null 2>&1
		fi
	done
	return $rc
}

# phpize + configure + make in the work tree; -Werror dev build.
st_build() {
	cd "$ST_TOP"
	if [ ! -f Makefile ] || [ config.m4 -nt Makefile ]; then
		st_log "phpize && configure"
		phpize >/dev/null
		./configure --enable-scalar-types-dev >/dev/null
	fi
	st_log "make"
	make -j"$(nproc)" >/dev/null 2>"$ST_TOP/build.log" || { cat "$ST_TOP/build.log" >&2; return 1; }
	if grep -q "warning:" "$ST_TOP/build.log"; then
		cat "$ST_TOP/build.log" >&2
		return 1
	fi
}

# The module a test script runs: $ST_EXT when set, else the work tree's
# build (made if needed). Sets EXT to an absolute path.
st_module() {
	if [ -n "${ST_EXT:-}" ]; then
		EXT=$(cd "$(dirname "$ST_EXT")" && pwd)/$(basename "$ST_EXT")
	else
		st_build || return 1
		EXT=$ST_TOP/modules/scalar_types.so
	fi
	[ -f "$EXT" ]
}

# Where PHP VERSION (8.2, 8.4, 8.5, 8.6) runs and its module, for the
# scripts that run a PHP under test bare and with the extension: 8.2 is the
# host's with st_module's build, a newer one is scripts/php-chroot.sh's,
# with the work tree built there in /build/BUILD (a folder per script, so
# that one script's build is not replaced under another's running suite).
# Sets ST_ROOT ("" for the host, else the chroot), and ST_PHP and ST_MOD
# as paths seen from there; on failure returns 1 with ST_WHY set.
# shellcheck disable=SC2034  # ST_ROOT, ST_PHP, ST_MOD, ST_WHY: read by the caller
st_php_at() {
	local version=$1 build=$2
	case $version in
		8.2)
			ST_ROOT='' ST_PHP=/usr/bin/php8.2
			st_module || { ST_WHY="no module (build failed, or nothing at \$ST_EXT)"; return 1; }
			ST_MOD=$EXT
			;;
		8.4 | 8.5 | 8.6)
			ST_ROOT=/opt/php${version/./} ST_PHP=/usr/bin/php$version
			ST_BUILD_NAME=$build PROJECT_DIR=$ST_TOP "$ST_TOP/scripts/php-chroot.sh" "$version" build >/dev/null 2>&1 || {
				ST_WHY="building the extension for PHP $version failed (is the chroot set up?)"
				return 1
			}
			ST_MOD=/build/$build/modules/scalar_types.so
			;;
		*) ST_WHY="unknown PHP version $version"; return 1 ;;
	esac
}

# The counts of a run-tests.php output file: sets ST_P, ST_F, ST_S; returns 1
# when it has no summary. Failed includes the LEAKed and BORKed tests, which
# run-tests counts apart.
st_counts() {
	local out=$1 leaked
	ST_P=$(sed -n 's/^Tests passed *: *\([0-9][0-9]*\).*/\1/p' "$out" | tail -1)
	ST_F=$(sed -n 's/^Tests failed *: *\([0-9][0-9]*\).*/\1/p' "$out" | tail -1)
	ST_S=$(sed -n 's/^Tests skipped *: *\([0-9][0-9]*\).*/\1/p' "$out" | tail -1)
	leaked=$(sed -n 's/^Tests leaked *: *\([0-9][0-9]*\).*/\1/p' "$out" | tail -1)
	[ -n "$ST_P$ST_F$ST_S" ] || return 1
	ST_F=$((${ST_F:-0} + ${leaked:-0} + $(grep -c '^BORK' "$out")))
	ST_P=${ST_P:-0} ST_S=${ST_S:-0}
}
