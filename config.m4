dnl config.m4 for extension scalar_types

PHP_ARG_ENABLE([scalar_types],
  [whether to enable scalar_types support],
  [AS_HELP_STRING([--enable-scalar-types],
    [Enable scalar_types support])],
  [yes])

PHP_ARG_ENABLE([scalar-types-dev],
  [whether to build scalar_types with strict compiler warnings],
  [AS_HELP_STRING([--enable-scalar-types-dev],
    [scalar_types: compile with -Wall -Wextra -Werror])],
  [no],
  [no])

if test "$PHP_SCALAR_TYPES" != "no"; then
  dnl The rules mirror the 8.2+ engine (standalone true/false/null types,
  dnl the 8.1 deprecations); older engines differ and are refused.
  AC_MSG_CHECKING([PHP version])
  ST_PHP_VERNUM=`$PHP_CONFIG --vernum`
  if test -z "$ST_PHP_VERNUM" || test "$ST_PHP_VERNUM" -lt 80200; then
    AC_MSG_ERROR([scalar_types requires PHP 8.2 or newer (found ${ST_PHP_VERNUM:-unknown})])
  fi
  AC_MSG_RESULT([$ST_PHP_VERNUM, ok])

  ST_CFLAGS="-DZEND_ENABLE_STATIC_TSRMLS_CACHE=1"
  if test "$PHP_SCALAR_TYPES_DEV" != "no"; then
    ST_CFLAGS="$ST_CFLAGS -Wall -Wextra -Wno-unused-parameter -Werror"
  fi

  PHP_NEW_EXTENSION(scalar_types,
    scalar_types.c coercion.c strict_mode.c type_parse.c receipt.c report.c probes.c ast_types.c ref_writers.c,
    $ext_shared,, $ST_CFLAGS)
fi
