#!/usr/bin/env bash
# The applications study (docs/impact.md, "Applications"): whole web applications as
# Debian 12 packages them (WordPress, MediaWiki, phpMyAdmin, Roundcube with Dovecot and
# OpenSMTPD, DokuWiki), behind nginx and php-fpm, on MariaDB, driven by a fixed crawl
# (scripts/app-crawl.php), each run from the same database dump and data files:
#   bare, twice      no extension; the two runs show that the normalisation suffices
#   compare          a php-fpm master judged at rate 1, as docs/production.md's canary
#   strict passes    the oracle: a copy of each app with declare(strict_types=1) in
#                    every file, mounted over the original in a mount namespace of its
#                    own (the same paths, so its TypeErrors name the report's sites);
#                    after each pass the files that threw are made weak again, as
#                    someone fixing one fatal error at a time would, until none throws
# Every TypeError the strict copy throws must be a site of the compare run's report.
#
#   scripts/app-study.sh            every app; rewrites docs/apps.json and the
#                                   "Applications" section of docs/impact.md
#   scripts/app-study.sh --quick    WordPress only; checks its counts against docs/apps.json
#   scripts/app-study.sh --only A,B only these apps; writes nothing into docs/
#   ST_APP_REUSE=1     keeps the installed and seeded apps of the last run (no clean start)
#   ST_APP_REJUDGE=1   judges the runs already made again (the bookkeeping only)
#   ST_APP_PASSES=N    at most N strict passes (default 40)
#
# The apps' Debian configuration is written as their packages document it (the packages
# are installed for the study): /etc/wordpress/config-127.0.0.1.php,
# /etc/mediawiki/LocalSettings.php, /etc/phpmyadmin/conf.d/scalar-types-study.php,
# /etc/roundcube/debian-db.php and a marked block at the end of its config.inc.php,
# /etc/dokuwiki/local.php with its users and ACL. It stays after the run.
#
# Every server is started here with its own configuration, data directory and
# 127.0.0.1 port (18401-18406, 18425, 18443) or socket under $ST_CACHE/apps, and stopped
# at exit; the system's own services are neither started nor stopped. What the
# installs enable for every SAPI of the host (mysqli, intl, gd, ...) is disabled
# again at once and at exit, as in scripts/impact-study.sh: the apps' PHP reads a
# scan directory of its own. mariadb, dovecot and opensmtpd are not started at boot.
# Needs root on Debian 12. Last line: "app-study: N passed, N failed, N skipped"
# (per app: passed = >= 200 requests, no response differs, the oracle's recall 100 %).
set -uo pipefail

ST_TOP=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib.sh
. "$ST_TOP/scripts/lib.sh"

ALL_APPS=(wordpress mediawiki phpmyadmin roundcube dokuwiki)
mode=full
case "${1:-}" in
--quick) mode=quick APPS=(wordpress) ;;
--only) mode=only; IFS=, read -r -a APPS <<<"${2:?--only A,B}" ;;
"") APPS=("${ALL_APPS[@]}") ;;
*) echo "usage: $0 [--quick | --only A,B]" >&2; exit 2 ;;
esac

W=${ST_CACHE:-/var/cache/scalar-types}/apps
RUN=$W/run
SEED=$W/seed
OUT=$W/out-$mode
MAX_PASSES=${ST_APP_PASSES:-40}
declare -A PORT=([wordpress]=18401 [mediawiki]=18402 [phpmyadmin]=18403 [roundcube]=18404 [dokuwiki]=18405)
DB_PORT=18406 IMAP_PORT=18443 SMTP_PORT=18425
# the app code each strict copy covers (mounted over the original in the strict master)
declare -A CODE=([wordpress]=/usr/share/wordpress [mediawiki]=/usr/share/mediawiki
	[phpmyadmin]=/usr/share/phpmyadmin [roundcube]=/usr/share/roundcube [dokuwiki]=/usr/share/dokuwiki)
# an app's own files in the report (projects --under): its code and its Debian config
# shellcheck disable=SC2054  # each value is a comma-separated list, as projects --under takes it
declare -A OWN=([wordpress]=/usr/share/wordpress,/var/lib/wordpress,/etc/wordpress
	[mediawiki]=/usr/share/mediawiki,/var/lib/mediawiki,/etc/mediawiki
	[phpmyadmin]=/usr/share/phpmyadmin,/etc/phpmyadmin
	[roundcube]=/usr/share/roundcube,/var/lib/roundcube,/etc/roundcube
	[dokuwiki]=/usr/share/dokuwiki,/var/lib/dokuwiki,/etc/dokuwiki)
# state an app writes outside the database, restored before each run
STATE_DIRS=(/var/lib/dokuwiki/data /var/lib/mediawiki/cache /var/lib/mediawiki/images
	/var/lib/wordpress/wp-content/uploads /var/lib/roundcube/temp /var/lib/phpmyadmin/tmp /var/log/roundcube /var/log/mediawiki
	/var/lib/dokuwiki/acl)
