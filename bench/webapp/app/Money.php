<?php
declare(strict_types=1);

namespace App;

/** An amount in cents: the one place where prices are exact. */
final class Money
{
	private function __construct(private int $cents, private string $currency)
	{
	}

	/** from a DECIMAL column as the database returns it ("12.50") */
	public static function fromDecimal(string $amount, string $currency): self
	{
		if (!preg_match('/^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/', trim($amount), $m)) {
			throw new \InvalidArgumentException("not a decimal amount: $amount");
		}
		$cents = (int) $m[2] * 100 + (int) str_pad($m[3] ?? '', 2, '0');
		return new self($m[1] === '-' ? -$cents : $cents, $currency);
	}

	public static function fromFloat(float $amount, string $currency): self
	{
		return new self((int) round($amount * 100), $currency);
	}

	public function times(int $qty): self
	{
		return new self($this->cents * $qty, $this->currency);
	}

	public function plus(self $other): self
	{
		return new self($this->cents + $other->cents, $this->currency);
	}

	public function minus(self $other): self
	{
		return new self($this->cents - $other->cents, $this->currency);
	}

	/** $percent of this amount, rounded half up to the cent */
	public function percent(float $percent): self
	{
		return new self((int) round($this->cents * $percent / 100), $this->currency);
	}

	public function cents(): int
	{
		return $this->cents;
	}

	public function format(): string
	{
		$sign = $this->cents < 0 ? '-' : '';
		$abs = abs($this->cents);
		return $sign . number_format(intdiv($abs, 100)) . '.' . str_pad((string) ($abs % 100), 2, '0', STR_PAD_LEFT)
			. "\u{a0}" . $this->currency;
	}
}
