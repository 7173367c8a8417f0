<?php
namespace App\Http;

class Request
{
	public function __construct(
		public string $method,
		public string $path,
		public array $query,
	) {
	}

	public static function fromGlobals(): self
	{
		$uri = $_SERVER['REQUEST_URI'] ?? '/';
		$path = parse_url($uri, PHP_URL_PATH);
		parse_str((string) parse_url($uri, PHP_URL_QUERY), $query);
		return new self($_SERVER['REQUEST_METHOD'] ?? 'GET', is_string($path) ? rawurldecode($path) : '/', $query);
	}

	/** a query parameter as the client sent it (a string), or the default */
	public function get(string $name, $default = null)
	{
		$value = $this->query[$name] ?? $default;
		return is_array($value) ? $default : $value;
	}
}

class Response
{
	public array $headers = ['Content-Type' => 'text/html; charset=UTF-8'];

	public function __construct(public string $body, public int $status = 200)
	{
	}

	public function send(): void
	{
		if (!headers_sent()) {
			http_response_code($this->status);
			foreach ($this->headers as $name => $value) {
				header("$name: $value");
			}
		}
		echo $this->body;
	}
}
