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
  dnl Only get_module() (ZEND_DLEXPORT) is looked up from outside: hidden
  dnl symbols make calls between our files direct (no PLT) and the globals
  dnl a PC-relative load, on every hooked call.
  AX_CHECK_COMPILE_FLAG([-fvisibility=hidden], [ST_CFLAGS="$ST_CFLAGS -fvisibility=hidden"])
  if test "$PHP_SCALAR_TYPES_DEV" != "no"; then
    dnl -Wno-unused-parameter: the engine's callback signatures (INI
    dnl handlers, zend_extension and observer hooks) name what we ignore.
    ST_CFLAGS="$ST_CFLAGS -Wall -Wextra -Wno-unused-parameter -Werror"
  fi

  dnl By concern; each folder's files include each other as "area/file.h".
  ST_LIB="src/lib/tables.c src/lib/json.c"
  ST_RULES="src/rules/coercion.c src/rules/strict_mode.c src/rules/type_parse.c src/rules/engine_tables.c src/rules/presets.c"
  ST_COMPILER="src/compiler/compiler.c src/compiler/paths.c"
  ST_REPORT="src/report/report.c src/report/files.c src/report/sink.c src/report/coverage.c"
  ST_COMPARE="src/compare/compare.c src/compare/receipt.c src/compare/observer.c src/compare/generators.c src/compare/getters.c src/compare/access.c src/compare/ref_writers.c"
  dnl the probes: the compile side and the run side, whose one contract is probes/path.h
  ST_PROBES_COMPILE="src/probes/compile/walker.c src/probes/compile/wrap.c src/probes/compile/targets.c src/probes/compile/scope.c src/probes/compile/ast_util.c src/probes/compile/ast_types.c"
  ST_PROBES_RUN="src/probes/run/functions.c src/probes/run/decode.c src/probes/run/stash.c src/probes/run/compound.c"

  PHP_NEW_EXTENSION(scalar_types,
    scalar_types.c $ST_LIB $ST_RULES $ST_COMPILER $ST_REPORT $ST_COMPARE $ST_PROBES_COMPILE $ST_PROBES_RUN,
    $ext_shared,, $ST_CFLAGS)
  PHP_ADD_INCLUDE(PHP_EXT_SRCDIR(scalar_types)[/src])
  PHP_ADD_BUILD_DIR(PHP_EXT_BUILDDIR(scalar_types)[/src/lib])
  PHP_ADD_BUILD_DIR(PHP_EXT_BUILDDIR(scalar_types)[/src/rules])
  PHP_ADD_BUILD_DIR(PHP_EXT_BUILDDIR(scalar_types)[/src/compiler])
  PHP_ADD_BUILD_DIR(PHP_EXT_BUILDDIR(scalar_types)[/src/report])
  PHP_ADD_BUILD_DIR(PHP_EXT_BUILDDIR(scalar_types)[/src/compare])
  PHP_ADD_BUILD_DIR(PHP_EXT_BUILDDIR(scalar_types)[/src/probes/compile])
  PHP_ADD_BUILD_DIR(PHP_EXT_BUILDDIR(scalar_types)[/src/probes/run])
fi
