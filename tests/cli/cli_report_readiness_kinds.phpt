--TEST--
cli: the strict-readiness summary counts files by kind (strict-ready, divergent, evidence short, no calls observed) in text, Markdown, JSON and the HTML dashboard, each file's figures staying in its row; a file with no sites says so in words, not "0 of 0 lines … (100 %)"
--EXTENSIONS--
scalar_types
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('readiness_kinds');
$w = fn(int $calls, int $div, array $sites, array $run) => ['mode' => 'weak', 'calls' => $calls, 'divergences' => $div,
	'site_lines' => $sites, 'run_lines' => $run];
cli_fixture($dir, 'report-1.jsonl', [], [
	'/app/r1.php' => $w(3, 0, [1, 2], [1, 2]),
	'/app/r2.php' => $w(1, 0, [4], [4]),
	'/app/d.php' => $w(2, 2, [3], [3]),
	'/app/s1.php' => $w(2, 0, [1, 2, 3], [1]),
	'/app/s2.php' => $w(1, 0, [1, 2], [2]),
	'/app/n1.php' => $w(0, 0, [], []),
	'/app/n2.php' => $w(0, 0, [5], []),
], 9);
[$out] = cli_run(['report', $dir]);
echo "-- text\n", substr($out, strpos($out, 'Strict-readiness'), strpos($out, 'By callee') - strpos($out, 'Strict-readiness'));
[$out] = cli_run(['report', '--format', 'markdown', $dir]);
preg_match('/## Strict-readiness\n\n(.*)\n/', $out, $m);
echo "-- markdown: $m[1]\n";
echo "-- markdown n1.php: ", preg_match('/^\| `\/app\/n1\.php` .*$/m', $out, $m) ? $m[0] : 'none', "\n";
[$out] = cli_run(['report', '--format', 'json', $dir]);
$kinds = array_count_values(array_column(json_decode($out, true)['files'], 'kind'));
ksort($kinds);
echo "-- json kinds: ", json_encode($kinds), "\n";
cli_run(['report', '--format', 'html', '--output', "$dir/html", $dir]);
$html = file_get_contents("$dir/html/index.html");
preg_match('/<h2>Strict-readiness by caller file<\/h2><p>(.*?)<\/p>/', $html, $m);
echo "-- html dashboard: ", html_entity_decode(strip_tags($m[1])), "\n";
preg_match('/<a href="[^"]*">\/app\/n1\.php<\/a>.*?<\/tr>/', $html, $m);
echo "-- html n1.php: ", html_entity_decode(strip_tags(str_replace('</td>', ' | ', $m[0]))), "\n";
cli_rmdir($dir);
?>
--EXPECT--
-- text
Strict-readiness by caller file
2 strict-ready, 1 divergent, 2 evidence short, 2 no calls observed
file         mode  calls  divergent  sites run     status
/app/n1.php  weak  0      0          no sites      no calls observed
/app/n2.php  weak  0      0          0/1 (0 %)     no calls observed
/app/r1.php  weak  3      0          2/2 (100 %)   strict-ready
/app/r2.php  weak  1      0          1/1 (100 %)   strict-ready
/app/s1.php  weak  2      0          1/3 (33.3 %)  only 1 of 3 lines with sites ran (33.3 %), under 100 %
/app/s2.php  weak  1      0          1/2 (50 %)    only 1 of 2 lines with sites ran (50 %), under 100 %
/app/d.php   weak  2      2          1/1 (100 %)   2 divergent call(s)

-- markdown: 2 strict-ready, 1 divergent, 2 evidence short, 2 no calls observed.
-- markdown n1.php: | `/app/n1.php` | weak | 0 | 0 | no sites | no calls observed |
-- json kinds: {"divergent":1,"evidence short":2,"no calls observed":2,"strict-ready":2}
-- html dashboard: 2 strict-ready, 1 divergent, 2 evidence short, 2 no calls observed. Strict-ready: weak, calls observed, none diverged — as far as the run saw. All files: the files index.
-- html n1.php: /app/n1.php (no longer exists)weak | 0 | 0 | no calls observed | no lines with sites (nothing strict_types governs to run) |
