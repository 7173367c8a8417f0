/*
  +----------------------------------------------------------------------+
  | scalar_types: the compare report                                     |
  +----------------------------------------------------------------------+
  | Sites are aggregated per request, capped by                          |
  | scalar_types.max_sites (overflow is counted, never silent), and      |
  | written at request end as JSON lines: one write(2) per record on an  |
  | O_APPEND descriptor, so concurrent workers never interleave lines.   |
  | Our tables and texts are allocated outside the request heap, so the  |
  | app's memory_get_usage() and memory_limit do not see them.           |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include <fcntl.h>
#include <sys/stat.h>
#include "php.h"
#ifdef PHP_WIN32
# include <io.h>      /* open(), write(), close() */
# include <process.h> /* getpid() */
#else
# include <unistd.h>
#endif
#include "SAPI.h"
#include "ext/standard/html.h"
#include "ext/standard/base64.h"
#include "zend_smart_string.h"
#include "zend_smart_str.h"
#include "php_scalar_types.h"
#include "rules/coercion.h"
#include "rules/presets.h"
#include "report/report.h"
#include "report/files.h"
#include "report/sink.h"
#include "report/coverage.h"
#include "lib/json.h"
#include "lib/tables.h"

static const char *const scalar_types_site_names[] = {"argument", "return", "property", "reference"};

static void scalar_types_site_dtor(zval *zv)
{
	scalar_types_site *s = Z_PTR_P(zv);

	zend_string_release(s->file);
	zend_string_release(s->function);
	if (s->param) {
		zend_string_release(s->param);
	}
	zend_string_release(s->declared);
	zend_string_release(s->given);
	if (s->message) {
		zend_string_release(s->message);
	}
	if (s->deprecation) {
		zend_string_release(s->deprecation);
	}
	if (s->warning) {
		zend_string_release(s->warning);
	}
	zend_string_release(s->sample);
	pefree(s, 1);
}

zend_string *scalar_types_report_keep(zend_string *s)
{
	zend_string *p;

	if (!s || ZSTR_IS_INTERNED(s) || (GC_FLAGS(s) & IS_STR_PERSISTENT)) {
		return s;
	}
	p = zend_string_init(ZSTR_VAL(s), ZSTR_LEN(s), 1);
	/* request-local: refcounted freely while it lives (checked in debug builds) */
	GC_MAKE_PERSISTENT_LOCAL(p);
	zend_string_release(s);
	return p;
}

/* A text of ours for a PHP array: the engine frees array strings as request
 * memory, so a persistent one is copied. */
static zend_string *scalar_types_report_out(zend_string *s)
{
	if (!ZSTR_IS_INTERNED(s) && (GC_FLAGS(s) & IS_STR_PERSISTENT)) {
		return zend_string_init(ZSTR_VAL(s), ZSTR_LEN(s), 0);
	}
	return zend_string_copy(s);
}

const zend_string *scalar_types_report_canonical(zend_string *s)
{
	zval *zv = zend_hash_find(ST_G(report.canonical), s);
	zval copy;

	if (zv) {
		return Z_STR_P(zv);
	}
	ZVAL_STR_COPY(&copy, s);
	zend_hash_add_new(ST_G(report.canonical), s, &copy);
	return s;
}

static zend_string *scalar_types_report_path(void);

/* Splits a report path at its last slash: the directory ("." for a bare
 * name) and the offset of the file name. */
static zend_string *scalar_types_report_dirname(const zend_string *path, size_t *base)
{
	const char *slash = zend_memrchr(ZSTR_VAL(path), '/', ZSTR_LEN(path));

	if (!slash) {
		*base = 0;
		return zend_string_init(ZEND_STRL("."), 0);
	}
	*base = slash - ZSTR_VAL(path) + 1;
	return slash == ZSTR_VAL(path) ? zend_string_init(ZEND_STRL("/"), 0)
		: zend_string_init(ZSTR_VAL(path), slash - ZSTR_VAL(path), 0);
}

/* The report's directory is opened when the request starts, and the file
 * created in it at the end: an app that calls chdir() or chroot() (or
 * drops privileges to a user who can no longer reach the path) still gets
 * its report where the setting said, relative paths included. */
