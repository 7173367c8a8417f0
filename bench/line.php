<?php
// bench/run.sh (e): a page that echoes one line, for the fixed part of a request's cost
echo "ok\n";
