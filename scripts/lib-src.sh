# Shared by scripts/transparency.sh and scripts/debug-zts.sh: the PHP 8.2
# engine source package (php-src's run-tests.php, Zend/ and ext/ tests, the
# tree to build a debug PHP from), fetched once with `apt-get source php8.2`
# into a cache directory outside the repo and reused from then on.
#   ST_CACHE    cache root                      (default /var/cache/scalar-types)
#   ST_SRC_DIR  unpacked source tree to use     (default: $ST_CACHE/src/php8.2-*)
# shellcheck shell=bash

ST_CACHE=${ST_CACHE:-/var/cache/scalar-types}

st_src_log() { printf '==> %s\n' "$*" >&2; }

# Adds a deb-src entry for bookworm main when apt has none; 0 if one was added.
st_src_ensure_debsrc() {
	if grep -rqsE '^[[:space:]]*(Types:.*deb-src|deb-src[[:space:]])' \
		/etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null; then
		return 1
	fi
	local uri
	uri=$(st_archive_uri) || return 1
	st_src_log "adding a deb-src entry for bookworm main ($uri, from this machine's apt sources)"
	cat >/etc/apt/sources.list.d/scalar-types-src.sources <<-EOF
	Types: deb-src
	URIs: $uri
	Suites: bookworm
	Components: main
	Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
	EOF
	return 0
}

# Prints the path of the unpacked php8.2 source tree, fetching it if needed.
st_src_fetch() {
	local dir d
	if [ -n "${ST_SRC_DIR:-}" ]; then
		[ -f "$ST_SRC_DIR/run-tests.php" ] || { echo "ST_SRC_DIR=$ST_SRC_DIR has no run-tests.php" >&2; return 1; }
		echo "$ST_SRC_DIR"
		return 0
	fi
	for d in "$ST_CACHE"/src/php8.2-*/; do
		if [ -f "$d/run-tests.php" ] && [ -f "$d/.st-complete" ]; then
			echo "${d%/}"
			return 0
		fi
	done
	export DEBIAN_FRONTEND=noninteractive
	# apt-get source unpacks (and patches) with dpkg-source, from dpkg-dev.
	if ! dpkg -s dpkg-dev >/dev/null 2>&1 || ! dpkg -s xz-utils >/dev/null 2>&1; then
		apt-get update -q >/dev/null
		apt-get install -y -q --no-install-recommends dpkg-dev xz-utils >/dev/null || return 1
	fi
	st_src_ensure_debsrc
	# Source indexes are only there after an update that knew the entry.
	if [ -z "$(apt-cache showsrc php8.2 2>/dev/null | head -1)" ]; then
		apt-get update -q >/dev/null || return 1
	fi
	rm -rf "$ST_CACHE/src"
	mkdir -p "$ST_CACHE/src"
	st_src_log "apt-get source php8.2 into $ST_CACHE/src"
	# -q: progress to stderr only; the _apt sandbox warning is harmless (root-owned dir).
	(cd "$ST_CACHE/src" && apt-get source -q php8.2 >&2) || return 1
	dir=$(find "$ST_CACHE/src" -mindepth 1 -maxdepth 1 -type d -name 'php8.2-*' | head -1)
	[ -n "$dir" ] && [ -f "$dir/run-tests.php" ] || { echo "apt-get source php8.2: no tree" >&2; return 1; }
	# The tarballs are unpacked; keep the tree only.
	rm -f "$ST_CACHE/src"/*.tar.* "$ST_CACHE/src"/*.dsc "$ST_CACHE/src"/*.asc
	touch "$dir/.st-complete"
	echo "$dir"
}
