<?php // min: 8.5
// #[\NoDiscard] on a void function is a compile error.
#[\NoDiscard]
function nothing(): void {}
echo "not reached\n";
