<?php // min: 8.2
// Writing to a property of a built-in call result.
dirname("/a/b")->p = 1;
echo "done\n";
