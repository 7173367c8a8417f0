<?php // required by plain, file_cache, opcache_api; one line, so that the diagnostic stays on line 2
function pick($a = 1, $b): int
{
	return $b;
}

final class Money
{
	public function __construct(public readonly int $amount)
	{
	}

	public static function of(string $s): self
	{
		return new self((int) round($s * 100));
	}

	public function cents(): string
	{
		return $this->amount;
	}
}
