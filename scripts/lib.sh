# Shared by scripts/*.sh: install what is missing, build the extension.
# shellcheck shell=bash

ST_TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ST_PACKAGES=(php8.2-cli php8.2-dev php8.2-opcache php8.2-cgi re2c bison php-parser)

st_log() { printf '==> %s\n' "$*" >&2; }

# Installs the Debian packages the build and the tests need, once.
st_install_deps() {
	local missing=() p
	for p in "${ST_PACKAGES[@]}" "$@"; do
		dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	st_log "installing ${missing[*]}"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -q >/dev/null
	apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
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
