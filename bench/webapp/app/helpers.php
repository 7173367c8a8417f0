<?php
// Template helpers, as every app has a file of them.

function e(string $s): string
{
	return htmlspecialchars($s, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
}

function money(float $amount, string $currency = 'EUR'): string
{
	return number_format($amount, 2, '.', ',') . "\u{a0}" . $currency;
}

function gross(float $net, float $rate): float
{
	return round($net * (1 + $rate), 2);
}

function percent(float $part, float $whole): string
{
	if ($whole == 0) {
		return '0';
	}
	return round(100 * $part / $whole, 1); // a float, returned as the string the template prints
}

function stars(float $rating): string
{
	$full = (int) floor($rating);
	$half = $rating - $full >= 0.5 ? 1 : 0;
	return str_repeat('★', $full) . str_repeat('½', $half) . str_repeat('☆', 5 - $full - $half)
		. ' ' . sprintf('%.1f', $rating);
}

function url(string $path, array $query = []): string
{
	$query = array_filter($query, fn ($v) => $v !== null && $v !== '');
	return $path . ($query ? '?' . http_build_query($query, '', '&amp;') : '');
}

function plural(int $n, string $one, string $many): string
{
	return number_format($n) . ' ' . ($n == 1 ? $one : $many);
}

function excerpt(string $text, int $length): string
{
	if (strlen($text) <= $length) {
		return $text;
	}
	$cut = substr($text, 0, $length);
	$space = strrpos($cut, ' ');
	return rtrim(substr($cut, 0, $space === false ? $length : $space), ' ,.') . '…';
}

function render(string $template, array $vars): string
{
	extract($vars);
	ob_start();
	require __DIR__ . '/../templates/' . $template . '.php';
	return ob_get_clean();
}

function is_digits(string $s): bool
{
	return $s !== '' && strspn($s, '0123456789') === strlen($s);
}
