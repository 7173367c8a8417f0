<?php
// Opencart: "the width and height are coming from a database and are
// integers in the db, but since the db returns strings".

class Image
{
	private int $width;
	private int $height;

	public function __construct(int $width, int $height)
	{
		$this->width = $width;
		$this->height = $height;
	}

	public function describe(): string
	{
		return sprintf('%dx%d', $this->width, $this->height);
	}

	public function thumbnail(): string
	{
		if (!function_exists('imagecreatetruecolor')) {
			// gd is usually absent here: the seed's imagecreatetruecolor($width,
			// $height) with strings would otherwise be one more divergence.
			return 'thumbnail: skipped (no gd)';
		}
		$settings = ['w' => (string) $this->width, 'h' => (string) $this->height];
		$im = imagecreatetruecolor($settings['w'], $settings['h']);
		return 'thumbnail: ' . imagesx($im) . 'x' . imagesy($im);
	}

	public function scale(float $factor): self
	{
		return new self($this->width * $factor, $this->height * $factor);
	}
}
