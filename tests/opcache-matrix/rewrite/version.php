<?php
function version(): int
{
	return "0";
}

class Version
{
	const LABEL = 'v0';
}
