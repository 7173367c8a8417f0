<?php
$field = function (string $name, string $label, string $type = 'text') use ($form): string {
	$error = $form->errors[$name] ?? null;
	return sprintf(
		'<p class="field%s"><label for="%s">%s</label> <input type="%s" id="%2$s" name="%2$s" value="%s">%s</p>',
		$error ? ' has-error' : '', e($name), e($label), $type, e($form->values[$name] ?? ''),
		$error ? ' <span class="error">' . e($error) . '</span>' : ''
	);
};
?>
<?php if ($quote): ?>
<section class="quote">
  <h2>Your quote for <?= e($quote['product']->name) ?></h2>
  <table>
<?php foreach ($quote['lines'] as [$label, $amount]): ?>
    <tr><td><?= e($label) ?></td><td class="num"><?= $amount->format() ?></td></tr>
<?php endforeach ?>
    <tr class="total"><th>Total</th><th class="num"><?= $quote['total']->format() ?></th></tr>
  </table>
  <p>We will send it to <strong><?= e($form->clean['email']) ?></strong> (postcode <?= e($form->clean['zip']) ?>) as quote
    <code>Q-<?= str_pad($quote['product']->id, 5, '0', STR_PAD_LEFT) ?>-<?= sprintf('%04d', $form->clean['qty']) ?></code>.</p>
</section>
<?php else: ?>
<?php if ($form->errors): ?>
<div class="errors"><p>Please correct <?= plural(count($form->errors), 'field', 'fields') ?>:</p>
  <ul><?= implode('', array_map(fn ($e) => '<li>' . e($e) . '</li>', $form->errors)) ?></ul>
</div>
<?php endif ?>
<form class="quote" action="/quote" method="get">
  <p class="field<?= isset($form->errors['product']) ? ' has-error' : '' ?>"><label for="product">Product</label>
    <select id="product" name="product">
      <option value="">Choose…</option>
<?php foreach ($products as $p): ?>
      <option value="<?= $p->id ?>"<?= ($form->values['product'] ?? '') == $p->id ? ' selected' : '' ?>><?= e($p->name) ?> (<?= e($p->sku) ?>, <?= money($p->finalPrice(), $currency) ?>)</option>
<?php endforeach ?>
    </select></p>
  <?= $field('qty', 'Quantity', 'number') ?>

  <?= $field('email', 'E-mail', 'email') ?>

  <?= $field('zip', 'Postcode') ?>

  <?= $field('coupon', 'Coupon') ?>

  <p class="field<?= isset($form->errors['notes']) ? ' has-error' : '' ?>"><label for="notes">Notes</label>
    <textarea id="notes" name="notes"><?= e($form->values['notes'] ?? '') ?></textarea></p>
  <p><button name="submit" value="1">Get my quote</button></p>
</form>
<?php endif ?>
