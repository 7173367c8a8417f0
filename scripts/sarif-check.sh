#!/usr/bin/env bash
# Validates the SARIF that `scalar-types report --format sarif` writes for
# the bundled example (examples/legacy-app, run as scripts/demo.sh runs it)
# with the SARIF multitool, under both rule kinds: Sarif (the spec's rules)
# and Gh (what GitHub code scanning requires). The multitool (npm package
# @microsoft/sarif-multitool, a self-contained .NET build: no .NET install
# needed) is installed once into $ST_SARIF_TOOL_DIR. A kind passes when the
# multitool runs and reports no error and no warning.
# Last line: "sarif: N passed, N failed"; exit 1 when one failed.
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "$0")/lib.sh"

tool_dir=${ST_SARIF_TOOL_DIR:-/var/cache/scalar-types/sarif-multitool}
tool=$tool_dir/node_modules/.bin/sarif-multitool
# the tool's .NET runtime needs no ICU for this
export DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1 DOTNET_CLI_TELEMETRY_OPTOUT=1

if ! "$tool" --version >/dev/null 2>&1; then
	if ! command -v npm >/dev/null; then
		st_install_deps npm || { st_log "npm is needed and could not be installed"; echo "sarif: 0 passed, 1 failed"; exit 1; }
	fi
	st_log "installing @microsoft/sarif-multitool into $tool_dir"
	mkdir -p "$tool_dir"
	npm install --prefix "$tool_dir" --no-audit --no-fund --loglevel=error @microsoft/sarif-multitool >&2
	# its postinstall (chmod u+x) is not run where npm holds install scripts back
	for bin in "$tool_dir"/node_modules/@microsoft/sarif-multitool-*/Sarif.Multitool; do
		[ -f "$bin" ] && chmod u+x "$bin"
	done
	"$tool" --version >/dev/null || { st_log "the multitool does not run here"; echo "sarif: 0 passed, 1 failed"; exit 1; }
fi

st_module
cd "$ST_TOP"
tmp=$(mktemp -d /tmp/scalar-types-sarif.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
st_log "running examples/legacy-app under compare mode"
SCALAR_TYPES_SO="$EXT" php bin/scalar-types run --report-dir "$tmp/r" -- php examples/legacy-app/index.php >/dev/null
php bin/scalar-types report --format sarif --base-dir "$ST_TOP" "$tmp/r" >"$tmp/demo.sarif"

passed=0
failed=0
for kind in Sarif Gh; do
	st_log "sarif-multitool validate --rule-kind $kind"
	if ! "$tool" validate --rule-kind "$kind" -o "$tmp/validate-$kind.sarif" "$tmp/demo.sarif" >"$tmp/validate-$kind.log" 2>&1 \
		|| [ ! -s "$tmp/validate-$kind.sarif" ]; then
		cat "$tmp/validate-$kind.log" >&2
		echo "FAIL $kind: the multitool did not run"
		failed=$((failed + 1))
		continue
	fi
	# the multitool exits 0 with findings: count its results (a level left out is warning)
	# shellcheck disable=SC2016
	findings=$(php -r '
		$log = json_decode(file_get_contents($argv[1]), true);
		foreach ($log["runs"] ?? [] as $run) {
			foreach ($run["results"] ?? [] as $r) {
				if (in_array($r["level"] ?? "warning", ["error", "warning"], true)) {
					$m = $r["message"];
					echo $r["ruleId"] ?? "?", " ", $r["level"] ?? "warning", ": ",
						$m["text"] ?? ($m["id"] ?? "") . " " . implode(", ", $m["arguments"] ?? []), "\n";
				}
			}
		}' "$tmp/validate-$kind.sarif")
	if [ -n "$findings" ]; then
		printf '%s\n' "$findings" | sed 's/^/    /'
		echo "FAIL $kind: $(printf '%s\n' "$findings" | wc -l) finding(s)"
		failed=$((failed + 1))
	else
		echo "PASS $kind"
		passed=$((passed + 1))
	fi
done
echo "sarif: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
