--TEST--
traffic: a request judged at a sample rate below 1 runs its files as OPcache loads them (it leaves them to OPcache): a class used above its declaration whose parent comes later is bound at load, its binding errors are OPcache's, and a file of a user stream wrapper is opened once
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
require __DIR__ . '/../../helpers/opcache.inc';
if (st_opcache_load() === null) die('skip opcache not available');
?>
--FILE--
<?php
require __DIR__ . '/../../helpers/force_lib.inc';
$dir = st_tmpdir('sampled_load');
$cases = [
	// works under OPcache only: B's parent is declared after B
	'hoist' => "<?php\nvar_dump(new B);\nclass B extends A {}\nclass A { public int \$n = 0; }\n",
	// php-src's gh16508: the binding error OPcache's load gives
	'abstract' => "<?php\nnew Test2;\nclass Test2 extends Test {}\nabstract class Test {\n    abstract function foo();\n}\n",
	// a file that cannot be opened: the warning reaches the user handler
	// (php-src's bug60909_1)
	'missing' => "<?php\nset_error_handler(function (\$n, \$s) { echo \"handler: \$s\\n\"; throw new Exception('Foo'); });\ntry { require 'notfound.php'; } catch (Exception \$e) { echo 'caught ', \$e->getMessage(), \"\\n\"; }\n",
	// include through a user wrapper: opened (and its open echoed) once
	'wrapper' => <<<'PHP'
<?php
class W {
	public $context;
	private $data, $pos = 0;
	function stream_open($path, $mode, $options, &$opened) {
		echo "open $path\n";
		$this->data = "<?php echo 'included from ' . __FILE__, \"\\n\";";
		return true;
	}
	function stream_read($n) { $r = substr($this->data, $this->pos, $n); $this->pos += strlen($r); return $r; }
	function stream_eof() { return $this->pos >= strlen($this->data); }
	function stream_stat() { return ['size' => strlen($this->data)]; }
	function stream_set_option($o, $a, $b) { return false; }
}
stream_wrapper_register('mem', 'W');
include 'mem://one';
@include 'nowrapper://two';
echo "last: ", error_get_last()['message'] ?? 'none', "\n";
PHP,
];
$ini = st_opcache_ini('') + ['error_reporting' => '-1', 'display_errors' => '1', 'html_errors' => '0'];
unset($ini['opcache.file_cache']);
$args = fn(array $ini) => array_merge(...array_map(fn($k, $v) => ['-d', "$k=$v"], array_keys($ini), $ini));
$judged = ['extension' => st_so(), 'scalar_types.mode' => 'compare', 'scalar_types.sample_rate' => '0.9999999'];
foreach ($cases as $name => $code) {
	$file = st_write("$dir/$name.php", $code);
	$bare = st_run([PHP_BINARY, '-n', ...$args($ini), $file]);
	$ext = st_run([PHP_BINARY, '-n', ...$args($ini + $judged), $file]);
	$show = fn(array $r) => trim(str_replace($dir, 'DIR', $r['out'] . $r['err'])) . " (exit {$r['rc']})";
	echo "== $name\n", $show($bare), "\n", "judged, past the cache: ", $show($ext) === $show($bare) ? 'the same' : "DIFFERENT:\n" . $show($ext), "\n";
}
?>
--EXPECTF--
== hoist
object(B)#1 (1) {
  ["n"]=>
  int(0)
} (exit 0)
judged, past the cache: the same
== abstract
Fatal error: Class Test2 contains 1 abstract method and must therefore be declared abstract or implement the remaining method%S (Test::foo) in DIR/abstract.php on line 3%A (exit 255)
judged, past the cache: the same
== missing
handler: require(%S): Failed to open stream: No such file or directory
caught Foo (exit 0)
judged, past the cache: the same
== wrapper
open mem://one
included from mem://one
last: include(): Failed opening 'nowrapper://two' for inclusion (include_path='%s') (exit 0)
judged, past the cache: the same
