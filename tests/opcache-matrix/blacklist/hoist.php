<?php
// B is used above its declaration, and its parent A is declared after it:
// OPcache binds B when it loads the file; the engine alone does not.
echo "hoist.php: ";
var_dump(new B);

class B extends A
{
}

class A
{
	public int $n = 0;
}
