<?php
// Loaded once at startup: its functions and classes exist in every request.
require __DIR__ . '/shop.php';
