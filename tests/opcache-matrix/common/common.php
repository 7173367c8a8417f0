<?php
// Shared by every scenario (copied next to its main.php): weak-mode
// coercions where compare mode puts its probes (typed returns, typed
// property writes, a generator's), printed, so that a judged request and
// one not judged must print the same values.

// The request's number in this process (and the next ones: a file cache
// scenario runs two processes in one directory), kept in a file since
// nothing else outlives a request. No diagnostic (an app's handler may
// throw on any, even a silenced one).
function st_request(): int
{
	$f = __DIR__ . '/requests.txt';
	$n = is_file($f) ? (int) file_get_contents($f) : 0;
	file_put_contents($f, (string) ($n + 1));
	return $n;
}

class Row
{
	public int $id = 0;
	public ?float $price = null;
	public string $label = '';

	public function total(): int
	{
		return $this->label;
	}

	public function ratio(): float
	{
		return $this->id;
	}
}

function st_row($id, $price, $label): Row
{
	$r = new Row;
	$r->id = $id;
	$r->price = $price;
	$r->label = $label;
	return $r;
}

function st_ids(array $rows): Generator
{
	foreach ($rows as $r) {
		yield $r->id => $r->total();
	}
	return count($rows);
}

function st_show(string $tag): void
{
	$rows = [st_row('42', '1.5', 7), st_row(3.0, 2, true)];
	echo $tag, ': id=', var_export($rows[0]->id, true), ' price=', var_export($rows[0]->price, true),
		' total=', var_export($rows[0]->total(), true), ' ratio=', var_export($rows[1]->ratio(), true);
	$g = st_ids($rows);
	foreach ($g as $id => $total) {
		echo " $id:", var_export($total, true);
	}
	echo ' n=', $g->getReturn(), "\n";
	try {
		st_row('forty-two', null, '');
	} catch (TypeError $e) {
		echo $tag, ': ', get_class($e), ': ', $e->getMessage(), "\n";
	}
}
