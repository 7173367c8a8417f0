<?php
// Helpers lifted from the seed's WordPress and Geeklog examples.

// WordPress: "$v may not always be a string (it died with a float for me)".
function add_magic_quotes($array)
{
	foreach ((array) $array as $k => $v) {
		if (is_array($v)) {
			$array[$k] = add_magic_quotes($v);
		} else {
			$array[$k] = addslashes($v);
		}
	}
	return $array;
}

// WordPress / Geeklog: number_format() with a string from the database.
function format_price($number, $decimals)
{
	return number_format($number, absint($decimals), '.', ',');
}

function absint($maybeint)
{
	return abs((int) $maybeint);
}

// Geeklog: a timestamp that is_numeric() accepted, still a string.
// (The original used strftime(), deprecated since PHP 8.1.)
function format_date($date, $dateformat = 'Y-m-d')
{
	if (empty($date)) {
		$stamp = 0;
	} elseif (is_numeric($date)) {
		$stamp = $date;
	} else {
		$stamp = strtotime($date);
	}
	return gmdate($dateformat, $stamp);
}

// Geeklog: "$topic can be null there".
function topic_filter($topic, $archivetid)
{
	$sql = 'SELECT * FROM stories ta';
	if (strtolower($topic) != strtolower($archivetid)) {
		$sql .= " AND ta.tid != '{$archivetid}'";
	}
	return $sql;
}

function stock_line(int $stock): string
{
	return $stock > 0 ? "$stock in stock" : 'sold out';
}

// Half the width of a column, rounded down by the int conversion.
function rule($width)
{
	return str_repeat('-', $width / 2);
}

function indent(string $text, int $level): string
{
	return str_repeat('  ', $level) . $text;
}