static void scalar_types_report_open_dir(void)
{
	ST_G(report.report_dir_fd) = -1;
	ST_G(report.report_dir) = NULL;
	ST_G(report.report_cwd) = NULL;
	if (ST_G(settings.report_file) && *ST_G(settings.report_file)
			&& !IS_ABSOLUTE_PATH(ST_G(settings.report_file), strlen(ST_G(settings.report_file)))) {
		/* PHP's own idea of it: in ZTS builds chdir() is virtual */
		char cwd[MAXPATHLEN];
		if (VCWD_GETCWD(cwd, sizeof(cwd))) {
			ST_G(report.report_cwd) = zend_string_init(cwd, strlen(cwd), 0);
		}
	}
#if !defined(PHP_WIN32) && defined(O_DIRECTORY)
	if (ST_G(settings.report_file) && *ST_G(settings.report_file)) {
		zend_string *path = scalar_types_report_path();
		size_t base;
		int flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC;
# ifdef O_PATH
		flags = O_PATH | O_DIRECTORY | O_CLOEXEC;
# endif
		ST_G(report.report_dir) = scalar_types_report_dirname(path, &base);
		/* A directory that does not exist yet is tried again, by path, at the end. */
		ST_G(report.report_dir_fd) = open(ZSTR_VAL(ST_G(report.report_dir)), flags);
		if (ST_G(report.report_dir_fd) >= 0) {
			struct stat st;
			if (fstat(ST_G(report.report_dir_fd), &st) == 0) {
				ST_G(report.report_dir_dev) = (zend_ulong) st.st_dev;
				ST_G(report.report_dir_ino) = (zend_ulong) st.st_ino;
			} else {
				close(ST_G(report.report_dir_fd));
				ST_G(report.report_dir_fd) = -1;
			}
		}
		zend_string_release(path);
	}
#endif
}

/* Whether report_dir_fd is still the directory opened at request start: the
 * app may have closed the descriptor and opened something else under its
 * number. */
static bool scalar_types_report_dir_is_ours(void)
{
#ifdef PHP_WIN32
	return false; /* no directory descriptor on Windows (see open_dir) */
#else
	struct stat st;

	return ST_G(report.report_dir_fd) >= 0 && fstat(ST_G(report.report_dir_fd), &st) == 0 && S_ISDIR(st.st_mode)
		&& (zend_ulong) st.st_dev == ST_G(report.report_dir_dev) && (zend_ulong) st.st_ino == ST_G(report.report_dir_ino);
#endif
}

/* Opens the report file for appending, in the directory opened at request
 * start when the path still names it (a "%p" in a directory name changes
 * in a forked child). */
static int scalar_types_report_open_raw(const zend_string *path)
{
	/* A name in a shared directory (/tmp/st-%p.jsonl) may have been made
	 * first by someone else: a symlink is never followed (nor a dangling
	 * one's target created), and a FIFO never blocks the request's end. */
#ifdef PHP_WIN32
	/* Windows: not inherited by child processes (O_CLOEXEC's part), no
	 * newline translation; no FIFO is opened by a file name there (no
	 * O_NONBLOCK), and no O_NOFOLLOW: a symbolic link is followed */
	int flags = _O_WRONLY | _O_APPEND | _O_CREAT | _O_NOINHERIT | _O_BINARY;
#else
	int flags = O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK;
#endif

#ifdef O_NOFOLLOW
	flags |= O_NOFOLLOW;
#endif
#if !defined(PHP_WIN32) && defined(O_DIRECTORY)
	if (scalar_types_report_dir_is_ours()) {
		size_t base;
		zend_string *dir = scalar_types_report_dirname(path, &base);
		bool same = zend_string_equals(dir, ST_G(report.report_dir));

		zend_string_release(dir);
		if (same) {
			/* 0600: argument samples may reveal data shapes of the application. */
			int fd = openat(ST_G(report.report_dir_fd), ZSTR_VAL(path) + base, flags, 0600);
			if (fd >= 0 || errno == ELOOP || errno == EMLINK) {
				return fd;
			}
		}
	}
#endif
	return open(ZSTR_VAL(path), flags, 0600);
}

/* The report file's descriptor, or -1 with *why set: besides open()'s
 * errors, a symlink, a file of another user, or one with other hard links
 * (a root-owned file linked into /tmp) is refused. */
static int scalar_types_report_open_file(const zend_string *path, char *why, size_t why_size)
{
	int fd = scalar_types_report_open_raw(path);
	struct stat st;

	if (fd < 0) {
		if (errno == ELOOP || errno == EMLINK) {
			snprintf(why, why_size, "it is a symbolic link, which is never followed");
		} else {
			snprintf(why, why_size, "%s", strerror(errno));
		}
		return -1;
	}
#ifndef PHP_WIN32
	if (fstat(fd, &st) != 0) {
		snprintf(why, why_size, "%s", strerror(errno));
	} else if (st.st_uid != geteuid()) {
		snprintf(why, why_size, "it is owned by uid %lu, not by this process's effective user (uid %lu)",
			(unsigned long) st.st_uid, (unsigned long) geteuid());
	} else if (S_ISREG(st.st_mode) && st.st_nlink > 1) {
		snprintf(why, why_size, "it has %lu hard links", (unsigned long) st.st_nlink);
	} else {
		return fd;
	}
	close(fd);
	return -1;
#else
	return fd;
#endif
}

