<?php
$sortLink = function (string $key, string $label) use ($params): string {
	$dir = $params['sort'] === $key && $params['dir'] === 'asc' ? 'desc' : 'asc';
	$mark = $params['sort'] === $key ? ($params['dir'] === 'asc' ? ' ▲' : ' ▼') : '';
	return '<a href="' . url('/products', ['sort' => $key, 'dir' => $dir] + $params) . '">' . e($label) . $mark . '</a>';
};
?>
<div class="catalog">
<aside>
  <h2>Categories</h2>
  <ul class="facets">
    <li<?= $params['category'] === null ? ' class="active"' : '' ?>><a href="<?= url('/products', ['q' => $params['q']]) ?>">All products</a></li>
<?php foreach ($facets as $id => $f): ?>
    <li<?= $params['category'] == $id ? ' class="active"' : '' ?>>
      <a href="<?= url('/products', ['category' => $id] + $params) ?>"><?= e($f['name']) ?></a>
      <span class="count"><?= $f['count'] ?></span>
      <small><?= sprintf('%s – %s', money($f['min'], $currency), money($f['max'], $currency)) ?> · ★ <?= number_format($f['rating'], 1) ?> · <?= plural($f['stock'], 'unit', 'units') ?></small>
    </li>
<?php endforeach ?>
  </ul>
  <h2>Best sellers</h2>
  <ol class="best">
<?php foreach ($bestSellers as $p): ?>
    <li><a href="<?= url('/products/' . $p->id) ?>"><?= e($p->name) ?></a> <small><?= plural($p->sold, 'sale', 'sales') ?></small></li>
<?php endforeach ?>
  </ol>
</aside>
<section>
  <p class="summary">
<?php if ($pager['total']): ?>
    Showing <?= $pager['from'] ?>–<?= $pager['to'] ?> of <?= plural($pager['total'], 'product', 'products') ?><?= $params['q'] !== '' ? ' matching “' . e($params['q']) . '”' : '' ?><?= $params['category'] !== null ? ' in ' . e($categories[$params['category']]->name) : '' ?>.
<?php else: ?>
    No product matches<?= $params['q'] !== '' ? ' “' . e($params['q']) . '”' : '' ?>.
<?php endif ?>
  </p>
  <form class="sort" action="/products" method="get">
<?php foreach (array_filter(['q' => $params['q'], 'category' => $params['category']], fn ($v) => $v !== null && $v !== '') as $name => $value): ?>
    <input type="hidden" name="<?= e($name) ?>" value="<?= e($value) ?>">
<?php endforeach ?>
    <label>Sort by <select name="sort">
<?php foreach (\App\Catalog::SORTS as $key => $label): ?>
      <option value="<?= e($key) ?>"<?= $key === $params['sort'] ? ' selected' : '' ?>><?= e($label) ?></option>
<?php endforeach ?>
    </select></label>
    <button>Apply</button>
  </form>
  <table class="products">
    <thead>
      <tr>
        <th>#</th><th><?= $sortLink('name', 'Product') ?></th><th>SKU</th><th>Category</th>
        <th class="num"><?= $sortLink('price', 'Price') ?></th><th class="num">incl. VAT</th>
        <th><?= $sortLink('rating', 'Rating') ?></th><th class="num"><?= $sortLink('stock', 'Stock') ?></th>
        <th><?= $sortLink('newest', 'Added') ?></th>
      </tr>
    </thead>
    <tbody>
<?php foreach ($pager['items'] as $i => $p): ?>
      <tr class="<?= implode(' ', array_filter([$i % 2 ? 'odd' : 'even', $p->inStock() ? '' : 'sold-out', $p->isFeatured() ? 'featured' : ''])) ?>">
        <td><?= e(str_pad($p->id, 5, '0', STR_PAD_LEFT)) ?></td>
        <td>
          <a href="<?= url('/products/' . $p->id) ?>"><?= e($p->name) ?></a><?= $p->isNew($now, $newDays) ? ' <span class="badge">new</span>' : '' ?>

          <p class="excerpt"><?= e(excerpt($p->description, 90)) ?></p>
        </td>
        <td><code><?= e($p->sku) ?></code></td>
        <td><?= e($p->category->name) ?></td>
        <td class="num"><?= money($p->finalPrice(), $currency) ?><?php if ($p->discount): ?><br><del><?= money($p->price, $currency) ?></del> <span class="off">−<?= $p->discount ?>%</span><?php endif ?></td>
        <td class="num"><?= money($p->grossPrice(), $currency) ?></td>
        <td title="<?= e($p->rating) ?> out of 5"><?= stars($p->rating) ?> <small>(<?= number_format($p->reviews) ?>)</small></td>
        <td class="num<?= $p->lowStock() ? ' low' : '' ?>"><?= $p->inStock() ? e($p->stock) : 'sold out' ?></td>
        <td><time datetime="<?= date('c', $p->added()) ?>"><?= date('j M Y', $p->added()) ?></time></td>
      </tr>
<?php endforeach ?>
    </tbody>
  </table>
<?php if ($pager['pages'] > 1): ?>
  <nav class="pager">
<?php if ($pager['page'] > 1): ?>
    <a rel="prev" href="<?= url('/products', ['page' => $pager['page'] - 1] + $params) ?>">‹ Previous</a>
<?php endif ?>
<?= implode("\n", array_map(fn (int $n) => $n === 0 ? '    <span class="gap">…</span>'
	: ($n === $pager['page'] ? '    <strong>' . $n . '</strong>' : '    <a href="' . url('/products', ['page' => $n] + $params) . '">' . $n . '</a>'), $links)) ?>

<?php if ($pager['page'] < $pager['pages']): ?>
    <a rel="next" href="<?= url('/products', ['page' => $pager['page'] + 1] + $params) ?>">Next ›</a>
<?php endif ?>
  </nav>
<?php endif ?>
</section>
</div>
