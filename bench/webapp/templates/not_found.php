<p>There is no page at <code><?= e($path) ?></code>.</p>
<p><a href="/products">Back to the catalogue</a></p>