APP_PACKAGES=(mariadb-server mariadb-client wordpress wordpress-theme-twentytwentyone mediawiki
	phpmyadmin roundcube-core roundcube-mysql roundcube-plugins dovecot-imapd opensmtpd dokuwiki
	php8.2-mysql php8.2-mbstring php8.2-intl php8.2-xml php8.2-curl php8.2-zip php8.2-gd php8.2-opcache)
DBPASS=study-db-pass ADMINPASS='Study-Admin-1'

log() { printf '==> %s\n' "$*" >&2; }
passed=0 failed=0 skipped=0
finish() {
	echo "app-study: $passed passed, $failed failed, $skipped skipped"
	[ "$failed" -eq 0 ]
	exit $?
}
if [ "$(id -u)" != 0 ]; then
	echo "app-study: needs root (apt-get, servers)"
	skipped=1
	finish
fi

# ---- installs, and the host's PHP modules as they were ------------------------------

enabled_modules() {
	local f m
	for f in /etc/php/8.2/*/conf.d/*.ini; do
		[ -e "$f" ] || continue
		m=$(basename "$f" .ini)
		m=${m#*-}
		[ -f "/etc/php/8.2/mods-available/$m.ini" ] && echo "$(basename "$(dirname "$(dirname "$f")")") $m"
	done | LC_ALL=C sort -u
}
MODULES_BEFORE=$(enabled_modules)
restore_modules() {
	local sapi mod
	LC_ALL=C comm -13 <(echo "$MODULES_BEFORE") <(enabled_modules) | while read -r sapi mod; do
		[ -n "$mod" ] || continue
		log "PHP module $mod ($sapi): enabled by an install of the study, disabled again"
		phpdismod -v 8.2 -s "$sapi" "$mod"
	done
}

# debconf: no dbconfig-common database set-up (no server runs during the install:
# the study makes its own) and no web server reconfigured
preseed() {
	debconf-set-selections <<-'EOF'
	phpmyadmin phpmyadmin/dbconfig-install boolean false
	phpmyadmin phpmyadmin/reconfigure-webserver multiselect
	roundcube-core roundcube/dbconfig-install boolean false
	roundcube-core roundcube/reconfigure-webserver multiselect
	roundcube-core roundcube/restart-webserver boolean false
	dokuwiki dokuwiki/system/configure-webserver multiselect
	dokuwiki dokuwiki/system/restart-webserver boolean false
	EOF
}

# ---- the servers: all ours, stopped at exit -------------------------------------------

PIDS=()
stop_servers() {
	local p pids=()
	[ -f "$RUN/fpm.pid" ] && stop_fpm
	for p in "$RUN/nginx.pid" "$RUN/dovecot/master.pid" "$RUN/mysqld.pid"; do
		[ -s "$p" ] && pids+=("$(cat "$p")")
	done
	pids+=("${PIDS[@]}")
	for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
	# each gone before the next start (MariaDB takes a few seconds to shut down)
	for p in "${pids[@]}"; do wait_for 60 bash -c "! kill -0 $p" || kill -KILL "$p" 2>/dev/null; done
	rm -f "$RUN/nginx.pid" "$RUN/mysqld.pid"
	PIDS=()
}
cleanup() {
	stop_servers
	restore_modules
}
trap cleanup EXIT
trap 'exit 143' TERM INT HUP

wait_for() { # wait_for SECONDS COMMAND...: until COMMAND succeeds
	local n=$(($1 * 5))
	shift
	while ! "$@" >/dev/null 2>&1; do
		n=$((n - 1))
		[ "$n" -gt 0 ] || return 1
		sleep 0.2
	done
}

MYSQL=(mysql --no-defaults -uroot -S "$RUN/mysqld.sock")
start_mariadb() {
	local fresh=0
	if [ ! -d "$W/mysql/mysql" ]; then
		log "MariaDB: a data directory of its own ($W/mysql)"
		install -d -o mysql -g mysql "$W/mysql"
		mariadb-install-db --no-defaults --datadir="$W/mysql" --user=mysql --auth-root-authentication-method=socket >"$W/mysql-install.log" 2>&1 || return 1
		fresh=1
	fi
	install -d -o mysql -g mysql "$RUN"
	mariadbd --no-defaults --datadir="$W/mysql" --user=mysql --bind-address=127.0.0.1 --port=$DB_PORT \
		--socket="$RUN/mysqld.sock" --pid-file="$RUN/mysqld.pid" --log-error="$RUN/mysqld.err" \
		--skip-log-bin --innodb-buffer-pool-size=256M >/dev/null 2>&1 &
	PIDS+=($!)
	wait_for 60 "${MYSQL[@]}" -e 'select 1' || { log "MariaDB did not start: $(tail -3 "$RUN/mysqld.err")"; return 1; }
	if [ "$fresh" = 1 ]; then
		local db
		for db in wordpress mediawiki phpmyadmin roundcube shop; do
			"${MYSQL[@]}" -e "CREATE USER IF NOT EXISTS '$db'@'127.0.0.1' IDENTIFIED BY '$DBPASS';
				CREATE USER IF NOT EXISTS '$db'@'localhost' IDENTIFIED BY '$DBPASS'"
		done
		# phpMyAdmin logs in as a user who sees the shop database
		"${MYSQL[@]}" -e "GRANT ALL ON shop.* TO 'phpmyadmin'@'127.0.0.1'; GRANT ALL ON shop.* TO 'phpmyadmin'@'localhost'"
		for db in wordpress mediawiki roundcube; do
			"${MYSQL[@]}" -e "GRANT ALL ON $db.* TO '$db'@'127.0.0.1'; GRANT ALL ON $db.* TO '$db'@'localhost'"
		done
	fi
}

start_dovecot() {
	mkdir -p "$RUN/dovecot" "$W/mail"
	chown www-data:www-data "$W/mail"
	cat >"$W/dovecot.conf" <<-EOF
	base_dir = $RUN/dovecot
	state_dir = $RUN/dovecot-state
	protocols = imap
	listen = 127.0.0.1
	ssl = no
	disable_plaintext_auth = no
	auth_mechanisms = plain login
	log_path = $RUN/dovecot.log
	mail_location = maildir:$W/mail/%u
	mail_uid = www-data
	mail_gid = www-data
	first_valid_uid = 33
	default_login_user = dovenull
	default_internal_user = dovecot
	passdb {
	  driver = passwd-file
	  args = scheme=PLAIN username_format=%u $W/dovecot.passwd
	}
	userdb {
	  driver = static
	  args = uid=www-data gid=www-data home=$W/mail/%u
	}
	namespace inbox {
	  inbox = yes
	  mailbox Drafts {
	    special_use = \\Drafts
	    auto = subscribe
	  }
	  mailbox Sent {
	    special_use = \\Sent
	    auto = subscribe
	  }
	  mailbox Trash {
	    special_use = \\Trash
	    auto = subscribe
	  }
	  mailbox Junk {
	    special_use = \\Junk
	    auto = subscribe
	  }
	}
	service imap-login {
	  inet_listener imap {
	    address = 127.0.0.1
	    port = $IMAP_PORT
	  }
	  inet_listener imaps {
	    port = 0
	  }
	}
	service auth {
	  unix_listener auth-userdb {
	    mode = 0666
	  }
	}
	protocol lda {
	  log_path = $RUN/dovecot-lda.log
	}
	service stats {
	  unix_listener stats-reader {
	    mode = 0666
	  }
	  unix_listener stats-writer {
	    mode = 0666
	  }
	}
	EOF
	printf 'alice:{PLAIN}%s\nbob:{PLAIN}%s\n' "$ADMINPASS" "$ADMINPASS" >"$W/dovecot.passwd"
	mkdir -p "$RUN/dovecot-state"
	touch "$RUN/dovecot-lda.log" && chown www-data "$RUN/dovecot-lda.log"
	dovecot -c "$W/dovecot.conf" || return 1
	wait_for 20 bash -c "exec 3<>/dev/tcp/127.0.0.1/$IMAP_PORT"
}

# OpenSMTPD as Roundcube's SMTP server: every mail goes to Dovecot's LDA, which delivers it
# into the recipient's Maildir (bob reads what alice sent him)
start_smtpd() {
	# the mailbox users are no system users: their uid (www-data's, as Dovecot's) from a table
	local ids
	ids=$(id -u www-data):$(id -g www-data)
	printf 'alice %s:%s/mail/alice\nbob %s:%s/mail/bob\n' "$ids" "$W" "$ids" "$W" >"$W/smtpd-users"
	cat >"$W/smtpd.conf" <<-EOF
	table users file:$W/smtpd-users
	listen on 127.0.0.1 port $SMTP_PORT
	action "deliver" mda "/usr/lib/dovecot/dovecot-lda -c $W/dovecot.conf -f %{sender} -d %{dest.user}" userbase <users>
	match from any for any action "deliver"
	EOF
	smtpd -d -f "$W/smtpd.conf" >"$RUN/smtpd.log" 2>&1 &
	PIDS+=($!)
	wait_for 20 bash -c "exec 3<>/dev/tcp/127.0.0.1/$SMTP_PORT"
}

# The apps' PHP: every module the packages installed, from a scan directory of its own
# (the host's SAPIs keep theirs); opcache as on a server.
apps_conf_d() {
	local f m prio so dir
	dir=$(php -r 'echo ini_get("extension_dir");')
	rm -rf "$W/conf.d" && mkdir -p "$W/conf.d"
	for f in /etc/php/8.2/mods-available/*.ini; do
		m=$(basename "$f" .ini)
		[ "$m" = scalar_types ] && continue
		so=$(sed -n 's/^[[:space:]]*\(zend_\)\{0,1\}extension[[:space:]]*=[[:space:]]*\([^[:space:];]*\).*/\2/p' "$f" | head -1)
		[ -n "$so" ] && [ -f "$dir/${so%.so}.so" ] || continue
		prio=$(sed -n 's/^;[[:space:]]*priority=\([0-9]*\).*/\1/p' "$f" | head -1)
		ln -s "$f" "$W/conf.d/${prio:-20}-$m.ini"
	done
	cat >"$W/conf.d/90-study.ini" <<-EOF
	memory_limit = 256M
	opcache.enable = 1
	opcache.enable_cli = 0
	date.timezone = UTC
	EOF
}
APHP=(env PHP_INI_SCAN_DIR="$W/conf.d" php)

