<nav class="crumbs"><a href="/products">Catalogue</a> › <a href="<?= url('/products', ['category' => $product->categoryId]) ?>"><?= e($product->category->name) ?></a> › <?= e($product->name) ?></nav>
<article class="product">
  <p class="sku">SKU <code><?= e($product->sku) ?></code> · item <?= str_pad($product->id, 5, '0', STR_PAD_LEFT) ?></p>
  <p class="price"><?= money($product->finalPrice(), $currency) ?> <small>(<?= money($product->grossPrice(), $currency) ?> incl. <?= percent($product->category->taxRate, 1) ?>% VAT)</small>
<?php if ($product->discount): ?>
    <del><?= money($product->price, $currency) ?></del> <span class="off">save <?= money($product->price - $product->finalPrice(), $currency) ?></span>
<?php endif ?>
  </p>
  <p><?= stars($product->rating) ?> from <?= plural($product->reviews, 'review', 'reviews') ?> · <?= plural($product->sold, 'unit', 'units') ?> sold</p>
  <p class="stock"><?= $product->inStock() ? ($product->lowStock() ? 'Only ' . $product->stock . ' left' : 'In stock') : 'Sold out' ?> · ships as <?= e($product->shippingClass()) ?> (<?= number_format($product->weight, 2) ?> kg)</p>
  <div class="description"><?= nl2br(e(wordwrap($product->description, 72, "\n", true))) ?></div>
<?php if ($product->supplierNote !== null): ?>
  <aside class="note">Supplier: <?= e($product->supplierNote) ?></aside>
<?php endif ?>
  <h2>Volume pricing</h2>
  <table class="tiers">
    <tr><th class="num">Quantity</th><th class="num">Discount</th><th class="num">Net</th><th class="num">Gross</th></tr>
<?php foreach ($tiers as $t): ?>
    <tr><td class="num"><?= $t['qty'] ?></td><td class="num"><?= $t['discount'] ? $t['discount'] . '%' : '—' ?></td><td class="num"><?= $t['net'] ?></td><td class="num"><?= $t['gross'] ?></td></tr>
<?php endforeach ?>
  </table>
  <p><a class="button" href="<?= url('/quote', ['product' => $product->id]) ?>">Request a quote</a></p>
  <h2>Reviews <small><?= number_format($average, 1) ?> / 5</small></h2>
<?php foreach ($reviews as $review): ?>
  <blockquote>
    <p class="stars"><?= str_repeat('★', $review['stars']) . str_repeat('☆', 5 - $review['stars']) ?></p>
    <p><?= nl2br(e($review['body'])) ?></p>
    <footer><?= e($review['author']) ?>, <?= date('F Y', strtotime($review['created_at'])) ?></footer>
  </blockquote>
<?php endforeach ?>
  <h2>Customers also looked at</h2>
  <ul class="related">
<?php foreach ($related as $p): ?>
    <li><a href="<?= url('/products/' . $p->id) ?>"><?= e($p->name) ?></a> <?= money($p->finalPrice(), $currency) ?> <?= stars($p->rating) ?></li>
<?php endforeach ?>
  </ul>
</article>
