--TEST--
cli: CMD --help (and -h) on every subcommand prints that subcommand's usage on stdout and exits 0, before any other check of the arguments; after --, --help belongs to the command run
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
foreach (['run', 'report', 'fix', 'verify', 'projects'] as $cmd) {
	foreach (['--help', '-h'] as $h) {
		// fix --help with --write: no usage error, no write
		[$out, $err, $rc] = cli_run($cmd === 'fix' ? [$cmd, '--write', $h] : [$cmd, $h]);
		echo "$cmd $h: exit $rc, stderr [$err], ", strtok($out, "\n"), " … ",
			str_contains($out, 'Exit codes:') ? 'exit codes told' : 'no exit codes', "\n";
	}
}
// verify's usage is its own, not the next subcommand's
[$out] = cli_run(['verify', '--help']);
echo "verify --help names fix: ", str_contains($out, 'scalar-types fix') ? 'yes' : 'no', "\n";
// after --, --help is COMMAND's: run passes it on
[$out, $err, $rc] = cli_run(['run', '--report-dir', sys_get_temp_dir() . '/st_cli_help_sub_' . getmypid(), '--', PHP_BINARY, '-r', 'echo implode(" ", array_slice($argv, 1)), "\n";', '--', '--help']);
echo "run -- php -r … --help: exit $rc, $out";
@array_map('unlink', glob(sys_get_temp_dir() . '/st_cli_help_sub_' . getmypid() . '/*'));
@rmdir(sys_get_temp_dir() . '/st_cli_help_sub_' . getmypid());
?>
--EXPECT--
run --help: exit 0, stderr [], usage: scalar-types run [--report-dir DIR] [--strict-paths LIST] [--weak-paths LIST] [--values] [--summary] [--no-generators] [--no-coverage] -- COMMAND... … exit codes told
run -h: exit 0, stderr [], usage: scalar-types run [--report-dir DIR] [--strict-paths LIST] [--weak-paths LIST] [--values] [--summary] [--no-generators] [--no-coverage] -- COMMAND... … exit codes told
report --help: exit 0, stderr [], usage: scalar-types report [--format text|json|sarif|markdown|html] [--output DIR] [--rules SET] [--top N] [--fail-on N] [--base-dir DIR] … exit codes told
report -h: exit 0, stderr [], usage: scalar-types report [--format text|json|sarif|markdown|html] [--output DIR] [--rules SET] [--top N] [--fail-on N] [--base-dir DIR] … exit codes told
fix --help: exit 0, stderr [], usage: scalar-types fix --strict-ready|--casts [--report FILE|DIR[,…]] [--dry-run|--write [--verify]|--strict-paths [--overlay DIR]] [--limit N] … exit codes told
fix -h: exit 0, stderr [], usage: scalar-types fix --strict-ready|--casts [--report FILE|DIR[,…]] [--dry-run|--write [--verify]|--strict-paths [--overlay DIR]] [--limit N] … exit codes told
verify --help: exit 0, stderr [], usage: scalar-types verify --files LIST|--ready [--report FILE|DIR[,…]] [--min-coverage P] [--clover FILE] [--ignore-output] [--all-files] -- COMMAND... … exit codes told
verify -h: exit 0, stderr [], usage: scalar-types verify --files LIST|--ready [--report FILE|DIR[,…]] [--min-coverage P] [--clover FILE] [--ignore-output] [--all-files] -- COMMAND... … exit codes told
projects --help: exit 0, stderr [], usage: scalar-types projects [--format text|json|markdown|html] [--output DIR] [--top N] [--under NAME=PATH[,PATH…]]… NAME=DIR... … exit codes told
projects -h: exit 0, stderr [], usage: scalar-types projects [--format text|json|markdown|html] [--output DIR] [--top N] [--under NAME=PATH[,PATH…]]… NAME=DIR... … exit codes told
verify --help names fix: no
run -- php -r … --help: exit 0, --help
