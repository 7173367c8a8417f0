<?php
namespace App;

// Stands in for PDO against MySQL: result rows are arrays of strings (and
// nulls), as PDO and mysqli return them by default. The tables are the
// files in data/ (MySQL's tab-separated dump format, written by
// data/generate.php); reading one costs about what fetching its rows does.
class Db
{
	private array $tables = [];

	public function __construct(private string $dsn, private string $dir, public int $queries = 0)
	{
	}

	/**
	 * SELECT * FROM table [WHERE column = :column ...] [LIMIT n]: the rows, as
	 * arrays of strings
	 */
	public function query(string $sql, array $params = []): array
	{
		$this->queries++;
		if (!preg_match('/^SELECT \* FROM (\w+)(?: WHERE (.+?))?(?: ORDER BY [\w ,]+)?(?: LIMIT (\d+))?$/', $sql, $m)) {
			throw new \InvalidArgumentException("unsupported query: $sql");
		}
		$rows = $this->tables[$m[1]] ??= $this->load($m[1]);
		if (!empty($m[2])) {
			preg_match_all('/(\w+) = :(\w+)/', $m[2], $conditions, PREG_SET_ORDER);
			foreach ($conditions as [, $column, $param]) {
				$value = (string) $params[$param];
				$rows = array_filter($rows, fn (array $row) => $row[$column] === $value);
			}
			$rows = array_values($rows);
		}
		return isset($m[3]) ? array_slice($rows, 0, $m[3]) : $rows;
	}

	private function load(string $table): array
	{
		$data = file_get_contents("$this->dir/$table.tsv");
		if ($data === false) {
			throw new \RuntimeException("no table $table");
		}
		$lines = explode("\n", rtrim($data, "\n"));
		$columns = explode("\t", array_shift($lines));
		$rows = [];
		foreach ($lines as $line) {
			$row = array_combine($columns, explode("\t", $line));
			foreach (array_keys($row, '\N', true) as $column) {
				$row[$column] = null;
			}
			$rows[] = $row;
		}
		return $rows;
	}
}