static void scalar_types_report_close_dir(void)
{
	/* closed only if still ours: never someone else's descriptor */
	if (scalar_types_report_dir_is_ours()) {
		close(ST_G(report.report_dir_fd));
	}
	ST_G(report.report_dir_fd) = -1;
	if (ST_G(report.report_dir)) {
		zend_string_release(ST_G(report.report_dir));
		ST_G(report.report_dir) = NULL;
	}
	if (ST_G(report.report_cwd)) {
		zend_string_release(ST_G(report.report_cwd));
		ST_G(report.report_cwd) = NULL;
	}
}

typedef struct _scalar_types_site_memo {
	scalar_types_site_key raw;
	zend_ulong h;
	scalar_types_site *site;     /* NULL: empty */
	zend_string *strs[3];
} scalar_types_site_memo;

static void scalar_types_site_memo_release(scalar_types_site_memo *m)
{
	int i;

	for (i = 0; i < 3; i++) {
		if (m->strs[i]) {
			zend_string_release(m->strs[i]);
			m->strs[i] = NULL;
		}
	}
	m->site = NULL;
}

/* Emptied with the sites table (its sites are freed with it). */
static void scalar_types_site_memo_clear(void)
{
	uint32_t i;

	if (!ST_G(report.site_memo)) {
		return;
	}
	for (i = 0; i < ST_SITE_MEMO; i++) {
		scalar_types_site_memo_release(&ST_G(report.site_memo)[i]);
	}
	pefree(ST_G(report.site_memo), 1);
	ST_G(report.site_memo) = NULL;
}

void scalar_types_report_activate(void)
{
	ST_G(report.canonical) = scalar_types_table_new(16, ZVAL_PTR_DTOR);
	ST_G(report.sites) = scalar_types_table_new(16, scalar_types_site_dtor);
	scalar_types_report_files_activate();
	ST_G(report.calls) = 0;
	ST_G(report.dropped_calls) = 0;
	ST_G(report.flushed_calls) = 0;
	ST_G(report.flushed_dropped) = 0;
	ST_G(report.files_left) = 0;
	ST_G(report.flushed_files_left) = 0;
	ST_G(report.next_flush) = ST_G(settings.flush_interval) > 0 ? time(NULL) + ST_G(settings.flush_interval) : 0;
	ST_G(report.report_pid) = (zend_long) getpid();
	scalar_types_report_open_dir();
}

void scalar_types_report_reset(void)
{
	scalar_types_site_memo_clear();
	scalar_types_report_files_reset();
	if (ST_G(report.sites)) {
		zend_hash_clean(ST_G(report.sites));
	}
	ST_G(report.calls) = 0;
	ST_G(report.dropped_calls) = 0;
	ST_G(report.flushed_calls) = 0;
	ST_G(report.flushed_dropped) = 0;
	ST_G(report.files_left) = 0;
	ST_G(report.flushed_files_left) = 0;
}

/* A forked child inherits the records made before the fork, which its
 * parent reports: the child starts empty. pcntl's fork functions are
 * wrapped for that; a fork we did not see (another extension, FFI) is
 * noticed by the pid when the report is read or written, and what was
 * collected until then is dropped (under-counted rather than twice). */
static void scalar_types_report_owned(void)
{
	zend_long pid = (zend_long) getpid();

	if (UNEXPECTED(ST_G(report.report_pid) != pid)) {
		scalar_types_report_reset();
		ST_G(report.report_pid) = pid;
	}
}

/* pcntl is not on Windows: nothing is wrapped there (the pid check stays) */
static const char *const scalar_types_fork_names[] = {"pcntl_fork", "pcntl_rfork", "pcntl_forkx"};
#define ST_FORK_COUNT (sizeof(scalar_types_fork_names) / sizeof(scalar_types_fork_names[0]))
static zif_handler scalar_types_fork_handlers[ST_FORK_COUNT]; /* the functions' own */

static zend_always_inline void scalar_types_fork_call(uint32_t k, INTERNAL_FUNCTION_PARAMETERS)
{
	scalar_types_fork_handlers[k](INTERNAL_FUNCTION_PARAM_PASSTHRU);
	if (Z_TYPE_P(return_value) == IS_LONG && Z_LVAL_P(return_value) == 0 && ST_G(report.sites)) {
		scalar_types_report_owned();
	}
}

static ZEND_NAMED_FUNCTION(scalar_types_fork_0) { scalar_types_fork_call(0, INTERNAL_FUNCTION_PARAM_PASSTHRU); }
static ZEND_NAMED_FUNCTION(scalar_types_fork_1) { scalar_types_fork_call(1, INTERNAL_FUNCTION_PARAM_PASSTHRU); }
static ZEND_NAMED_FUNCTION(scalar_types_fork_2) { scalar_types_fork_call(2, INTERNAL_FUNCTION_PARAM_PASSTHRU); }