# fpm: one master per run (KIND bare, compare, strict), its own php.ini, log and socket.
# The compare master is docs/production.md's canary: extension loaded, mode=compare at
# rate 1 where the master starts, a report file per worker (%p).
start_fpm() {
	local kind=$1 dir=$2 conf
	mkdir -p "$dir"
	chown www-data "$dir"
	rm -rf "$W/conf-$kind.d" && cp -a "$W/conf.d" "$W/conf-$kind.d"
	if [ "$kind" = compare ]; then
		cat >"$W/conf-$kind.d/99-scalar-types.ini" <<-EOF
		extension=$ST_TOP/modules/scalar_types.so
		scalar_types.mode=compare
		scalar_types.sample_rate=1
		scalar_types.report_file=$dir/reports/report-%p.jsonl
		EOF
		install -d -m 700 -o www-data "$dir/reports"
	fi
	conf=$dir/php-fpm.conf
	cat >"$conf" <<-EOF
	[global]
	pid = $RUN/fpm.pid
	error_log = $dir/fpm.log
	log_limit = 8192
	[study]
	user = www-data
	group = www-data
	listen = $RUN/php.sock
	listen.owner = www-data
	listen.group = www-data
	pm = static
	pm.max_children = 4
	catch_workers_output = yes
	php_admin_value[error_log] = $dir/php-errors.log
	php_admin_flag[log_errors] = on
	php_admin_value[display_errors] = off
	EOF
	touch "$dir/php-errors.log" && chown www-data "$dir/php-errors.log"
	if [ "$kind" = strict ]; then
		# the strict copies over the originals, in this master's mount namespace only
		local binds="" app
		for app in "${APPS[@]}"; do
			binds+="mount --bind '$W/strict/$app' '${CODE[$app]}' && "
		done
		unshare -m --propagation private sh -c "${binds}exec env PHP_INI_SCAN_DIR='$W/conf-$kind.d' php-fpm8.2 -c '$W/php.ini' --fpm-config '$conf'" || return 1
	else
		PHP_INI_SCAN_DIR="$W/conf-$kind.d" php-fpm8.2 -c "$W/php.ini" --fpm-config "$conf" || return 1
	fi
	wait_for 20 test -S "$RUN/php.sock"
}
stop_fpm() {
	local pid
	pid=$(cat "$RUN/fpm.pid" 2>/dev/null) || return 0
	kill -QUIT "$pid" 2>/dev/null
	wait_for 20 bash -c "! kill -0 $pid" || kill -KILL "$pid" 2>/dev/null
	rm -f "$RUN/fpm.pid" "$RUN/php.sock"
}

