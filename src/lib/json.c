/*
  +----------------------------------------------------------------------+
  | scalar_types: the report's JSON, written without ext/json            |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "ext/standard/html.h"
#include "zend_smart_str.h"
#include "lib/json.h"

/* A JSON string: UTF-8 kept, invalid sequences replaced by U+FFFD, as
 * json_encode() with JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE |
 * JSON_INVALID_UTF8_SUBSTITUTE writes it. */
static void scalar_types_json_string(smart_str *buf, const zend_string *str)
{
	const unsigned char *s = (const unsigned char *) ZSTR_VAL(str);
	size_t len = ZSTR_LEN(str), pos = 0;

	smart_str_appendc(buf, '"');
	while (pos < len) {
		size_t start = pos;
		zend_result status;
		unsigned int c;

		/* a run of printable ASCII that needs no escape, the common case:
		 * copied whole, not decoded a character at a time */
		while (pos < len && s[pos] >= 0x20 && s[pos] < 0x7f && s[pos] != '"' && s[pos] != '\\') {
			pos++;
		}
		if (pos > start) {
			smart_str_appendl(buf, (const char *) s + start, pos - start);
			continue;
		}
		c = php_next_utf8_char(s, len, &pos, &status);

		if (status != SUCCESS) {
			smart_str_appendl(buf, "\xEF\xBF\xBD", 3);
			if (pos == start) {
				pos++;
			}
			continue;
		}
		switch (c) {
			case '"': smart_str_appendl(buf, "\\\"", 2); break;
			case '\\': smart_str_appendl(buf, "\\\\", 2); break;
			case '\b': smart_str_appendl(buf, "\\b", 2); break;
			case '\f': smart_str_appendl(buf, "\\f", 2); break;
			case '\n': smart_str_appendl(buf, "\\n", 2); break;
			case '\r': smart_str_appendl(buf, "\\r", 2); break;
			case '\t': smart_str_appendl(buf, "\\t", 2); break;
			default:
				/* controls, and the line terminators JavaScript cannot hold */
				if (c < 0x20 || c == 0x2028 || c == 0x2029) {
					smart_str_append_printf(buf, "\\u%04x", c);
				} else {
					smart_str_appendl(buf, (const char *) s + start, pos - start);
				}
		}
	}
	smart_str_appendc(buf, '"');
}

/* Our records hold strings, integers, booleans, null and arrays of them.
 * Written by us rather than ext/json, whose encoder refuses to work after
 * a fatal error in some builds (Debian's 8.2.36 after "Allowed memory size
 * exhausted"), when the report matters most. */
void scalar_types_json_value(smart_str *buf, zval *v, uint32_t depth)
{
	ZVAL_DEREF(v);
	switch (Z_TYPE_P(v)) {
		case IS_NULL:
			smart_str_appendl(buf, "null", 4);
			break;
		case IS_TRUE:
			smart_str_appendl(buf, "true", 4);
			break;
		case IS_FALSE:
			smart_str_appendl(buf, "false", 5);
			break;
		case IS_LONG:
			smart_str_append_long(buf, Z_LVAL_P(v));
			break;
		case IS_DOUBLE:
			if (zend_finite(Z_DVAL_P(v))) {
				smart_str_append_double(buf, Z_DVAL_P(v), 17, true);
			} else {
				smart_str_appendc(buf, '0');
			}
			break;
		case IS_STRING:
			scalar_types_json_string(buf, Z_STR_P(v));
			break;
		case IS_ARRAY: {
			HashTable *ht = Z_ARRVAL_P(v);
			bool list = zend_array_is_list(ht);
			bool first = true;
			zend_string *key;
			zend_ulong idx;
			zval *item;

			if (depth > 8) {
				smart_str_appendl(buf, "null", 4);
				break;
			}
			smart_str_appendc(buf, list ? '[' : '{');
			ZEND_HASH_FOREACH_KEY_VAL(ht, idx, key, item) {
				if (!first) {
					smart_str_appendc(buf, ',');
				}
				first = false;
				if (!list) {
					if (key) {
						scalar_types_json_string(buf, key);
					} else {
						smart_str_appendc(buf, '"');
						smart_str_append_unsigned(buf, idx);
						smart_str_appendc(buf, '"');
					}
					smart_str_appendc(buf, ':');
				}
				scalar_types_json_value(buf, item, depth + 1);
			} ZEND_HASH_FOREACH_END();
			smart_str_appendc(buf, list ? ']' : '}');
			break;
		}
		case IS_OBJECT:
			/* only an empty map is given as an object */
			smart_str_appendl(buf, "{}", 2);
			break;
		default:
			smart_str_appendl(buf, "null", 4);
	}
}