static const zif_handler scalar_types_fork_wrappers[ST_FORK_COUNT] = {
	scalar_types_fork_0, scalar_types_fork_1, scalar_types_fork_2
};

void scalar_types_report_startup(void)
{
	uint32_t k;

	for (k = 0; k < ST_FORK_COUNT; k++) {
		zend_function *f = zend_hash_str_find_ptr(CG(function_table), scalar_types_fork_names[k],
			strlen(scalar_types_fork_names[k]));

		if (f && f->type == ZEND_INTERNAL_FUNCTION && !scalar_types_fork_handlers[k]) {
			scalar_types_fork_handlers[k] = f->internal_function.handler;
			f->internal_function.handler = scalar_types_fork_wrappers[k];
		}
	}
}

void scalar_types_report_shutdown(void)
{
	uint32_t k;

	for (k = 0; k < ST_FORK_COUNT; k++) {
		zend_function *f;

		if (!scalar_types_fork_handlers[k]) {
			continue;
		}
		f = zend_hash_str_find_ptr(CG(function_table), scalar_types_fork_names[k], strlen(scalar_types_fork_names[k]));
		if (f && f->type == ZEND_INTERNAL_FUNCTION && f->internal_function.handler == scalar_types_fork_wrappers[k]) {
			f->internal_function.handler = scalar_types_fork_handlers[k];
		}
		scalar_types_fork_handlers[k] = NULL;
	}
	scalar_types_sink_shutdown();
}

/* The key is zeroed and then filled, pointers and all: its 8-byte words
 * (and a shorter last one) are hashed by a few multiplies, where zend's byte-wise hash of its bytes
 * cost some 300 instructions on every divergent receipt. */
static zend_always_inline zend_ulong scalar_types_site_key_hash(const scalar_types_site_key *key)
{
	uint64_t h = 0x9E3779B97F4A7C15ULL, w;
	size_t i;

	for (i = 0; i + sizeof(w) <= sizeof(*key); i += sizeof(w)) {
		memcpy(&w, (const char *) key + i, sizeof(w));
		h = (h ^ w) * 0xBF58476D1CE4E5B9ULL;
		h ^= h >> 29;
	}
	if (i < sizeof(*key)) {
		w = 0;
		memcpy(&w, (const char *) key + i, sizeof(*key) - i);
		h = (h ^ w) * 0xBF58476D1CE4E5B9ULL;
		h ^= h >> 29;
	}
	/* as zend's string hashes: never 0 */
	return (zend_ulong) (h | 0x8000000000000000ULL);
}

/* The memo's hash: a fold of the key's words, one multiply (the memo
 * compares whole keys, so only its spread matters). */
static zend_always_inline zend_ulong scalar_types_site_key_quick_hash(const scalar_types_site_key *key)
{
	uint64_t h = 0, w;
	size_t i;

	for (i = 0; i + sizeof(w) <= sizeof(*key); i += sizeof(w)) {
		memcpy(&w, (const char *) key + i, sizeof(w));
		h = ((h << 7) | (h >> 57)) ^ w;
	}
	if (i < sizeof(*key)) {
		w = 0;
		memcpy(&w, (const char *) key + i, sizeof(*key) - i);
		h = ((h << 7) | (h >> 57)) ^ w;
	}
	h *= 0x9E3779B97F4A7C15ULL;
	return (zend_ulong) (h ^ (h >> 32));
}

scalar_types_site *scalar_types_report_site_memo_find(const scalar_types_site_key *raw, zend_ulong *h)
{
	scalar_types_site_memo *m;

	*h = scalar_types_site_key_quick_hash(raw);
	if (!ST_G(report.site_memo)) {
		return NULL;
	}
	m = &ST_G(report.site_memo)[*h & (ST_SITE_MEMO - 1)];
	return m->site && m->h == *h && !memcmp(&m->raw, raw, sizeof(*raw)) ? m->site : NULL;
}

void scalar_types_report_site_memo_put(const scalar_types_site_key *raw, zend_ulong h, scalar_types_site *site,
	zend_string *strs[3])
{
	scalar_types_site_memo *m;
	int i;

	if (!ST_G(report.site_memo)) {
		/* outside the request heap, as the report's tables */
		ST_G(report.site_memo) = pecalloc(ST_SITE_MEMO, sizeof(scalar_types_site_memo), 1);
	}
	m = &ST_G(report.site_memo)[h & (ST_SITE_MEMO - 1)];
	scalar_types_site_memo_release(m);
	memcpy(&m->raw, raw, sizeof(*raw));
	m->h = h;
	m->site = site;
	for (i = 0; i < 3; i++) {
		m->strs[i] = strs[i] ? zend_string_copy(strs[i]) : NULL;
	}
}

