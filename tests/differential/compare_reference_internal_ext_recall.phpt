--TEST--
compare: fsockopen(), ext/sockets and ext/pcntl functions assigning through by-reference arguments bound to typed properties, recall and precision against a really strict run
--EXTENSIONS--
scalar_types
sockets
pcntl
posix
--INI--
scalar_types.mode=compare
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
require __DIR__ . '/probes.inc';
probes_run([
	// errno (int) then errstr (string), once each, on failure and on success
	'fsockopen_refused' => 'class %c { public string $no = ""; public int $str = 0; } $o = new %c; @fsockopen("127.0.0.1", 1, $o->no, $o->str, 2.0);',
	'fsockopen_connected' => 'class %c { public ?float $no = null; public bool $str = true; } $o = new %c; $srv = stream_socket_server("tcp://127.0.0.1:0"); $port = (int) substr(strrchr(stream_socket_get_name($srv, false), ":"), 1); fsockopen("127.0.0.1", $port, $o->no, $o->str, 2.0);',
	'pfsockopen_refused' => 'class %c { public ?bool $no = null; } $o = new %c; @pfsockopen("127.0.0.1", 1, $o->no, $errstr, 2.0);',
	'socket_getsockname' => 'class %c { public ?string $addr = null; public string $port = ""; } $o = new %c; $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP); socket_bind($s, "127.0.0.1", 0); socket_getsockname($s, $o->addr, $o->port);',
	'socket_getpeername' => 'class %c { public float $addr = 0.0; } $o = new %c; socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair); socket_getpeername($pair[0], $o->addr);',
	'socket_recv' => 'class %c { public int $buf = 0; } $o = new %c; socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair); socket_write($pair[0], "42"); socket_recv($pair[1], $o->buf, 10, 0);',
	'socket_recvfrom' => 'class %c { public float $buf = 0.0; public int $from = 0; } $o = new %c; $a = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP); socket_bind($a, "127.0.0.1", 0); socket_getsockname($a, $ip, $port); $b = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP); socket_sendto($b, "1.5", 3, 0, "127.0.0.1", $port); socket_recvfrom($a, $o->buf, 10, 0, $from, $o->from);',
	'pcntl_waitpid' => 'class %c { public string $st = ""; } $o = new %c; $pid = pcntl_fork(); if ($pid === 0) { posix_kill(posix_getpid(), 9); } pcntl_waitpid($pid, $o->st);',
	'pcntl_wait' => 'class %c { public ?bool $st = null; } $o = new %c; $pid = pcntl_fork(); if ($pid === 0) { posix_kill(posix_getpid(), 9); } pcntl_wait($o->st);',
	'pcntl_waitpid_exact' => 'class %c { public int $st = 0; } $o = new %c; $pid = pcntl_fork(); if ($pid === 0) { posix_kill(posix_getpid(), 9); } pcntl_waitpid($pid, $o->st);',
]);
?>
--EXPECT--
snippets: 10
strict TypeErrors recalled: 10
reported but accepted by strict: 0
recall 100%, precision 100%
