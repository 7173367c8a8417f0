<?php
namespace App;

use App\Http\Request;
use App\Http\Response;

class Controllers
{
	private ?Catalog $catalog = null;
	private int $now;

	public function __construct(private Db $db, private array $config)
	{
		$this->now = strtotime($config['shop']['today']);
	}

	private function catalogService(): Catalog
	{
		return $this->catalog ??= new Catalog($this->db, $this->config);
	}

	private function page(string $title, string $template, array $vars, int $status = 200): Response
	{
		$vars += ['shop' => $this->config['shop'], 'now' => $this->now, 'currency' => $this->config['shop']['currency']];
		$content = render($template, $vars);
		return new Response(render('layout', $vars + ['title' => $title, 'content' => $content, 'queries' => $this->db->queries]), $status);
	}

	public function catalog(Request $r): Response
	{
		$catalog = $this->catalogService();
		$category = $r->get('category');
		$category = is_numeric($category) && isset($catalog->categories[$category]) ? $category : null;
		$search = (string) $r->get('q', '');
		$sort = $r->get('sort', 'name');
		$sort = isset(Catalog::SORTS[$sort]) ? $sort : 'name';
		$dir = $r->get('dir') === 'desc' ? 'desc' : 'asc';
		$page = $r->get('page', 1);
		$page = is_numeric($page) ? $page : 1;

		$all = $catalog->products();
		$found = $catalog->filter($all, $category, $search);
		$pager = $catalog->paginate($catalog->sort($found, $sort, $dir), $page, $this->config['shop']['per_page']);

		return $this->page('Catalogue', 'catalog', [
			'pager' => $pager,
			'links' => $catalog->pageLinks($pager['page'], $pager['pages']),
			'params' => ['category' => $category, 'q' => $search, 'sort' => $sort, 'dir' => $dir],
			'categories' => $catalog->categories,
			'facets' => $catalog->facets($all),
			'bestSellers' => $catalog->bestSellers($all, 5),
			'newDays' => $this->config['shop']['new_days'],
		]);
	}

	public function product(Request $r, string $id): Response
	{
		$catalog = $this->catalogService();
		$product = is_digits($id) ? $catalog->find($id) : null;
		if ($product === null) {
			return $this->notFound($r);
		}
		$reviews = $this->db->query('SELECT * FROM reviews WHERE product_id = :id', ['id' => $product->id]);
		$average = $reviews ? array_sum(array_column($reviews, 'stars')) / count($reviews) : 0;
		$unit = Money::fromFloat($product->finalPrice(), $this->config['shop']['currency']);
		$tiers = [];
		foreach ([1, 5, 10, 25, 50, 100] as $qty) {
			$discount = $qty >= $this->config['quote']['bulk_qty'] ? $this->config['quote']['bulk_discount'] : 0;
			$net = $unit->times($qty);
			$net = $net->minus($net->percent($discount));
			$tiers[] = [
				'qty' => $qty,
				'discount' => $discount,
				'net' => $net->format(),
				'gross' => $net->plus($net->percent($product->category->taxRate * 100))->format(),
			];
		}

		return $this->page($product->name, 'product', [
			'product' => $product,
			'reviews' => $reviews,
			'average' => $average,
			'tiers' => $tiers,
			'related' => $catalog->related($product, $this->config['shop']['related']),
		]);
	}

	public function quote(Request $r): Response
	{
		$catalog = $this->catalogService();
		$products = $catalog->sort($catalog->products(), 'name', 'asc');
		$form = new QuoteForm($this->config['quote']['min_qty'], $this->config['quote']['max_qty']);
		$quote = null;
		if ($form->submitted($r->query) && $form->validate($r->query, $catalog->products())) {
			$quote = $this->priceQuote($catalog->find($form->clean['product']), $form->values['qty'], $form->clean['coupon']);
		}
		return $this->page('Request a quote', 'quote', [
			'form' => $form,
			'products' => $products,
			'quote' => $quote,
		], $form->errors ? 422 : 200);
	}

	private function priceQuote(Product $product, int $qty, ?int $coupon): array
	{
		$currency = $this->config['shop']['currency'];
		$lines = [];
		$unit = Money::fromDecimal(number_format($product->finalPrice(), 2, '.', ''), $currency);
		$total = $unit->times($qty);
		$lines[] = [sprintf('%d × %s', $qty, $product->name), $total];
		if ($qty >= $this->config['quote']['bulk_qty']) {
			$bulk = $total->percent($this->config['quote']['bulk_discount']);
			$lines[] = ['Bulk discount (' . $this->config['quote']['bulk_discount'] . '%)', $bulk->times(-1)];
			$total = $total->minus($bulk);
		}
		if ($coupon) {
			$off = $total->percent(min($coupon, 30));
			$lines[] = [sprintf('Coupon (%d%%)', min($coupon, 30)), $off->times(-1)];
			$total = $total->minus($off);
		}
		$weight = $product->weight * $qty;
		$shipping = Money::fromDecimal($weight > 30 ? '49.00' : ($weight > 5 ? '12.90' : '4.90'), $currency);
		$lines[] = [sprintf('Shipping (%s kg, %s)', number_format($weight, 1), $product->shippingClass()), $shipping];
		$total = $total->plus($shipping);
		$tax = $total->percent($product->category->taxRate * 100);
		$lines[] = [sprintf('VAT %s%%', $product->category->taxRate * 100), $tax];
		return ['lines' => $lines, 'total' => $total->plus($tax), 'product' => $product];
	}

	public function report(Request $r): Response
	{
		$catalog = $this->catalogService();
		$orders = $this->db->query('SELECT * FROM orders');
		usort($orders, fn (array $a, array $b) => strcmp($a['created_at'], $b['created_at']));
		$months = $byCategory = $byCountry = $statuses = [];
		$revenue = $refunded = 0.0;
		foreach ($orders as $o) {
			$amount = $o['qty'] * $o['unit_price'];
			$statuses[$o['status']] = ($statuses[$o['status']] ?? 0) + 1;
			if ($o['status'] === 'refunded') {
				$refunded += $amount;
				continue;
			}
			if ($o['status'] === 'pending') {
				continue;
			}
			$month = substr($o['created_at'], 0, 7);
			$months[$month] ??= ['orders' => 0, 'units' => 0, 'revenue' => 0.0];
			$months[$month]['orders']++;
			$months[$month]['units'] += $o['qty'];
			$months[$month]['revenue'] += $amount;
			$byCategory[$o['category_id']] = ($byCategory[$o['category_id']] ?? 0) + $amount;
			$byCountry[$o['country']] = ($byCountry[$o['country']] ?? 0) + $amount;
			$revenue += $amount;
		}
		arsort($byCategory);
		arsort($byCountry);
		$top = $orders;
		usort($top, fn (array $a, array $b) => $b['qty'] * $b['unit_price'] <=> $a['qty'] * $a['unit_price'] ?: $a['id'] <=> $b['id']);

		return $this->page('Sales report', 'report', [
			'months' => $months,
			'byCategory' => $byCategory,
			'byCountry' => $byCountry,
			'statuses' => $statuses,
			'revenue' => $revenue,
			'refunded' => $refunded,
			'orderCount' => count($orders),
			'top' => array_slice($top, 0, 15),
			'categories' => $catalog->categories,
		]);
	}

	public function notFound(Request $r): Response
	{
		return $this->page('Not found', 'not_found', ['path' => $r->path], 404);
	}
}
