<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title><?= e($title) ?> · <?= e($shop['name']) ?></title>
<link rel="stylesheet" href="/assets/shop.css">
</head>
<body>
<header class="top">
  <a class="brand" href="/"><?= e($shop['name']) ?></a>
  <nav>
    <ul>
<?php foreach (['/products' => 'Catalogue', '/quote' => 'Request a quote', '/report' => 'Sales report'] as $href => $label): ?>
      <li<?= $label === $title ? ' class="active"' : '' ?>><a href="<?= $href ?>"><?= e($label) ?></a></li>
<?php endforeach ?>
    </ul>
  </nav>
  <form class="search" action="/products" method="get"><input type="search" name="q" placeholder="Search the catalogue"><button>Search</button></form>
</header>
<main>
<h1><?= e($title) ?></h1>
<?= $content ?>
</main>
<footer>
  <p>&copy; <?= date('Y', $now) ?> <?= e($shop['name']) ?> · prices in <?= e($currency) ?> · as of <?= date('l j F Y, H:i', $now) ?> UTC · <?= plural($queries, 'query', 'queries') ?></p>
</footer>
</body>
</html>