scalar_types_site *scalar_types_report_site(const scalar_types_site_key *key, bool *is_new)
{
	/* the key as a zend_string on the stack, its hash already known */
	union {
		zend_string str;
		char bytes[_ZSTR_STRUCT_SIZE(sizeof(scalar_types_site_key))];
	} tmp;
	zend_string *k = &tmp.str;
	scalar_types_site *s;
	zval *found;

	GC_SET_REFCOUNT(k, 1);
	GC_TYPE_INFO(k) = GC_STRING;
	ZSTR_LEN(k) = sizeof(*key);
	ZSTR_H(k) = scalar_types_site_key_hash(key);
	memcpy(ZSTR_VAL(k), key, sizeof(*key));
	ZSTR_VAL(k)[sizeof(*key)] = '\0';
	found = zend_hash_find_known_hash(ST_G(report.sites), k);
	s = found ? Z_PTR_P(found) : NULL;

	if (s) {
		s->count++;
		*is_new = false;
		return s;
	}
	if (zend_hash_num_elements(ST_G(report.sites)) >= (uint32_t) ST_G(settings.max_sites)) {
		/* Counted, not remembered: remembering would defeat the cap. */
		ST_G(report.dropped_calls)++;
		return NULL;
	}
	s = pecalloc(1, sizeof(*s), 1);
	s->count = 1;
	*is_new = true;
	k = zend_string_init((const char *) key, sizeof(*key), 1);
	ZSTR_H(k) = ZSTR_H(&tmp.str);
	zend_hash_add_new_ptr(ST_G(report.sites), k, s);
	zend_string_release(k);
	return s;
}

zend_string *scalar_types_report_sample(zval *arg)
{
	ZVAL_DEREF(arg);
	if (!ST_G(settings.report_values)) {
		switch (Z_TYPE_P(arg)) {
			case IS_STRING:
				return zend_strpprintf(0, "string(%zu)", Z_STRLEN_P(arg));
			case IS_ARRAY:
				return zend_strpprintf(0, "array(%u)", zend_hash_num_elements(Z_ARRVAL_P(arg)));
			case IS_OBJECT:
				return zend_string_copy(Z_OBJCE_P(arg)->name);
			default:
				return zend_string_init(zend_zval_type_name(arg), strlen(zend_zval_type_name(arg)), 0);
		}
	}
	switch (Z_TYPE_P(arg)) {
		case IS_STRING: {
			size_t max = (size_t) ST_G(settings.value_max_length);
			bool cut = Z_STRLEN_P(arg) > max;
			smart_str buf = {0};

			/* appended by length: "%.*s" would stop at a NUL byte */
			smart_str_append_printf(&buf, "string(%zu) \"", Z_STRLEN_P(arg));
			smart_str_appendl(&buf, Z_STRVAL_P(arg), cut ? max : Z_STRLEN_P(arg));
			smart_str_appends(&buf, cut ? "...\"" : "\"");
			smart_str_0(&buf);
			return buf.s;
		}
		case IS_LONG:
			return zend_strpprintf(0, "int(" ZEND_LONG_FMT ")", Z_LVAL_P(arg));
		case IS_DOUBLE: {
			zend_string *repr = scalar_types_double_repr(Z_DVAL_P(arg));
			zend_string *s = zend_strpprintf(0, "float(%s)", ZSTR_VAL(repr));
			zend_string_release(repr);
			return s;
		}
		case IS_TRUE:
			return zend_string_init(ZEND_STRL("bool(true)"), 0);
		case IS_FALSE:
			return zend_string_init(ZEND_STRL("bool(false)"), 0);
		case IS_NULL:
			return zend_string_init(ZEND_STRL("null"), 0);
		case IS_ARRAY:
			return zend_strpprintf(0, "array(%u)", zend_hash_num_elements(Z_ARRVAL_P(arg)));
		case IS_OBJECT:
			return zend_strpprintf(0, "object(%s)", ZSTR_VAL(Z_OBJCE_P(arg)->name));
		default:
			return zend_string_init(zend_zval_type_name(arg), strlen(zend_zval_type_name(arg)), 0);
	}
}

static bool scalar_types_is_utf8(const zend_string *str)
{
	const unsigned char *s = (const unsigned char *) ZSTR_VAL(str);
	size_t len = ZSTR_LEN(str), pos = 0;
	zend_result status;

	while (pos < len) {
		php_next_utf8_char(s, len, &pos, &status);
		if (status != SUCCESS) {
			return false;
		}
	}
	return true;
}

