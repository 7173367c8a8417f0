/*
  +----------------------------------------------------------------------+
  | scalar_types: report sinks — stderr and syslog                       |
  +----------------------------------------------------------------------+
  | syslog is spoken to directly (a datagram to scalar_types.syslog_path,|
  | RFC 3164 framing) rather than through openlog()/syslog(): those set  |
  | the process's ident and facility, which the app's own syslog() and  |
  | PHP's error_log=syslog would then inherit.                           |
  +----------------------------------------------------------------------+
*/
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_scalar_types.h"
#include "report/sink.h"

#ifndef PHP_WIN32
# include <sys/socket.h>
# include <sys/un.h>
# include <sys/uio.h>
# include <syslog.h>
# include <unistd.h>
#else
# include <io.h> /* _write(), close() */
/* The syslog sink is not on Windows (no AF_UNIX datagram socket to a
 * syslog daemon): the facilities still parse, with RFC 3164's codes, so
 * that the INI defaults are valid there. */
# define LOG_USER   (1 << 3)
# define LOG_DAEMON (3 << 3)
# define LOG_LOCAL0 (16 << 3)
# define LOG_LOCAL1 (17 << 3)
# define LOG_LOCAL2 (18 << 3)
# define LOG_LOCAL3 (19 << 3)
# define LOG_LOCAL4 (20 << 3)
# define LOG_LOCAL5 (21 << 3)
# define LOG_LOCAL6 (22 << 3)
# define LOG_LOCAL7 (23 << 3)
#endif

static const struct {
	const char *name;
	int code;
} scalar_types_facilities[] = {
	{"user", LOG_USER}, {"daemon", LOG_DAEMON},
	{"local0", LOG_LOCAL0}, {"local1", LOG_LOCAL1}, {"local2", LOG_LOCAL2}, {"local3", LOG_LOCAL3},
	{"local4", LOG_LOCAL4}, {"local5", LOG_LOCAL5}, {"local6", LOG_LOCAL6}, {"local7", LOG_LOCAL7},
	{NULL, 0}
};

/* the socket to the syslog daemon, per thread (module globals); a forked
 * worker keeps using its parent's, which is fine for datagrams */
#define scalar_types_syslog_fd_open ST_G(report.syslog_open)
#define scalar_types_syslog_fd ST_G(report.syslog_fd)

int scalar_types_sink_parse(const char *name)
{
	if (!name || !*name || !strcasecmp(name, "file")) {
		return ST_SINK_FILE;
	}
	if (!strcasecmp(name, "stderr")) {
		return ST_SINK_STDERR;
	}
#ifndef PHP_WIN32
	if (!strcasecmp(name, "syslog")) {
		return ST_SINK_SYSLOG;
	}
#endif
	return -1;
}

const char *scalar_types_sink_name(int sink)
{
	return sink == ST_SINK_STDERR ? "stderr" : sink == ST_SINK_SYSLOG ? "syslog" : "file";
}

int scalar_types_syslog_facility_parse(const char *name)
{
	int i;

	for (i = 0; scalar_types_facilities[i].name; i++) {
		if (name && !strcasecmp(name, scalar_types_facilities[i].name)) {
			return scalar_types_facilities[i].code;
		}
	}
	return -1;
}

#ifdef PHP_WIN32
struct iovec {
	void *iov_base;
	size_t iov_len;
};
#endif

static bool scalar_types_write_all(int fd, const struct iovec *iov, int n, size_t total)
{
#ifndef PHP_WIN32
	/* one writev: a pipe (php-fpm's worker stderr) takes it whole up to
	 * PIPE_BUF, so lines of concurrent writers never mix */
	ssize_t w;

	do {
		w = writev(fd, iov, n);
	} while (w < 0 && errno == EINTR);
	return w == (ssize_t) total;
#else
	int i;
	size_t done = 0;

	for (i = 0; i < n; i++) {
		done += (size_t) MAX(0, _write(fd, iov[i].iov_base, (unsigned int) iov[i].iov_len));
	}
	return done == total;
#endif
}

#ifndef PHP_WIN32
static bool scalar_types_syslog_send(const char *line, size_t len, char *why, size_t why_size)
{
	char head[160], stamp[32];
	struct iovec iov[2];
	struct tm tm;
	time_t now = time(NULL);
	const char *ident = ST_G(settings.syslog_ident) && *ST_G(settings.syslog_ident)
		? ST_G(settings.syslog_ident) : "scalar_types";
	int hl;

	if (!scalar_types_syslog_fd_open) {
		struct sockaddr_un sa;
		const char *path = ST_G(settings.syslog_path) && *ST_G(settings.syslog_path)
			? ST_G(settings.syslog_path) : "/dev/log";

		memset(&sa, 0, sizeof(sa));
		sa.sun_family = AF_UNIX;
		if (strlen(path) >= sizeof(sa.sun_path)) {
			snprintf(why, why_size, "socket path %s is too long", path);
			return false;
		}
		strcpy(sa.sun_path, path);
		scalar_types_syslog_fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
		if (scalar_types_syslog_fd < 0 || connect(scalar_types_syslog_fd, (struct sockaddr *) &sa, sizeof(sa)) != 0) {
			snprintf(why, why_size, "%s: %s", path, strerror(errno));
			if (scalar_types_syslog_fd >= 0) {
				close(scalar_types_syslog_fd);
			}
			return false;
		}
		scalar_types_syslog_fd_open = true;
	}
	localtime_r(&now, &tm);
	strftime(stamp, sizeof(stamp), "%b %e %H:%M:%S", &tm);
	hl = snprintf(head, sizeof(head), "<%d>%s %.64s[%ld]: ", (int) ST_G(settings.syslog_facility) | LOG_INFO, stamp,
		ident, (long) getpid());
	iov[0].iov_base = head;
	iov[0].iov_len = (size_t) hl;
	iov[1].iov_base = (void *) line;
	iov[1].iov_len = len;
	if (!scalar_types_write_all(scalar_types_syslog_fd, iov, 2, (size_t) hl + len)) {
		snprintf(why, why_size, "%s", strerror(errno));
		/* reconnect next time (the daemon may have restarted) */
		close(scalar_types_syslog_fd);
		scalar_types_syslog_fd_open = false;
		return false;
	}
	return true;
}
#endif

bool scalar_types_sink_send(int sink, const char *line, size_t len, char *why, size_t why_size)
{
	if (sink == ST_SINK_STDERR) {
		struct iovec iov[2];

		iov[0].iov_base = (void *) line;
		iov[0].iov_len = len;
		iov[1].iov_base = (void *) "\n";
		iov[1].iov_len = 1;
		if (!scalar_types_write_all(STDERR_FILENO, iov, 2, len + 1)) {
			snprintf(why, why_size, "%s", strerror(errno));
			return false;
		}
		return true;
	}
	if (sink == ST_SINK_SYSLOG) {
#ifndef PHP_WIN32
		return scalar_types_syslog_send(line, len, why, why_size);
#else
		snprintf(why, why_size, "the syslog sink is not available on Windows (use report_sink=file or stderr)");
		return false;
#endif
	}
	snprintf(why, why_size, "no such sink");
	return false;
}

void scalar_types_sink_shutdown(void)
{
	if (scalar_types_syslog_fd_open) {
		close(scalar_types_syslog_fd);
		scalar_types_syslog_fd_open = false;
	}
}
