<?php
namespace App;

use App\Http\Request;
use App\Http\Response;

class Router
{
	private array $routes = [];

	public function get(string $pattern, callable $handler): void
	{
		$regex = '#^' . preg_replace('#\{(\w+)\}#', '(?P<$1>[^/]+)', $pattern) . '/?$#';
		$this->routes[] = ['GET', $regex, $handler];
	}

	public function dispatch(Request $request): ?Response
	{
		foreach ($this->routes as [$method, $regex, $handler]) {
			if ($method !== $request->method || !preg_match($regex, $request->path, $m)) {
				continue;
			}
			$params = array_filter($m, 'is_string', ARRAY_FILTER_USE_KEY);
			return $handler($request, ...$params);
		}
		return null;
	}
}
