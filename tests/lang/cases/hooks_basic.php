<?php // min: 8.4
// Backed and virtual hooked properties, read and written.
class User {
	public string $first = "" {
		set => ucfirst(strtolower($value));
	}
	public string $last = "";
	public string $full {
		get => $this->first . " " . $this->last;
	}
	public int $len {
		get { return strlen($this->full); }
	}
}
$u = new User;
$u->first = "aDa";
$u->last = "Lovelace";
var_dump($u->first, $u->full, $u->len);
var_dump($u);
var_dump(isset($u->full), property_exists($u, 'full'));
try {
	$u->full = "x";
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
	unset($u->first);
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo json_encode($u), "\n";
var_dump((array) $u);
