--TEST--
cli: the README's walk-through on a PHPUnit suite (Debian's PHPUnit, a suite whose Time line varies): run, fix --dry-run lists only the project's files (vendor/ and PHPUnit's own in one line), verify --ready finds no false difference; a forced file that really breaks a test fails verify, by test, TypeError and exit code
--EXTENSIONS--
scalar_types
--SKIPIF--
<?php
if (!is_file('/usr/bin/phpunit')) die('skip Debian\'s phpunit not installed (apt-get install phpunit)');
if (getenv('USE_ZEND_ALLOC') === '0') die('skip too slow under valgrind');
// PHPUnit runs in a child of this PHP with its own php.ini (not run-tests'
// -d): the extensions PHPUnit 9 requires must be there (a --disable-all
// build, such as the debug-zts pass's, has none of them)
$missing = shell_exec(escapeshellarg(PHP_BINARY) . ' -r ' . escapeshellarg('foreach (["dom", "json", "libxml", "mbstring", "xml", "xmlwriter"] as $e) { if (!extension_loaded($e)) { echo $e; break; } }'));
if ($missing !== null && $missing !== '') die("skip Debian's PHPUnit needs ext/$missing");
?>
--FILE--
<?php
require __DIR__ . '/helpers.inc';
$dir = cli_tmpdir('readme_phpunit');
$p = "$dir/proj";
foreach (['src', 'tests', 'vendor/bin', 'vendor/acme/util'] as $d) {
	mkdir("$p/$d", 0700, true);
}
// a library in vendor/: as strict-ready as the project's files, and not the user's to edit
file_put_contents("$p/vendor/acme/util/Util.php", "<?php\nnamespace Acme;\nfinal class Util\n{\n\tpublic static function times(int \$a, int \$b): int\n\t{\n\t\treturn intdiv(\$a * \$b, 1);\n\t}\n}\n");
// vendor/bin/phpunit as Composer makes it, here Debian's PHPUnit run by this PHP
file_put_contents("$p/vendor/bin/phpunit", "#!/bin/sh\nexec " . escapeshellarg(PHP_BINARY) . " /usr/bin/phpunit \"\$@\"\n");
chmod("$p/vendor/bin/phpunit", 0755);
// pad()'s one call takes 3, or WIDTH ("5": a numeric string, a TypeError
// in strict mode) when wide; the line runs either way, so Calc.php is
// strict-ready after a run without the wide test
file_put_contents("$p/src/Calc.php", <<<'PHP'
<?php
namespace App;

use Acme\Util;

const WIDTH = '5';

final class Calc
{
	public function twice(int $n): int
	{
		return Util::times($n, 2);
	}

	public function pad(int $n, bool $wide): string
	{
		return str_pad((string) $n, $wide ? WIDTH : 3, '0', STR_PAD_LEFT);
	}
}

PHP);
file_put_contents("$p/tests/bootstrap.php", "<?php\nrequire __DIR__ . '/../vendor/acme/util/Util.php';\nrequire __DIR__ . '/../src/Calc.php';\n");
file_put_contents("$p/tests/CalcTest.php", <<<'PHP'
<?php
use App\Calc;
use PHPUnit\Framework\TestCase;

final class CalcTest extends TestCase
{
	public function testTwice(): void
	{
		$this->assertSame(8, (new Calc())->twice(4));
	}

	public function testPad(): void
	{
		$this->assertSame('007', (new Calc())->pad(7, false));
	}

	public function testWide(): void
	{
		if (!getenv('ST_WIDE')) {
			$this->markTestSkipped('ST_WIDE not set');
		}
		$this->assertSame('00007', (new Calc())->pad(7, true));
	}

	public function testSlow(): void
	{
		// PHPUnit's "Time: …" line then differs from run to run
		usleep(random_int(2000, 40000));
		$this->assertTrue(true);
	}
}

PHP);
file_put_contents("$p/phpunit.xml", "<?xml version=\"1.0\"?>\n<phpunit bootstrap=\"tests/bootstrap.php\" colors=\"false\">\n"
	. "<testsuites><testsuite name=\"all\"><directory>tests</directory></testsuite></testsuites>\n</phpunit>\n");

$readme = file_get_contents(dirname(__DIR__, 2) . '/README.md');
$at = strpos($readme, "On a project's PHPUnit suite");
preg_match_all('/^    bin\/scalar-types (.*)$/m', substr($readme, $at, strpos($readme, "\n\n`fix`", $at) - $at), $m);
echo "steps in the README: ", count($m[1]), "\n";
$show = fn(string $s) => str_replace($dir, 'DIR', $s);
foreach ($m[1] as $step) {
	$args = preg_split('/\s+/', trim($step));
	[$out, $err, $rc] = cli_run($args, $p);
	echo "-- bin/scalar-types $step: exit $rc\n";
	if ($args[0] === 'run') {
		echo "the suite's Time line: ", preg_match('/^Time: \d\d:\d\d\.\d+, Memory: /m', $out) ? 'yes' : 'no', "\n";
		continue;
	}
	$lines = explode("\n", trim($out));
	sort($lines);
	echo $show(implode("\n", $lines)), "\n", $show($err);
}
echo "-- the wide test too (ST_WIDE=1): verify --ready -- vendor/bin/phpunit\n";
[$out, $err, $rc] = cli_run(['verify', '--ready', '--', 'vendor/bin/phpunit'], $p, ['ST_WIDE' => '1']);
echo "exit $rc\n", $show($out), $show($err);
echo "no file edited: ", str_contains(file_get_contents("$p/src/Calc.php") . file_get_contents("$p/vendor/acme/util/Util.php"), 'strict_types') ? 'no' : 'yes', "\n";
cli_rmdir($dir);
?>
--EXPECTF--
steps in the README: 3
-- bin/scalar-types run -- vendor/bin/phpunit: exit 0
the suite's Time line: yes
-- bin/scalar-types fix --strict-ready --dry-run: exit 0
DIR/proj/src/Calc.php: would add declare(strict_types=1) (%d call(s) observed, none diverged; 2 of 2 lines with sites ran (100 %))
DIR/proj/tests/CalcTest.php: not ready: only %d of %d lines with sites ran (%f %), under 100 %; not run: line 22
DIR/proj/tests/bootstrap.php: not ready: no calls observed
scalar-types: %d file(s) outside the project DIR/proj left out (1 under vendor/, %d strict-ready): name them as PATH, or --all-files
-- bin/scalar-types verify --ready -- vendor/bin/phpunit: exit 0
  verified      src/Calc.php
verify: 1 file(s) forced strict, the command run 2 times; compared: test outcomes per test (PHPUnit's JUnit log, 4 test(s)), exit code, TypeErrors
verify: no difference: the files can declare strict_types=1 for what this command runs
-- the wide test too (ST_WIDE=1): verify --ready -- vendor/bin/phpunit
exit 3
verify: 1 file(s) forced strict, the command run 2 times; compared: test outcomes per test (PHPUnit's JUnit log, 4 test(s)), exit code, TypeErrors
  TypeError     src/Calc.php: 1 site(s)
                line 17: str_pad(): Argument #2 ($length) must be of type int, string given
  exit code: 0 as is, 2 forced strict
  test CalcTest::testWide: passed as is, error forced strict
verify: 3 difference(s): not safe to declare strict_types=1 as it is
no file edited: yes