start_nginx() {
	local app root conf=$W/nginx.conf
	mkdir -p "$RUN/nginx"
	{
		echo "user www-data;"
		echo "pid $RUN/nginx.pid;"
		echo "error_log $RUN/nginx-error.log;"
		echo "worker_processes 1;"
		echo "events { worker_connections 64; }"
		echo "http {"
		echo "  include /etc/nginx/mime.types;"
		echo "  access_log off;"
		echo "  client_body_temp_path $RUN/nginx/body; fastcgi_temp_path $RUN/nginx/fastcgi;"
		echo "  proxy_temp_path $RUN/nginx/proxy; uwsgi_temp_path $RUN/nginx/uwsgi; scgi_temp_path $RUN/nginx/scgi;"
		echo "  client_max_body_size 20m; fastcgi_read_timeout 300s;"
		for app in "${ALL_APPS[@]}"; do
			case $app in
			wordpress) root=/usr/share/wordpress ;;
			mediawiki) root=/var/lib/mediawiki ;;
			phpmyadmin) root=/usr/share/phpmyadmin ;;
			roundcube) root=/var/lib/roundcube/public_html ;;
			dokuwiki) root=/usr/share/dokuwiki ;;
			esac
			cat <<-EOF
			  server {
			    listen 127.0.0.1:${PORT[$app]};
			    root $root;
			    index index.php;
			    location / { try_files \$uri \$uri/ /index.php?\$args; }
			    location ~ [^/]\\.php(/|\$) {
			      fastcgi_split_path_info ^(.+?\\.php)(/.*)\$;
			      try_files \$fastcgi_script_name =404;
			      include /etc/nginx/fastcgi_params;
			      fastcgi_param SCRIPT_FILENAME \$document_root\$fastcgi_script_name;
			      fastcgi_param PATH_INFO \$fastcgi_path_info;
			      fastcgi_pass unix:$RUN/php.sock;
			    }
			  }
			EOF
		done
		echo "}"
	} >"$conf"
	nginx -c "$conf" -e "$RUN/nginx-error.log" || return 1
	wait_for 10 test -s "$RUN/nginx.pid"
}