/* A file name is written as UTF-8, bad bytes replaced (for display); one
 * that is not UTF-8 also comes as "file_b64", its raw bytes, so that tools
 * can still open the file. */
static void scalar_types_add_file_b64(zval *out, zend_string *file)
{
	if (!scalar_types_is_utf8(file)) {
		add_assoc_str(out, "file_b64", php_base64_encode((const unsigned char *) ZSTR_VAL(file), ZSTR_LEN(file)));
	}
}

/* count: what the record says (the whole count, or what was not yet written) */
static void scalar_types_site_to_array(const scalar_types_site *s, zend_long count, zval *out)
{
	const char *kind = scalar_types_kind_name(s->kind);
	scalar_types_verdict weak;
	zval rules;

	array_init_size(out, 20);
	add_assoc_string(out, "record", "divergence");
	add_assoc_str(out, "file", scalar_types_report_out(s->file));
	scalar_types_add_file_b64(out, s->file);
	add_assoc_long(out, "line", s->line);
	add_assoc_str(out, "function", scalar_types_report_out(s->function));
	add_assoc_long(out, "arg", s->arg);
	if (s->param) {
		add_assoc_str(out, "param", scalar_types_report_out(s->param));
	} else {
		add_assoc_null(out, "param");
	}
	add_assoc_str(out, "declared", scalar_types_report_out(s->declared));
	add_assoc_str(out, "given", scalar_types_report_out(s->given));
	add_assoc_string(out, "caller_mode", s->strict_caller ? "strict" : "weak");
	if (kind) {
		add_assoc_string(out, "coercion", (char *) kind);
	} else {
		add_assoc_null(out, "coercion");
	}
	if (s->message) {
		add_assoc_str(out, "message", scalar_types_report_out(s->message));
	} else {
		add_assoc_null(out, "message");
	}
	if (s->deprecation) {
		add_assoc_str(out, "deprecation", scalar_types_report_out(s->deprecation));
	} else {
		add_assoc_null(out, "deprecation");
	}
	if (s->warning) {
		add_assoc_str(out, "warning", scalar_types_report_out(s->warning));
	} else {
		add_assoc_null(out, "warning");
	}
	add_assoc_long(out, "count", count);
	add_assoc_string(out, "site", (char *) scalar_types_site_names[s->site]);
	if (s->site == ST_SITE_ARGUMENT) {
		add_assoc_string(out, "callee", s->internal_callee ? "internal" : "user");
		if (s->by_ref) {
			add_assoc_bool(out, "by_ref", 1);
		}
		if (s->calls_on_line > 1) {
			zval ks;
			uint32_t i, j;
			uint8_t sorted[ST_CALL_OPS];

			/* which of the line's calls of the callee, in source order */
			memcpy(sorted, s->call_ks, sizeof(sorted));
			for (i = 1; i < s->n_call_ops; i++) {
				for (j = i; j > 0 && sorted[j - 1] > sorted[j]; j--) {
					uint8_t t = sorted[j];
					sorted[j] = sorted[j - 1];
					sorted[j - 1] = t;
				}
			}
			array_init_size(&ks, s->n_call_ops);
			for (i = 0; i < s->n_call_ops; i++) {
				if (i == 0 || sorted[i] != sorted[i - 1]) {
					add_next_index_long(&ks, sorted[i]);
				}
			}
			add_assoc_zval(out, "call_on_line", &ks);
			add_assoc_long(out, "calls_on_line", s->calls_on_line);
		}
	}
	add_assoc_str(out, "sample", scalar_types_report_out(s->sample));
	/* what each preset does with this receipt (docs/presets.md) */
	scalar_types_verdict_init(&weak);
	weak.outcome = s->kind == ST_KIND_NONE ? ST_REJECTED : ST_COERCED;
	weak.kind = s->kind;
	scalar_types_presets_to_array(&weak, (s->internal_callee ? ST_PRESET_INTERNAL_ARG : 0)
		| (s->strict_caller ? ST_PRESET_STRICT_CALLER : 0), &rules);
	add_assoc_zval(out, "rules", &rules);
}

static const char *scalar_types_script(void)
{
	if (SG(request_info).path_translated) {
		return SG(request_info).path_translated;
	}
	return SG(request_info).request_uri ? SG(request_info).request_uri : "";
}

/* The counts since the last write; partial: written in the middle of the
 * request (the reader counts the request at its last summary only). */
