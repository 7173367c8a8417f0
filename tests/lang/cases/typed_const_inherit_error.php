<?php // min: 8.3
// A child may not widen a parent constant's type.
class P { const int X = 1; }
class Q extends P { const int|string X = "a"; }
echo "not reached\n";
