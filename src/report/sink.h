/* scalar_types: where report records go besides a file of our own — the
 * process's stderr (containers, php-fpm's catch_workers_output) or syslog
 * (the log pipeline a fleet already collects). One record, one line, one
 * write: never interleaved with another process's line. */
#ifndef SCALAR_TYPES_SINK_H
#define SCALAR_TYPES_SINK_H

#include "php.h"

typedef enum _scalar_types_sink_kind {
	ST_SINK_FILE = 0,   /* scalar_types.report_file */
	ST_SINK_STDERR,
	ST_SINK_SYSLOG
} scalar_types_sink_kind;

/* INI values: "file", "stderr", "syslog"; a facility name ("user",
 * "daemon", "local0".."local7") as its syslog code. -1 when unknown. */
int scalar_types_sink_parse(const char *name);
int scalar_types_syslog_facility_parse(const char *name);
const char *scalar_types_sink_name(int sink);

/* Sends one record (line without its newline) to the sink; false with
 * *why set when it could not. */
bool scalar_types_sink_send(int sink, const char *line, size_t len, char *why, size_t why_size);

/* Closes what a sink holds open (the syslog socket), at shutdown. */
void scalar_types_sink_shutdown(void);

#endif