static void scalar_types_summary_to_array(zval *out, bool partial)
{
	zval files;
	zend_string *name;
	scalar_types_file_calls *fc;

	array_init_size(out, 10);
	add_assoc_string(out, "record", "summary");
	add_assoc_long(out, "pid", (zend_long) getpid());
	add_assoc_string(out, "script", (char *) scalar_types_script());
	add_assoc_long(out, "calls", ST_G(report.calls) - ST_G(report.flushed_calls));
	add_assoc_long(out, "sites", ST_G(report.sites) ? zend_hash_num_elements(ST_G(report.sites)) : 0);
	add_assoc_long(out, "dropped_calls", ST_G(report.dropped_calls) - ST_G(report.flushed_dropped));
	/* the fraction of requests judged: counts scale by its inverse */
	add_assoc_double(out, "sample_rate", ST_G(settings.sample_rate));
	if (partial) {
		add_assoc_bool(out, "partial", true);
	}
	/* only where some were: returns and property writes in them not seen */
	if (ST_G(report.files_left) != ST_G(report.flushed_files_left)) {
		add_assoc_long(out, "files_left", ST_G(report.files_left) - ST_G(report.flushed_files_left));
	}
	array_init(&files);
	if (ST_G(report.caller_files)) {
		ZEND_HASH_FOREACH_STR_KEY_PTR(ST_G(report.caller_files), name, fc) {
			zval f;

			if (fc->calls == fc->flushed_calls && fc->divergences == fc->flushed_divergences
					&& (fc->flushed_calls || fc->flushed_divergences || fc->cov)
					&& !scalar_types_coverage_unwritten(fc->cov)) {
				continue; /* written before, nothing since */
			}
			array_init_size(&f, 3);
			add_assoc_string(&f, "mode", fc->strict ? "strict" : "weak");
			add_assoc_long(&f, "calls", fc->calls - fc->flushed_calls);
			add_assoc_long(&f, "divergences", fc->divergences - fc->flushed_divergences);
			scalar_types_coverage_to_array(fc->cov, &f);
			scalar_types_add_file_b64(&f, name);
			zend_hash_update(Z_ARRVAL(files), name, &f);
		} ZEND_HASH_FOREACH_END();
	}
	if (!zend_hash_num_elements(Z_ARRVAL(files))) {
		/* a map, empty: `{}` as every other summary's (an FPM status page) */
		zval_ptr_dtor(&files);
		object_init(&files);
	}
	add_assoc_zval(out, "files", &files);
}

/* Everything counted so far is written: later writes carry what follows. */
static void scalar_types_report_mark_flushed(void)
{
	scalar_types_site *s;
	scalar_types_file_calls *fc;

	ZEND_HASH_FOREACH_PTR(ST_G(report.sites), s) {
		s->flushed = s->count;
	} ZEND_HASH_FOREACH_END();
	ZEND_HASH_FOREACH_PTR(ST_G(report.caller_files), fc) {
		fc->flushed_calls = fc->calls;
		fc->flushed_divergences = fc->divergences;
		scalar_types_coverage_mark_written(fc->cov);
	} ZEND_HASH_FOREACH_END();
	ST_G(report.flushed_calls) = ST_G(report.calls);
	ST_G(report.flushed_dropped) = ST_G(report.dropped_calls);
	ST_G(report.flushed_files_left) = ST_G(report.files_left);
}

void scalar_types_report_to_array(zval *return_value)
{
	scalar_types_site *s;

	array_init(return_value);
	if (!ST_G(report.sites)) {
		return;
	}
	scalar_types_report_owned();
	ZEND_HASH_FOREACH_PTR(ST_G(report.sites), s) {
		zval rec;
		scalar_types_site_to_array(s, s->count, &rec);
		add_next_index_zval(return_value, &rec);
	} ZEND_HASH_FOREACH_END();
}

/* "%p" in scalar_types.report_file becomes the pid, so each worker of a
 * pool may write a file of its own. */
static zend_string *scalar_types_report_path(void)
{
	const char *p = ST_G(settings.report_file);
	smart_str path = {0};

	/* relative to the working directory the request started in */
	if (ST_G(report.report_cwd)) {
		smart_str_append(&path, ST_G(report.report_cwd));
		smart_str_appendc(&path, DEFAULT_SLASH);
	}
	for (; *p; p++) {
		if (p[0] == '%' && p[1] == 'p') {
			smart_str_append_long(&path, (zend_long) getpid());
			p++;
		} else {
			smart_str_appendc(&path, *p);
		}
	}
	smart_str_0(&path);
	return path.s;
}

/* One record where the report goes: fd, the report file; -1, the sink
 * (scalar_types.report_sink). */
static bool scalar_types_write_record(int fd, zval *rec, char *why, size_t why_size)
{
	smart_str buf = {0};
	bool ok;

	scalar_types_json_value(&buf, rec, 0);
	if (fd >= 0) {
		smart_str_appendc(&buf, '\n');
		ok = write(fd, ZSTR_VAL(buf.s), ZSTR_LEN(buf.s)) == (ssize_t) ZSTR_LEN(buf.s);
		if (!ok) {
			snprintf(why, why_size, "short write");
		}
	} else {
		ok = scalar_types_sink_send((int) ST_G(settings.report_sink), ZSTR_VAL(buf.s), ZSTR_LEN(buf.s), why, why_size);
	}
	smart_str_free(&buf);
	return ok;
}

