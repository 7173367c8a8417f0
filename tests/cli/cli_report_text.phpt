--TEST--
cli: report merges several report files and renders text tables (no colour without a TTY)
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('text');
cli_sample_reports($dir);
[$out, $err, $rc] = cli_run(['report', $dir], '/');
echo $out, "stderr: [$err] exit: $rc\n";
cli_rmdir($dir);
?>
--EXPECT--
2 request(s), 16 call(s) with scalar parameters observed, 3 divergent site(s), 7 divergent call(s)

What each rule set would break
rules          sites  calls  files  deprecated  meaning
strict         3      7      3      0           declare(strict_types=1) in every file
php9           0      0      0      0           PHP 9's announced removals: what 8.x deprecates or warns about at receipt, NAN on every version
coercive-2015  0      0      0      0           the Coercive Scalar Type Hints RFC (v0.60, 2015), one mode for all files
bool-2025      0      0      0      0           the 2025 RFC deprecating bool type juggling at receipt (its 8.5 stage: deprecations)
unify-2021     0      0      0      0           the "Unify typing modes" draft's prerequisites, one mode for all files
(3 site(s) from an older scalar_types carry no preset outcomes: counted under strict and php9 only)

Sites each rule set would break, by kind
kind                   strict  php9  coercive-2015  bool-2025  unify-2021
int_to_bool            1       0     0              0          0
numeric_string_to_int  1       0     0              0          0
rejected               1       0     0              0          0

Sites each rule set would break, by caller file
file       strict  php9  coercive-2015  bool-2025  unify-2021
app/a.php  1       0     0              0          0
app/b.php  1       0     0              0          0
app/s.php  1       0     0              0          0

What would break if PHP removed each coercion
kind                   sites  calls  meaning
numeric_string_to_int  1      5      numeric string to int
int_to_bool            1      1      int to bool
rejected               1      1      a TypeError in both modes

Top call sites
where        mode    coercion               count  strict mode says
app/a.php:3  weak    numeric_string_to_int  5      f(): Argument #1 ($x) must be of type int, string given
app/b.php:7  weak    int_to_bool            1      strstr(): Argument #3 ($before_needle) must be of type bool, int given
app/s.php:2  strict  rejected               1      g(): Argument #1 ($x) must be of type int, array given

Strict-readiness by caller file
1 strict-ready, 3 divergent, 0 evidence short, 0 no calls observed
file       mode    calls  divergent  sites run    status
app/c.php  weak    4      0          3/3 (100 %)  strict-ready
app/a.php  weak    10     5          -            5 divergent call(s)
app/b.php  weak    1      1          -            1 divergent call(s)
app/s.php  strict  1      1          -            strict: threw TypeError (1 argument(s) strict mode rejects)

By callee
callee  sites  calls
f       1      5
g       1      1
strstr  1      1
stderr: [] exit: 0
