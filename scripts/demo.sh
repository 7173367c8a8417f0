#!/usr/bin/env bash
# The README's first command: installs what is missing, builds the
# extension, runs the bundled legacy app once under compare mode and prints
# the report (every weak/strict divergence at its file:line), and writes
# it as HTML into $dir/html (docs/html-report.md).
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "$0")/lib.sh"

st_install_deps
st_build
cd "$ST_TOP"
dir=$(mktemp -d /tmp/scalar-types-demo.XXXXXX)
st_log "running examples/legacy-app under compare mode"
SCALAR_TYPES_SO="$ST_TOP/modules/scalar_types.so" php bin/scalar-types run --report-dir "$dir" -- \
	php examples/legacy-app/index.php
echo
php bin/scalar-types report "$dir"
echo
php bin/scalar-types report --format html --output "$dir/html" "$dir"
