--TEST--
cli: projects NAME=DIR… puts three tiny projects' compare runs side by side: per project and rule set the sites/calls/files (derived by hand from the preset tables of docs/presets.md, per line), per set how many projects it breaks and the totals, what dominates each set (kinds, internal parameters) across projects, --under keeping a project's own files; text, Markdown, JSON and HTML agree; usage errors
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php if (!extension_loaded('dom')) die('skip ext/dom (Debian: php8.2-xml) is needed to parse the HTML pages'); ?>
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('projects');
@mkdir("$dir/alpha/src", 0777, true);
@mkdir("$dir/alpha/vendor", 0777, true);
@mkdir("$dir/beta", 0777, true);
@mkdir("$dir/gamma", 0777, true);
// alpha: its own code in src/, a dependency in vendor/ (left out with --under)
file_put_contents("$dir/alpha/src/a.php", '<?php
function fi(int $x) {} function fb(bool $x) {} require __DIR__ . "/../vendor/dep.php";
fi("5");
fi("5");
for ($i = 0; $i < 3; $i++) fi(1.5);
str_repeat("a", true);
strlen(null);
fb(1);
dep();
');
// line 3, 4: numeric_string_to_int                      strict
// line 5: fractional_float_to_int, 3 calls              strict php9 coercive-2015 bool-2025 unify-2021
// line 6: bool_to_int to an internal parameter          strict coercive-2015 bool-2025 unify-2021
// line 7: null_to_string to an internal parameter       strict php9 bool-2025 unify-2021
// line 8: int_to_bool                                   strict bool-2025
file_put_contents("$dir/alpha/vendor/dep.php", '<?php
function dep() { fi("9"); strlen(null); }
');
// beta: line 3 int_to_string (strict); line 4 bool_to_string (strict
// coercive-2015 bool-2025 unify-2021); line 5 one site of 2 calls,
// null_to_string (strict php9 bool-2025 unify-2021)
file_put_contents("$dir/beta/b.php", '<?php
function fs(string $x) {}
fs(1);
fs(false);
strlen(null); strlen(null);
');
// gamma: nothing diverges (calls observed, with scalar receipts: alpha's
// src/ 8, beta 4, gamma 1)
file_put_contents("$dir/gamma/g.php", '<?php function g(int $x) {} g(1);' . "\n");
foreach (['alpha' => 'alpha/src/a.php', 'beta' => 'beta/b.php', 'gamma' => 'gamma/g.php'] as $p => $script) {
	[$out, $err, $rc] = cli_run(['run', '--report-dir', "$dir/r-$p", '--', PHP_BINARY, '-d', 'display_errors=0', "$dir/$script"], $dir);
	echo "run $p: exit $rc [$out$err]\n";
}
$projects = ["alpha=$dir/r-alpha", "beta=$dir/r-beta", "gamma=$dir/r-gamma"];
$under = ['--under', "alpha=$dir/alpha/src"];

[$json, $err, $rc] = cli_run(['projects', '--format', 'json', ...$under, ...$projects]);
echo "json: exit $rc [$err]\n";
$j = json_decode($json, true);
$want = [ // sites/calls/files per set: strict php9 coercive-2015 bool-2025 unify-2021
	'alpha' => ['6/8/1', '2/4/1', '2/4/1', '4/6/1', '3/5/1'],
	'beta' => ['3/4/1', '1/2/1', '1/1/1', '2/3/1', '2/3/1'],
	'gamma' => ['0/0/0', '0/0/0', '0/0/0', '0/0/0', '0/0/0'],
];
foreach ($j['per_project'] as $p) {
	$got = array_values(array_map(fn($b) => "{$b['sites']}/{$b['calls']}/{$b['files']}", $p['by_rules']));
	echo $p['name'], ': ', $got === $want[$p['name']] ? 'as derived' : 'DIFFERS ' . implode(' ', $got), "\n";
}
// totals: strict 9 sites 12 calls; php9 3/6; coercive 3/5; bool 6/9; unify 5/8; gamma breaks under none
foreach ($j['by_rules'] as $t) {
	echo "  {$t['rules']}: {$t['projects']} of {$j['projects']} projects, {$t['sites']} sites, {$t['calls']} calls, {$t['files']} files\n";
}
echo 'strict kinds: ', implode(', ', array_map(fn($k) => "{$k['kind']} {$k['sites']}/{$k['calls']}/{$k['projects']}", $j['kinds']['strict'])), "\n";
echo 'php9 kinds: ', implode(', ', array_map(fn($k) => "{$k['kind']} {$k['sites']}/{$k['calls']}/{$k['projects']} ({$k['share']} %)", $j['kinds']['php9'])), "\n";
foreach (['strict', 'coercive-2015', 'bool-2025'] as $set) {
	echo "$set internal: ", implode(', ', array_map(fn($k) => "{$k['parameter']} {$k['sites']}/{$k['calls']}/{$k['projects']}", $j['internal'][$set])), "\n";
}

// without --under, alpha counts its dependency's two sites too
[$json] = cli_run(['projects', '--format', 'json', '--top', '2', ...$projects]);
$j = json_decode($json, true);
echo 'alpha with vendor/: ', implode(' ', array_map(fn($b) => "{$b['sites']}/{$b['calls']}/{$b['files']}", $j['per_project'][0]['by_rules'])), "\n";
echo '--top 2: ', count($j['kinds']['strict']), ' kinds, ', count($j['internal']['strict']), " parameters\n";

// text and Markdown show the same cells
[$text, $err, $rc] = cli_run(['projects', ...$under, ...$projects]);
echo "text: exit $rc\n";
foreach (explode("\n", $text) as $l) {
	if (preg_match('/^(alpha|beta|gamma|strict|bool-2025) /', $l) || str_contains($l, 'project(s)')) {
		echo '  ', preg_replace('/\s+/', ' ', $l), "\n";
	}
}
[$md, $err, $rc] = cli_run(['projects', '--format', 'markdown', ...$under, ...$projects]);
echo "markdown: exit $rc, ", substr_count($md, "\n## "), " sections\n";
foreach (explode("\n", $md) as $l) {
	if (str_starts_with($l, '| alpha ') || str_starts_with($l, '| php9 | 2/3')) {
		echo "  $l\n";
	}
}

// HTML: one page with the same per-project cells
[$out, $err, $rc] = cli_run(['projects', '--format', 'html', '--output', "$dir/html", ...$under, ...$projects]);
echo "html: exit $rc, ", str_replace("file://$dir", 'DIR', trim($out)), "\n";
$doc = new DOMDocument();
@$doc->loadHTMLFile("$dir/html/index.html");
$x = new DOMXPath($doc);
foreach ($x->query('//table[@id="per-project"]/tbody/tr') as $tr) {
	echo '  ', trim(preg_replace('/\s+/', ' ', implode(' ', array_map(fn($c) => $c->textContent, iterator_to_array($tr->childNodes))))), "\n";
}
echo '  dominant tables: ', $x->query('//table[@class="dominant"]')->length, "\n";

// usage
foreach ([[], ['--format', 'sarif', "a=$dir/r-alpha"], ["a=$dir/r-alpha", "a=$dir/r-beta"], ['--under', "zz=$dir", "a=$dir/r-alpha"],
		["a=$dir/nope"], ["e=$dir/alpha"], ['--format', 'html', "a=$dir/r-alpha"]] as $args) {
	[$out, $err, $rc] = cli_run(['projects', ...$args]);
	echo 'projects ', str_replace($dir, 'DIR', implode(' ', $args)), ": exit $rc, ", str_replace($dir, 'DIR', strtok($err, "\n")), "\n";
}
cli_rmdir($dir);
?>
--EXPECT--
run alpha: exit 0 []
run beta: exit 0 []
run gamma: exit 0 []
json: exit 0 []
alpha: as derived
beta: as derived
gamma: as derived
  strict: 2 of 3 projects, 9 sites, 12 calls, 2 files
  php9: 2 of 3 projects, 3 sites, 6 calls, 2 files
  coercive-2015: 2 of 3 projects, 3 sites, 5 calls, 2 files
  bool-2025: 2 of 3 projects, 6 sites, 9 calls, 2 files
  unify-2021: 2 of 3 projects, 5 sites, 8 calls, 2 files
strict kinds: null_to_string 2/3/2, numeric_string_to_int 2/2/1, fractional_float_to_int 1/3/1, bool_to_int 1/1/1, bool_to_string 1/1/1
php9 kinds: null_to_string 2/3/2 (66.7 %), fractional_float_to_int 1/3/1 (33.3 %)
strict internal: strlen() #1 $string 2/3/2, str_repeat() #2 $times 1/1/1
coercive-2015 internal: str_repeat() #2 $times 1/1/1
bool-2025 internal: strlen() #1 $string 2/3/2, str_repeat() #2 $times 1/1/1
alpha with vendor/: 8/10/2 3/5/2 2/4/1 5/7/2 4/6/2
--top 2: 2 kinds, 2 parameters
text: exit 0
  3 project(s), 3 request(s), 13 call(s) with scalar parameters observed
  strict 2/3 9 12 2 0 declare(strict_types=1) in every file
  bool-2025 2/3 6 9 2 6 the 2025 RFC deprecating bool type juggling at receipt (its 8.5 stage: deprecations)
  alpha 8 6/8/1 2/4/1 2/4/1 4/6/1 3/5/1
  beta 4 3/4/1 1/2/1 1/1/1 2/3/1 2/3/1
  gamma 1 0/0/0 0/0/0 0/0/0 0/0/0 0/0/0
  strict null_to_string 2 22.2 % 3 2
  strict numeric_string_to_int 2 22.2 % 2 1
  strict fractional_float_to_int 1 11.1 % 3 1
  strict bool_to_int 1 11.1 % 1 1
  strict bool_to_string 1 11.1 % 1 1
  bool-2025 null_to_string 2 33.3 % 3 2
  bool-2025 fractional_float_to_int 1 16.7 % 3 1
  bool-2025 bool_to_int 1 16.7 % 1 1
  bool-2025 bool_to_string 1 16.7 % 1 1
  bool-2025 int_to_bool 1 16.7 % 1 1
  strict strlen() #1 $string 2 22.2 % 3 2
  strict str_repeat() #2 $times 1 11.1 % 1 1
  bool-2025 strlen() #1 $string 2 33.3 % 3 2
  bool-2025 str_repeat() #2 $times 1 16.7 % 1 1
markdown: exit 0, 4 sections
  | php9 | 2/3 | 3 | 6 | 2 | 0 | PHP 9's announced removals: what 8.x deprecates or warns about at receipt, NAN on every version |
  | alpha | 8 | 6/8/1 | 2/4/1 | 2/4/1 | 4/6/1 | 3/5/1 |
html: exit 0, HTML report: DIR/html/index.html
  alpha 8 6/8/1 2/4/1 2/4/1 4/6/1 3/5/1
  beta 4 3/4/1 1/2/1 1/1/1 2/3/1 2/3/1
  gamma 1 0/0/0 0/0/0 0/0/0 0/0/0 0/0/0
  dominant tables: 10
projects : exit 2, scalar-types: projects needs at least one NAME=DIR
projects --format sarif a=DIR/r-alpha: exit 2, scalar-types: unknown format sarif (text, json, markdown, html)
projects a=DIR/r-alpha a=DIR/r-beta: exit 2, scalar-types: project a named twice
projects --under zz=DIR a=DIR/r-alpha: exit 2, scalar-types: --under names no project zz
projects a=DIR/nope: exit 1, scalar-types: a: DIR/nope is not a directory
projects e=DIR/alpha: exit 1, scalar-types: no report files found in DIR/alpha
projects --format html a=DIR/r-alpha: exit 2, scalar-types: --format html needs --output DIR, and --output DIR is for --format html
