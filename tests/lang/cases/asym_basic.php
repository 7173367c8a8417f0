<?php // min: 8.4
// public private(set) and public protected(set): read anywhere, write only
// from the class (or its children).
class Account {
	public private(set) int $balance = 0;
	public protected(set) string $owner = "nobody";
	private(set) array $log = [];
	public function deposit(int|string $amount): void {
		$this->balance += $amount;
		$this->log[] = $amount;
	}
}
class Named extends Account {
	public function rename(string $n): void { $this->owner = $n; }
	public function cheat(): void { $this->balance = 1000000; }
}
$a = new Named;
$a->deposit(10);
$a->deposit("5");
$a->rename("ann");
var_dump($a->balance, $a->owner, $a->log);
$tries = [
	fn() => $a->balance = 1,
	fn() => $a->owner = "eve",
	fn() => $a->log[] = 1,
	fn() => $a->cheat(),
	function () use ($a) { $r = &$a->balance; },
	function () use ($a) { unset($a->owner); },
	fn() => $a->balance++,
];
foreach ($tries as $i => $t) {
	try {
		$t();
		echo "$i: ok\n";
	} catch (Throwable $e) {
		echo "$i: ", get_class($e), ": ", $e->getMessage(), "\n";
	}
}
var_dump($a);
