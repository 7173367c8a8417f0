<?php
// A PDO-like fake: every column comes back as a string, as from MySQL.

class FakeDb
{
	private array $tables = [
		'products' => [
			['id' => '1', 'name' => 'Widget', 'price' => '1234.5', 'decimals' => '2', 'stock' => '7', 'added' => '1700000000'],
			['id' => '2', 'name' => 'Gadget', 'price' => '99', 'decimals' => '0', 'stock' => '0', 'added' => '1600000000'],
		],
	];

	private array $settings = [
		'thumb_width' => '120',
		'thumb_height' => '80',
		'discount' => '0.15',
	];

	private function __construct(private string $dsn, private int $port)
	{
	}

	public static function connect(string $dsn, int $port): self
	{
		return new self($dsn, $port);
	}

	public function query(string $sql): array
	{
		$table = substr($sql, strrpos($sql, ' ') + 1);
		return $this->tables[$table];
	}

	public function setting(string $name): string
	{
		return $this->settings[$name];
	}
}
