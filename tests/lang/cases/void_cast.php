<?php // min: 8.5
// The (void) cast on ordinary expressions: evaluated, result dropped.
function side(string $s) { echo "side $s\n"; return $s; }
(void) side("a");
(void) 1;
(void) [side("b"), side("c")];
$i = 0;
(void) $i++;
var_dump($i);
(void) (side("d") |> strtoupper(...));
for ((void) side("init"); $i < 2; (void) $i++) { echo "loop $i\n"; }
