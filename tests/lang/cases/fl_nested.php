<?php // min: 8.2
// Nested calls: the inner built-in result passed by reference to end().
try {
	var_dump(end(trim(" a ")));
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
