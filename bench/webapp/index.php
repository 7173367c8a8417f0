<?php
// Front controller of the bench's web workload (d): a small framework-free
// shop catalogue in the style of many PHP apps in production — rows come
// from the database as strings, configuration from an ini file, most files
// in weak mode, two (app/Money.php, app/QuoteForm.php) strict. REQUEST_URI
// selects the page; the output is deterministic (no clock, no randomness).
//
//   REQUEST_URI='/products?page=2&sort=price' php-cgi8.2 -q -T 100 bench/webapp/index.php
//   REQUEST_URI='/products/42' php bench/webapp/index.php
//
// Pages: /products (list: page, sort, dir, category, q), /products/{id},
// /quote (a form: product, qty, email, zip, coupon, notes), /report.

require __DIR__ . '/app/bootstrap.php';

use App\Controllers;
use App\Db;
use App\Http\Request;
use App\Router;

$config = load_config(__DIR__ . '/app/config.ini');
$request = Request::fromGlobals();
$controllers = new Controllers(new Db($config['db']['dsn'], __DIR__ . '/data'), $config);

$router = new Router();
$router->get('/', fn (Request $r) => $controllers->catalog($r));
$router->get('/products', fn (Request $r) => $controllers->catalog($r));
$router->get('/products/{id}', fn (Request $r, string $id) => $controllers->product($r, $id));
$router->get('/quote', fn (Request $r) => $controllers->quote($r));
$router->get('/report', fn (Request $r) => $controllers->report($r));

$response = $router->dispatch($request) ?? $controllers->notFound($request);
$response->send();
