#!/usr/bin/env bash
# Regenerates scalar_types_arginfo.h from scalar_types.stub.php with the
# gen_stub.php that php-dev ships. gen_stub.php downloads PHP-Parser from
# GitHub when it is missing; we point it at Debian's php-parser package
# instead, so this works offline. --check: fail if the committed header is stale.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
php_config=${PHP_CONFIG:-php-config}
gen_stub="$($php_config --extension-dir | sed 's|$|/build/gen_stub.php|')"
[ -f "$gen_stub" ] || gen_stub=$(dirname "$($php_config --php-binary)")/../lib/php/$($php_config --phpapi)/build/gen_stub.php
[ -f "$gen_stub" ] || { echo "gen_stub.php not found (install php-dev)" >&2; exit 1; }
[ -d /usr/share/php/PhpParser ] || { echo "PHP-Parser not found: apt-get install php-parser" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$gen_stub" "$work/gen_stub.php"
ver=$(grep -oE '\$version = "[0-9.]+"' "$gen_stub" | grep -oE '[0-9.]+')
mkdir -p "$work/PHP-Parser-$ver/lib"
ln -s /usr/share/php/PhpParser "$work/PHP-Parser-$ver/lib/PhpParser"
cp "$top/scalar_types.stub.php" "$work/"
[ -f "$top/scalar_types_arginfo.h" ] && cp "$top/scalar_types_arginfo.h" "$work/"
php "$work/gen_stub.php" -f "$work/scalar_types.stub.php" >/dev/null
if [ "${1:-}" = "--check" ]; then
	if ! diff -u "$top/scalar_types_arginfo.h" "$work/scalar_types_arginfo.h"; then
		echo "scalar_types_arginfo.h is stale: run scripts/gen-arginfo.sh" >&2
		exit 1
	fi
	echo "arginfo is current"
else
	cp "$work/scalar_types_arginfo.h" "$top/scalar_types_arginfo.h"
	echo "wrote scalar_types_arginfo.h"
fi
