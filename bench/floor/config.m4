dnl The engine's own cost of the two hooks compare mode needs (bench only).
PHP_ARG_ENABLE([st_floor], [whether to enable st_floor], [--enable-st_floor], [yes])
if test "$PHP_ST_FLOOR" != "no"; then
  PHP_NEW_EXTENSION(st_floor, st_floor.c, $ext_shared,, -DZEND_ENABLE_STATIC_TSRMLS_CACHE=1)
fi