static void scalar_types_report_flush(bool partial)
{
	zend_string *path;
	int fd = -1;
	scalar_types_site *s;
	zval rec;
	bool ok = true;
	char why[160] = "";

	if (ST_G(settings.report_sink) == ST_SINK_FILE) {
		if (!ST_G(settings.report_file) || !*ST_G(settings.report_file)) {
			return;
		}
		scalar_types_report_owned();
		path = scalar_types_report_path();
		fd = scalar_types_report_open_file(path, why, sizeof(why));
		if (fd < 0) {
			/* Never on the app's output: the log (stderr in CLI) only. */
			char *msg;
			spprintf(&msg, 0, "scalar_types: cannot write report file %s: %s (report kept in memory only)",
				ZSTR_VAL(path), why);
			php_log_err(msg);
			efree(msg);
			zend_string_release(path);
			return;
		}
	} else {
		scalar_types_report_owned();
		path = zend_string_init(scalar_types_sink_name((int) ST_G(settings.report_sink)),
			strlen(scalar_types_sink_name((int) ST_G(settings.report_sink))), 0);
	}
	ZEND_HASH_FOREACH_PTR(ST_G(report.sites), s) {
		if (s->count == s->flushed) {
			continue;
		}
		scalar_types_site_to_array(s, s->count - s->flushed, &rec);
		ok = scalar_types_write_record(fd, &rec, why, sizeof(why)) && ok;
		zval_ptr_dtor(&rec);
	} ZEND_HASH_FOREACH_END();
	scalar_types_summary_to_array(&rec, partial);
	ok = scalar_types_write_record(fd, &rec, why, sizeof(why)) && ok;
	zval_ptr_dtor(&rec);
	if (fd >= 0) {
		close(fd);
	}
	/* what was counted is written (a failed write is told, not retried:
	 * writing it again would count it twice) */
	scalar_types_report_mark_flushed();
	if (!ok) {
		char *msg;
		spprintf(&msg, 0, "scalar_types: cannot write the report to %s: %s (records lost)", ZSTR_VAL(path), why);
		php_log_err(msg);
		efree(msg);
	}
	zend_string_release(path);
}

void scalar_types_report_tick(void)
{
	time_t now;

	if (!ST_G(report.next_flush) || !ST_G(report.sites)) {
		return;
	}
	now = time(NULL);
	if (now < ST_G(report.next_flush)) {
		return;
	}
	ST_G(report.next_flush) = now + ST_G(settings.flush_interval);
	if (ST_G(report.calls) == ST_G(report.flushed_calls) && ST_G(report.dropped_calls) == ST_G(report.flushed_dropped)) {
		return; /* nothing new */
	}
	scalar_types_report_flush(true);
}

static void scalar_types_report_stderr_summary(void)
{
	scalar_types_site *s;
	zend_long divergent = 0;

	if (!ST_G(settings.summary) || !sapi_module.name || strcmp(sapi_module.name, "cli") != 0) {
		return;
	}
	uint32_t sites = 0;

	ZEND_HASH_FOREACH_PTR(ST_G(report.sites), s) {
		if (!scalar_types_site_strict_accepts(s)) {
			sites++;
			divergent += s->count;
		}
	} ZEND_HASH_FOREACH_END();
	fprintf(stderr, "scalar_types: %u divergent site(s), " ZEND_LONG_FMT " divergent receipt(s); "
		ZEND_LONG_FMT " call(s) with scalar parameters observed%s\n", sites, divergent, ST_G(report.calls),
		ST_G(report.dropped_calls) ? " (site cap reached, some dropped)" : "");
	ZEND_HASH_FOREACH_PTR(ST_G(report.sites), s) {
		if (scalar_types_site_strict_accepts(s)) {
			continue;
		}
		fprintf(stderr, "  %s:%u  %s%s\n", ZSTR_VAL(s->file), s->line, ZSTR_VAL(s->message),
			s->strict_caller ? "" : " [weak mode coerces]");
	} ZEND_HASH_FOREACH_END();
}

void scalar_types_report_deactivate(void)
{
	if (!ST_G(report.sites)) {
		return;
	}
	scalar_types_report_flush(false);
	scalar_types_report_close_dir();
	scalar_types_report_stderr_summary();
	scalar_types_table_free(&ST_G(report.sites));
	scalar_types_report_files_deactivate();
	scalar_types_table_free(&ST_G(report.canonical));
	scalar_types_site_memo_clear();
}