# ---- the apps, installed as their Debian packages document, then seeded ---------------

http() { curl -s -o /dev/null -w '%{http_code}' "$@"; }

# WordPress: README.Debian's /etc/wordpress/config-HOST.php (setup-mysql writes one,
# for a local socket), then wp-admin/install.php; seeded from wp-load.php.
setup_wordpress() {
	local url=http://127.0.0.1:${PORT[wordpress]}
	cat >/etc/wordpress/config-127.0.0.1.php <<-EOF
	<?php
	// written by scalar_types scripts/app-study.sh
	define('DB_NAME', 'wordpress');
	define('DB_USER', 'wordpress');
	define('DB_PASSWORD', '$DBPASS');
	define('DB_HOST', '127.0.0.1:$DB_PORT');
	define('WP_CONTENT_DIR', '/var/lib/wordpress/wp-content');
	// the crawl is the only traffic: no cron spawned by a request, no update check, no network
	define('DISABLE_WP_CRON', true);
	define('AUTOMATIC_UPDATER_DISABLED', true);
	define('WP_HTTP_BLOCK_EXTERNAL', true);
	define('WP_ALLOW_MULTISITE', false);
	define('AUTH_KEY', 'study-auth-key'); define('SECURE_AUTH_KEY', 'study-secure-auth-key');
	define('LOGGED_IN_KEY', 'study-logged-in-key'); define('NONCE_KEY', 'study-nonce-key');
	define('AUTH_SALT', 'study-auth-salt'); define('SECURE_AUTH_SALT', 'study-secure-auth-salt');
	define('LOGGED_IN_SALT', 'study-logged-in-salt'); define('NONCE_SALT', 'study-nonce-salt');
	EOF
	chgrp www-data /etc/wordpress/config-127.0.0.1.php
	"${MYSQL[@]}" -e "CREATE DATABASE wordpress"
	http --data-urlencode "weblog_title=Study Blog" --data-urlencode user_name=admin --data-urlencode "admin_password=$ADMINPASS" \
		--data-urlencode "admin_password2=$ADMINPASS" --data-urlencode pw_weak=on --data-urlencode admin_email=admin@example.org \
		--data-urlencode blog_public=1 --data-urlencode language= "$url/wp-admin/install.php?step=2" >"$W/wordpress-install.status"
	grep -qx 200 "$W/wordpress-install.status" || { log "wordpress: install.php answered $(cat "$W/wordpress-install.status")"; return 1; }
	# wp-load.php exits 0 when WordPress is not installed: "seeded" says it was
	(cd /usr/share/wordpress && HTTP_HOST=127.0.0.1 "${APHP[@]}" "$ST_TOP/scripts/app-seed.php" wordpress) | grep -q seeded || return 1
}

# MediaWiki: its installer (maintenance/install.php, the web installer's CLI twin), the
# LocalSettings.php in /etc/mediawiki as README.Debian says; seeded with maintenance scripts.
setup_mediawiki() {
	rm -f /etc/mediawiki/LocalSettings.php
	"${MYSQL[@]}" -e "CREATE DATABASE mediawiki"
	(cd /usr/share/mediawiki && "${APHP[@]}" maintenance/install.php --dbtype mysql --dbserver "127.0.0.1:$DB_PORT" \
		--dbname mediawiki --dbuser mediawiki --dbpass "$DBPASS" --server "http://127.0.0.1:${PORT[mediawiki]}" \
		--scriptpath "" --lang en --pass "$ADMINPASS" --confpath /etc/mediawiki "Study Wiki" Admin) >"$W/mediawiki-install.log" 2>&1 || { tail -5 "$W/mediawiki-install.log" >&2; return 1; }
	cat >>/etc/mediawiki/LocalSettings.php <<-'EOF'
	# scalar_types scripts/app-study.sh: jobs run by the crawl's requests only when they
	# are its own (none at random), exceptions shown in the response and logged, also those
	# MediaWiki catches and goes on from (the oracle reads both)
	$wgJobRunRate = 0;
	$wgShowExceptionDetails = true;
	$wgDebugLogGroups['exception'] = '/var/log/mediawiki/exception.log';
	$wgDebugLogGroups['error'] = '/var/log/mediawiki/error.log';
	$wgEnableUploads = false;
	$wgGroupPermissions['*']['createaccount'] = true;
	$wgEnableAPI = true;
	$wgRateLimits = [];
	$wgSecretKey = str_repeat('5', 64);
	$wgUpgradeKey = 'studyupgradekey0';
	EOF
	(cd /usr/share/mediawiki && "${APHP[@]}" "$ST_TOP/scripts/app-seed.php" mediawiki) || return 1
}

