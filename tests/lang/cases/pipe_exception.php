<?php // min: 8.5
// An exception thrown in the middle of a pipe: the trace shows the stages.
function boom(string $s): string { throw new RuntimeException("boom: $s"); }
function wrap(string $s): string { return "<$s>"; }
try {
	echo "x" |> wrap(...) |> boom(...) |> strlen(...), "\n";
} catch (Throwable $e) {
	echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
}
// and uncaught
echo "y" |> wrap(...) |> boom(...);
