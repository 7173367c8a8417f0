--TEST--
compare: fsockopen(), ext/sockets and ext/pcntl functions assigning through by-reference arguments bound to typed properties behave as without the extension: values, chained TypeErrors, warnings; weak and strict copies
--EXTENSIONS--
scalar_types
sockets
pcntl
posix
--FILE--
<?php
require __DIR__ . '/../../helpers/compare_helpers.inc';
$body = <<<'PHP'
function t(callable $f) {
	try { $f(); } catch (Throwable $e) {
		for (; $e; $e = $e->getPrevious()) echo get_class($e), ': ', $e->getMessage(), ' @', $e->getLine(), "\n";
	}
}
class C { public string $s = "x"; public int $i = 7; public ?float $f = null; public bool $b = false; public $plain = 1; }
set_error_handler(function ($no, $msg) use (&$o) { echo "warning: ", preg_replace('/\(.*$/', '', $msg), "\n"; return true; });
t(function () { $o = new C; var_dump(fsockopen("127.0.0.1", 1, $o->s, $o->i, 2.0), $o); });
t(function () { $o = new C; var_dump(fsockopen("127.0.0.1", 1, $o->f, $o->s, 2.0), $o); });
t(function () { $o = new C; $srv = stream_socket_server("tcp://127.0.0.1:0"); $port = (int) substr(strrchr(stream_socket_get_name($srv, false), ":"), 1); var_dump(is_resource(fsockopen("127.0.0.1", $port, $o->s, $o->b, 2.0)), $o); });
t(function () { $o = new C; $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP); socket_bind($s, "127.0.0.1", 0); var_dump(socket_getsockname($s, $o->s, $o->plain), $o->s, $o->plain > 0); socket_getsockname($s, $o->i, $o->s); });
t(function () { $o = new C; socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair); socket_write($pair[0], "42"); var_dump(socket_recv($pair[1], $o->i, 10, 0), $o->i); socket_write($pair[0], "abc"); socket_recv($pair[1], $o->i, 10, 0); });
t(function () { $o = new C; socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair); var_dump(socket_getpeername($pair[0], $o->s), $o->s); });
t(function () { $o = new C; $pid = pcntl_fork(); if ($pid === 0) { posix_kill(posix_getpid(), 9); } var_dump(pcntl_waitpid($pid, $o->s) === $pid, $o->s); });
t(function () { $o = new C; $pid = pcntl_fork(); if ($pid === 0) { posix_kill(posix_getpid(), 9); } var_dump(pcntl_wait($o->b) === $pid, $o->b); });
echo "done\n";
PHP;
st_unchanged($body, 'refext');
?>
--EXPECT--
weak: same output and exit code (0)
strict: same output and exit code (0)