# phpMyAdmin: /etc/phpmyadmin/conf.d (config.inc.php reads it), cookie login; the shop
# database is what it browses and edits.
setup_phpmyadmin() {
	cat >/etc/phpmyadmin/conf.d/scalar-types-study.php <<-EOF
	<?php
	// written by scalar_types scripts/app-study.sh
	\$cfg['Servers'][1]['host'] = '127.0.0.1';
	\$cfg['Servers'][1]['port'] = '$DB_PORT';
	\$cfg['Servers'][1]['auth_type'] = 'cookie';
	\$cfg['Servers'][1]['AllowNoPassword'] = false;
	\$cfg['blowfish_secret'] = 'study-blowfish-secret-0123456789';
	\$cfg['VersionCheck'] = false;
	\$cfg['SendErrorReports'] = 'never';
	\$cfg['ShowGitRevision'] = false;
	EOF
	"${MYSQL[@]}" -e "CREATE DATABASE shop" && "${APHP[@]}" "$ST_TOP/scripts/app-seed.php" shop "$RUN/mysqld.sock" | "${MYSQL[@]}" shop
}

# Roundcube: debian-db.php as dbconfig-common writes it, its schema, Dovecot as its
# IMAP server; mailboxes seeded by Dovecot's own LDA.
setup_roundcube() {
	cat >/etc/roundcube/debian-db.php <<-EOF
	<?php
	// written by scalar_types scripts/app-study.sh, as dbconfig-common would
	\$dbuser='roundcube';
	\$dbpass='$DBPASS';
	\$basepath='';
	\$dbname='roundcube';
	\$dbserver='127.0.0.1';
	\$dbport='$DB_PORT';
	\$dbtype='mysql';
	EOF
	chgrp www-data /etc/roundcube/debian-db.php
	mkdir -p /etc/roundcube/config.d
	# our block at the end of Debian's config.inc.php, replaced on each set-up
	sed -i '/scalar_types scripts\/app-study.sh/,$d' /etc/roundcube/config.inc.php
	{
		cat >>/etc/roundcube/config.inc.php <<-EOF
		// scalar_types scripts/app-study.sh: Dovecot and OpenSMTPD on 127.0.0.1
		\$config['imap_host'] = ['127.0.0.1:$IMAP_PORT'];
		\$config['smtp_host'] = '127.0.0.1:$SMTP_PORT';
		\$config['smtp_user'] = '';
		\$config['smtp_pass'] = '';
		\$config['des_key'] = 'study-des-key-0123456789';
		\$config['plugins'] = ['archive', 'zipdownload', 'markasjunk'];
		\$config['log_driver'] = 'file';
		\$config['log_dir'] = '/var/log/roundcube/';
		\$config['enable_installer'] = false;
		\$config['default_host'] = null;
		\$config['mime_types'] = '/etc/mime.types';
		EOF
	}
	"${MYSQL[@]}" -e "CREATE DATABASE roundcube" && "${MYSQL[@]}" roundcube </usr/share/roundcube/SQL/mysql.initial.sql || return 1
	"${APHP[@]}" "$ST_TOP/scripts/app-seed.php" mail "$W/mail" || return 1
	chown -R www-data:www-data "$W/mail"
}

# DokuWiki: /etc/dokuwiki/local.php and users.auth.php, pages in its data directory,
# then its own indexer (search).
setup_dokuwiki() {
	cat >/etc/dokuwiki/local.php <<-'EOF'
	<?php
	// written by scalar_types scripts/app-study.sh
	$conf['title'] = 'Study DokuWiki';
	$conf['license'] = 'cc-by-sa';
	$conf['useacl'] = 1;
	$conf['superuser'] = '@admin';
	$conf['remote'] = 1;
	$conf['remoteuser'] = '@admin';
	$conf['updatecheck'] = 0;
	$conf['userewrite'] = 0;
	$conf['send404'] = 1;
	$conf['dnslookups'] = 0;
	EOF
	printf 'admin:%s:Study Admin:admin@example.org:admin,user\nalice:%s:Alice:alice@example.org:user\n' \
		"$(printf %s "$ADMINPASS" | md5sum | cut -d' ' -f1)" "$(printf %s "$ADMINPASS" | md5sum | cut -d' ' -f1)" >/etc/dokuwiki/users.auth.php
	printf '*\t@ALL\t1\n*\t@user\t8\n' >/etc/dokuwiki/acl.auth.php
	"${APHP[@]}" "$ST_TOP/scripts/app-seed.php" dokuwiki /var/lib/dokuwiki/data || return 1
	chown -R www-data:www-data /var/lib/dokuwiki/data
	(cd /usr/share/dokuwiki && runuser -u www-data -- env PHP_INI_SCAN_DIR="$W/conf.d" HTTP_HOST=127.0.0.1 SERVER_PORT=${PORT[dokuwiki]} php bin/indexer.php -q) 2>>"$W/setup.log" || return 1
}

