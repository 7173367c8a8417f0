<p class="summary"><?= plural($orderCount, 'order', 'orders') ?> · revenue <?= money($revenue, $currency) ?> · refunded <?= money($refunded, $currency) ?> (<?= percent($refunded, $revenue + $refunded) ?>%)</p>
<ul class="statuses">
<?php ksort($statuses); foreach ($statuses as $status => $n): ?>
  <li><?= e(ucfirst($status)) ?>: <?= $n ?> (<?= percent($n, $orderCount) ?>%)</li>
<?php endforeach ?>
</ul>
<h2>By month</h2>
<table class="months">
  <tr><th>Month</th><th class="num">Orders</th><th class="num">Units</th><th class="num">Revenue</th><th class="num">Share</th><th></th></tr>
<?php $best = max(array_column($months, 'revenue')); foreach ($months as $month => $m): ?>
  <tr>
    <td><?= date('F Y', strtotime($month . '-01')) ?></td>
    <td class="num"><?= number_format($m['orders']) ?></td>
    <td class="num"><?= number_format($m['units']) ?></td>
    <td class="num"><?= money($m['revenue'], $currency) ?></td>
    <td class="num"><?= percent($m['revenue'], $revenue) ?>%</td>
    <td><span class="bar"><?= str_pad(str_repeat('█', (int) round(20 * $m['revenue'] / $best)), 60, '·') ?></span></td>
  </tr>
<?php endforeach ?>
</table>
<h2>By category</h2>
<table>
<?php foreach ($byCategory as $id => $amount): ?>
  <tr><td><?= e($categories[$id]->name) ?></td><td class="num"><?= number_format($amount, 2) ?></td><td class="num"><?= percent($amount, $revenue) ?>%</td></tr>
<?php endforeach ?>
</table>
<h2>By country</h2>
<table>
<?php foreach ($byCountry as $country => $amount): ?>
  <tr><td><?= e($country) ?></td><td class="num"><?= number_format($amount, 2) ?></td><td class="num"><?= percent($amount, $revenue) ?>%</td></tr>
<?php endforeach ?>
</table>
<h2>Largest orders</h2>
<table>
  <tr><th>Order</th><th>Date</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Amount</th><th>Status</th></tr>
<?php foreach ($top as $o): ?>
  <tr><td>#<?= e($o['id']) ?></td><td><?= date('d/m/Y', strtotime($o['created_at'])) ?></td><td class="num"><?= $o['qty'] ?></td>
    <td class="num"><?= number_format($o['unit_price'], 2) ?></td><td class="num"><?= number_format($o['qty'] * $o['unit_price'], 2) ?></td><td><?= e($o['status']) ?></td></tr>
<?php endforeach ?>
</table>
