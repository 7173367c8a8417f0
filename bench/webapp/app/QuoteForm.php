<?php
declare(strict_types=1);

namespace App;

/** The quote request form: what the client sent, the errors, the clean values. */
final class QuoteForm
{
	public const FIELDS = ['product', 'qty', 'email', 'zip', 'coupon', 'notes'];

	public array $values = [];
	public array $errors = [];
	public array $clean = [];

	public function __construct(private int $minQty, private int $maxQty)
	{
	}

	public function submitted(array $input): bool
	{
		return isset($input['submit']);
	}

	public function validate(array $input, array $productIds): bool
	{
		foreach (self::FIELDS as $field) {
			$value = $input[$field] ?? '';
			$this->values[$field] = is_string($value) ? trim($value) : '';
		}
		$v = $this->values;

		if (!preg_match('/^\d{1,6}$/', $v['product']) || !isset($productIds[(int) $v['product']])) {
			$this->errors['product'] = 'Choose a product from the list.';
		} else {
			$this->clean['product'] = (int) $v['product'];
		}

		if (!preg_match('/^\d{1,4}$/', $v['qty'])) {
			$this->errors['qty'] = 'The quantity must be a whole number.';
		} elseif ((int) $v['qty'] < $this->minQty || (int) $v['qty'] > $this->maxQty) {
			$this->errors['qty'] = sprintf('The quantity must be between %d and %d.', $this->minQty, $this->maxQty);
		} else {
			$this->clean['qty'] = (int) $v['qty'];
		}

		$email = filter_var($v['email'], FILTER_VALIDATE_EMAIL);
		if ($email === false) {
			$this->errors['email'] = 'Enter a valid e-mail address.';
		} else {
			$this->clean['email'] = strtolower($email);
		}

		if (!preg_match('/^\d{5}$/', $v['zip'])) {
			$this->errors['zip'] = 'The postcode has five digits.';
		} else {
			$this->clean['zip'] = $v['zip'];
		}

		$coupon = strtoupper($v['coupon']);
		if ($coupon !== '' && !preg_match('/^[A-Z]{4}\d{2}$/', $coupon)) {
			$this->errors['coupon'] = 'Coupons look like SAVE10.';
		} else {
			$this->clean['coupon'] = $coupon === '' ? null : (int) substr($coupon, 4);
		}

		if (strlen($v['notes']) > 500) {
			$this->errors['notes'] = sprintf('Notes are limited to 500 characters (%d given).', strlen($v['notes']));
		} else {
			$this->clean['notes'] = preg_replace('/\s+/', ' ', $v['notes']);
		}

		return !$this->errors;
	}
}