# ---- the same start for every run: a database dump and a tar of the apps' data --------

DATABASES=(wordpress mediawiki roundcube shop)
snapshot() {
	mkdir -p "$SEED"
	mysqldump --no-defaults -uroot -S "$RUN/mysqld.sock" --skip-dump-date --single-transaction \
		--databases "${DATABASES[@]}" >"$SEED/db.sql" || return 1
	tar -C / -cf "$SEED/files.tar" "${STATE_DIRS[@]#/}" "${W#/}/mail" 2>/dev/null
	echo ok >"$SEED/complete"
}
restore() {
	local d
	for d in "${DATABASES[@]}"; do "${MYSQL[@]}" -e "DROP DATABASE IF EXISTS $d"; done
	"${MYSQL[@]}" <"$SEED/db.sql" || return 1
	for d in "${STATE_DIRS[@]}" "$W/mail"; do
		rm -rf "${d:?}"
	done
	tar -C / -xpf "$SEED/files.tar"
}

# ---- the strict copy ------------------------------------------------------------------

# Copies APP's code with declare(strict_types=1) on each PHP file's opening line, where
# the file can take one (no output before it, no declare already); the line numbers stay.
make_strict() {
	local app=$1
	rm -rf "$W/strict/$app" && mkdir -p "$W/strict"
	cp -a "${CODE[$app]}" "$W/strict/$app"
	php "$ST_TOP/scripts/app-study.php" strictify "$W/strict/$app" >"$OUT/$app/strictify.json"
}

# ---- one run: every app's crawl against one php-fpm master ----------------------------

# run_all NAME KIND [APP...]: restores the seed, then per app (default: all) starts a master
# of KIND (reports and error log per app) and crawls it into $OUT/APP/NAME
run_all() {
	local name=$1 kind=$2 app dir list
	shift 2
	list=("$@")
	[ ${#list[@]} -gt 0 ] || list=("${APPS[@]}")
	restore || return 1
	for app in "${list[@]}"; do
		dir=$RUN/$name/$app
		rm -rf "$dir" "${OUT:?}/$app/$name" && mkdir -p "$OUT/$app/$name"
		find /var/log/roundcube -type f -exec truncate -s0 {} + 2>/dev/null
		start_fpm "$kind" "$dir" || { log "php-fpm ($name, $app) did not start: $(tail -3 "$dir/fpm.log")"; return 1; }
		php -d extension=curl "$ST_TOP/scripts/app-crawl.php" "$app" "http://127.0.0.1:${PORT[$app]}" "$OUT/$app/$name" \
			>"$OUT/$app/$name/crawl.log" 2>&1 || log "$app ($name): the crawl failed: $(tail -2 "$OUT/$app/$name/crawl.log")"
		stop_fpm
		cp "$dir/php-errors.log" "$OUT/$app/$name/php-errors.log"
		# the apps' own error logs: Roundcube's, and DokuWiki's (where its error page sends the details)
		cat /var/log/roundcube/*.log /var/lib/dokuwiki/data/log/error/*.log /var/log/mediawiki/*.log >"$OUT/$app/$name/app-errors.log" 2>/dev/null
		rm -f /var/lib/dokuwiki/data/log/error/*.log /var/log/mediawiki/*.log
		[ "$kind" = compare ] && cp -a "$dir/reports" "$OUT/$app/$name/reports"
	done
	return 0
}

# ---- the study ----------------------------------------------------------------------

start=$(date +%s)
preseed
st_install_deps "${APP_PACKAGES[@]}" curl >&2 || { echo "app-study: cannot install the apps"; failed=1; finish; }
restore_modules
# the packages' database and IMAP servers: not at boot (the study starts its own)
for s in mariadb dovecot opensmtpd; do
	if [ -d /run/systemd/system ]; then systemctl disable -q "$s" 2>/dev/null; else update-rc.d "$s" disable >/dev/null 2>&1; fi
done
[ -f "$ST_TOP/modules/scalar_types.so" ] || st_build >&2 || { echo "app-study: build failed"; failed=1; finish; }
apps_conf_d
cp /etc/php/8.2/fpm/php.ini "$W/php.ini"
mkdir -p "$RUN" "$OUT" /var/log/roundcube /var/log/mediawiki
chown www-data /var/log/roundcube /var/log/mediawiki

# ST_APP_REJUDGE=1: the runs already in $OUT are judged again (the bookkeeping only)
if [ "${ST_APP_REJUDGE:-0}" = 1 ] && [ -s "$OUT/seconds" ]; then
	:
# a clean start: a new data directory, the apps installed into it and seeded, unless
# ST_APP_REUSE=1 and a seed is there
elif [ "${ST_APP_REUSE:-0}" != 1 ] || [ ! -f "$SEED/complete" ]; then
	rm -rf "$W/mysql" "$SEED" "$W/mail" "$RUN"
	mkdir -p "$RUN"
	for d in /var/lib/dokuwiki/data/pages /var/lib/dokuwiki/data/meta /var/lib/dokuwiki/data/index \
		/var/lib/dokuwiki/data/cache /var/lib/dokuwiki/data/attic /var/lib/dokuwiki/data/changes; do
		[ -d "$d" ] && find "$d" -mindepth 1 -delete
	done
	rm -f /var/lib/dokuwiki/data/changes.log /var/lib/dokuwiki/data/meta/_dokuwiki.changes
	start_mariadb || { failed=1; finish; }
	start_dovecot || { log "Dovecot did not start: $(tail -3 "$RUN/dovecot.log")"; failed=1; finish; }
	start_smtpd || { log "OpenSMTPD did not start: $(tail -3 "$RUN/smtpd.log")"; failed=1; finish; }
	start_nginx || { log "nginx did not start"; failed=1; finish; }
	start_fpm bare "$RUN/setup" || { failed=1; finish; }
	for app in "${ALL_APPS[@]}"; do
		log "$app: install and seed"
		"setup_$app" || { log "$app: set-up failed"; failed=1; finish; }
	done
	stop_fpm
	snapshot || { failed=1; finish; }
else
	start_mariadb || { failed=1; finish; }
	start_dovecot || { failed=1; finish; }
	start_smtpd || { failed=1; finish; }
	start_nginx || { failed=1; finish; }
fi

if [ "${ST_APP_REJUDGE:-0}" != 1 ]; then
	rm -rf "$OUT"
	for app in "${APPS[@]}"; do mkdir -p "$OUT/$app"; done
	for r in bare-1:bare bare-2:bare compare:compare; do
		log "run ${r%%:*}"
		run_all "${r%%:*}" "${r#*:}" || { failed=1; finish; }
	done

	# the oracle: strict passes until no file throws (or MAX_PASSES); an app whose pass threw
	# nothing is done, the others go on with the files that threw made weak
	for app in "${APPS[@]}"; do make_strict "$app"; done
	active=("${APPS[@]}")
	pass=1
	while [ "$pass" -le "$MAX_PASSES" ] && [ ${#active[@]} -gt 0 ]; do
		log "strict pass $pass: ${active[*]}"
		run_all "strict-$pass" strict "${active[@]}" || { failed=1; finish; }
		next=()
		for app in "${active[@]}"; do
			php "$ST_TOP/scripts/app-study.php" weaken "$OUT/$app" "strict-$pass" "$W/strict/$app" "${CODE[$app]}" && next+=("$app")
		done
		active=("${next[@]}")
		pass=$((pass + 1))
	done
fi
stop_servers

if [ "${ST_APP_REJUDGE:-0}" = 1 ] && [ -s "$OUT/seconds" ]; then
	seconds=$(cat "$OUT/seconds")
else
	seconds=$(($(date +%s) - start))
	echo "$seconds" >"$OUT/seconds"
fi
for app in "${APPS[@]}"; do
	if php "$ST_TOP/scripts/app-study.php" judge "$OUT/$app" "$app" "${OWN[$app]}" >"$OUT/$app/judge.json"; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
	fi
	php -r '$j = json_decode(file_get_contents($argv[1]), true); foreach ($j["problems"] ?? [] as $p) fwrite(STDERR, "==> " . $argv[2] . ": $p\n");
		fwrite(STDERR, "==> " . $argv[2] . ": " . $j["summary"] . "\n");' "$OUT/$app/judge.json" "$app"
done

# the projects view of the compare run, each app's own files only
args=()
for app in "${APPS[@]}"; do
	args+=(--under "$app=${OWN[$app]}" "$app=$OUT/$app/compare/reports")
	# one app alone: its kinds per rule set
	php "$ST_TOP/bin/scalar-types" projects --format json --top 50 --under "$app=${OWN[$app]}" "$app=$OUT/$app/compare/reports" >"$OUT/$app/projects.json"
done
php "$ST_TOP/bin/scalar-types" projects --format json --top 8 "${args[@]}" >"$OUT/projects.json" || { failed=$((failed + 1)); finish; }
php "$ST_TOP/bin/scalar-types" projects --format html --output "$OUT/html" --top 8 "${args[@]}" >&2
log "the apps side by side: $OUT/html/index.html ($(php "$ST_TOP/bin/scalar-types" projects --top 8 "${args[@]}" >"$OUT/projects.txt" && echo "$OUT/projects.txt"))"
case $mode in
full) php "$ST_TOP/scripts/app-study.php" write "$OUT" "$seconds" "$ST_TOP/docs/apps.json" "$ST_TOP/docs/impact.md" "${APPS[@]}" >&2 || failed=$((failed + 1)) ;;
quick) php "$ST_TOP/scripts/app-study.php" check "$OUT" "$seconds" "$ST_TOP/docs/apps.json" "$ST_TOP/docs/impact.md" "${APPS[@]}" >&2 || failed=$((failed + 1)) ;;
*) log "--only: docs/ left as they are; results in $OUT" ;;
esac
finish
