<?php

/*
 * The applications study's seed content (scripts/app-study.sh): the same posts,
 * pages, users, comments, tables and mails every time, with no randomness.
 *   wordpress        (cwd /usr/share/wordpress, HTTP_HOST set) posts, pages, users, comments
 *   mediawiki        (cwd /usr/share/mediawiki) pages and users, by its maintenance scripts
 *   shop             SQL for phpMyAdmin's database, on stdout
 *   mail DIR         Maildirs for alice and bob under DIR
 *   dokuwiki DIR     pages under DIR (DokuWiki's data directory)
 */

$what = $argv[1] ?? '';

/** Paragraphs of deterministic text, $n of them, about topic $i. */
function text(int $i, int $n = 3): string
{
    $words = ['types', 'juggling', 'strict', 'weak', 'coercion', 'integer', 'string', 'float', 'boolean',
        'number', 'format', 'database', 'server', 'request', 'cookie', 'image', 'slashes', 'report'];
    $out = [];
    for ($p = 0; $p < $n; $p++) {
        $s = [];
        for ($w = 0; $w < 40; $w++) {
            $s[] = $words[($i * 7 + $p * 5 + $w * 3) % count($words)];
        }
        $out[] = ucfirst(implode(' ', $s)) . '.';
    }
    return implode("\n\n", $out);
}

if ($what === 'wordpress') {
    $_SERVER['HTTP_HOST'] = getenv('HTTP_HOST') ?: '127.0.0.1';
    define('WP_ADMIN', true);
    require '/usr/share/wordpress/wp-load.php';
    require_once ABSPATH . 'wp-admin/includes/user.php';
    update_option('permalink_structure', '');
    update_option('blogdescription', 'A blog the study crawls');
    update_option('comment_moderation', '0');
    update_option('comment_previously_approved', '0');
    update_option('default_comment_status', 'open');
    update_option('posts_per_page', '5');
    update_option('timezone_string', 'UTC');
    switch_theme('twentytwentyone');
    $users = [];
    foreach (['editor' => 'editor', 'author' => 'author', 'alice' => 'subscriber', 'bob' => 'contributor'] as $login => $role) {
        $users[$login] = wp_insert_user(['user_login' => $login, 'user_pass' => 'Study-Admin-1',
            'user_email' => "$login@example.org", 'role' => $role, 'display_name' => ucfirst($login)]);
    }
    $cats = [];
    foreach (['News', 'Types', 'Releases'] as $c) {
        $cats[] = wp_insert_term($c, 'category')['term_id'];
    }
    $base = strtotime('2024-01-01 10:00:00 UTC');
    for ($i = 1; $i <= 24; $i++) {
        $id = wp_insert_post(['post_title' => "Post number $i about types", 'post_content' => text($i),
            'post_status' => 'publish', 'post_author' => $i % 2 ? 1 : $users['editor'],
            'post_date' => gmdate('Y-m-d H:i:s', $base + $i * 86400), 'post_category' => [$cats[$i % 3]],
            'tags_input' => ['tag' . ($i % 4), 'php']]);
        for ($c = 1; $c <= ($i % 3); $c++) {
            wp_insert_comment(['comment_post_ID' => $id, 'comment_author' => "Reader $c", 'comment_author_email' => "reader$c@example.org",
                'comment_content' => "Comment $c on post $i: " . substr(text($i + $c, 1), 0, 120), 'comment_approved' => 1,
                'comment_date' => gmdate('Y-m-d H:i:s', $base + $i * 86400 + $c * 3600),
                'comment_date_gmt' => gmdate('Y-m-d H:i:s', $base + $i * 86400 + $c * 3600)]);
        }
    }
    foreach (['About', 'Contact', 'Archive notes'] as $n => $t) {
        wp_insert_post(['post_title' => $t, 'post_content' => text(50 + $n), 'post_status' => 'publish', 'post_type' => 'page',
            'post_date' => gmdate('Y-m-d H:i:s', $base)]);
    }
    wp_insert_post(['post_title' => 'A draft', 'post_content' => text(60), 'post_status' => 'draft',
        'post_date' => gmdate('Y-m-d H:i:s', $base)]);
    echo "wordpress: seeded\n";
    exit(0);
}

if ($what === 'mediawiki') {
    $php = PHP_BINARY;
    $run = function (string $cmd, string $stdin = '') {
        $p = proc_open($cmd, [0 => ['pipe', 'r'], 1 => ['file', '/dev/null', 'w'], 2 => ['pipe', 'w']], $pipes);
        fwrite($pipes[0], $stdin);
        fclose($pipes[0]);
        $err = stream_get_contents($pipes[2]);
        if (proc_close($p) !== 0) {
            fwrite(STDERR, "mediawiki seed: $cmd: $err\n");
            exit(1);
        }
    };
    foreach (['Alice', 'Bob'] as $u) {
        $run("$php maintenance/createAndPromote.php " . escapeshellarg($u) . ' Study-Admin-1');
    }
    $run("$php maintenance/createAndPromote.php --sysop --bureaucrat --force Admin");
    for ($i = 1; $i <= 20; $i++) {
        $body = "== Section $i ==\n" . text($i) . "\n\nSee [[Page " . ($i % 20 + 1) . "]] and [[Category:Types]].\n"
            . "{| class=\"wikitable\"\n! a !! b\n|-\n| $i || " . ($i * 3) . "\n|}\n";
        $run("$php maintenance/edit.php --user Admin --summary seed " . escapeshellarg("Page $i"), $body);
    }
    $run("$php maintenance/edit.php --user Admin --summary seed 'Main Page'", "Welcome to the study wiki.\n\n" . text(99) . "\n\n[[Page 1]] [[Page 2]]\n");
    $run("$php maintenance/edit.php --user Admin --summary seed 'Category:Types'", "Pages about types.\n");
    $run("$php maintenance/edit.php --user Admin --summary seed 'Template:Box'", "<div class=\"box\">{{{1}}}</div>\n");
    $run("$php maintenance/edit.php --user Alice --summary 'second revision' 'Page 1'", "== Section 1 ==\n" . text(1) . "\n\n{{Box|boxed}}\n[[Category:Types]]\n");
    echo "mediawiki: seeded\n";
    exit(0);
}

if ($what === 'shop') {
    echo "CREATE TABLE products (id INT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(80) NOT NULL, price DECIMAL(10,2), stock INT, added DATE, INDEX(name));\n";
    echo "CREATE TABLE customers (id INT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(80), email VARCHAR(120), city VARCHAR(60));\n";
    echo "CREATE TABLE orders (id INT PRIMARY KEY AUTO_INCREMENT, customer_id INT, product_id INT, qty INT, ordered DATETIME,\n"
        . " FOREIGN KEY (customer_id) REFERENCES customers(id), FOREIGN KEY (product_id) REFERENCES products(id)) ENGINE=InnoDB;\n";
    echo "CREATE VIEW order_totals AS SELECT o.id, c.name, p.price * o.qty AS total FROM orders o JOIN customers c ON c.id = o.customer_id JOIN products p ON p.id = o.product_id;\n";
    for ($i = 1; $i <= 60; $i++) {
        printf("INSERT INTO products (name, price, stock, added) VALUES ('Product %d', %d.%02d, %d, '2024-%02d-%02d');\n", $i, $i * 3, $i % 100, $i * 7 % 50, $i % 12 + 1, $i % 28 + 1);
    }
    for ($i = 1; $i <= 30; $i++) {
        printf("INSERT INTO customers (name, email, city) VALUES ('Customer %d', 'c%d@example.org', '%s');\n", $i, $i, ['Oslo', 'Lyon', 'Graz'][$i % 3]);
    }
    for ($i = 1; $i <= 90; $i++) {
        printf("INSERT INTO orders (customer_id, product_id, qty, ordered) VALUES (%d, %d, %d, '2024-03-%02d 12:00:00');\n", $i % 30 + 1, $i % 60 + 1, $i % 5 + 1, $i % 28 + 1);
    }
    exit(0);
}

if ($what === 'mail') {
    $dir = $argv[2];
    foreach (['alice' => 'bob', 'bob' => 'alice'] as $user => $from) {
        foreach (['', '.Sent', '.Drafts', '.Trash', '.Junk', '.Archive'] as $box) {
            foreach (['cur', 'new', 'tmp'] as $d) {
                @mkdir("$dir/$user/$box/$d", 0700, true);
            }
        }
        for ($i = 1; $i <= 25; $i++) {
            $t = 1704103200 + $i * 3600;
            $msg = "Return-Path: <$from@example.org>\r\nFrom: " . ucfirst($from) . " <$from@example.org>\r\nTo: " . ucfirst($user)
                . " <$user@example.org>\r\nSubject: Message $i about types\r\nDate: " . gmdate('D, d M Y H:i:s', $t) . " +0000\r\n"
                . "Message-ID: <seed-$user-$i@example.org>\r\nMIME-Version: 1.0\r\n";
            if ($i % 5 === 0) {
                $msg .= "Content-Type: multipart/mixed; boundary=\"b$i\"\r\n\r\n--b$i\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n"
                    . text($i, 1) . "\r\n--b$i\r\nContent-Type: text/csv; name=\"data$i.csv\"\r\nContent-Disposition: attachment; filename=\"data$i.csv\"\r\n\r\n"
                    . "a,b\r\n$i," . ($i * 2) . "\r\n--b$i--\r\n";
            } elseif ($i % 4 === 0) {
                $msg .= "Content-Type: text/html; charset=utf-8\r\n\r\n<html><body><p>" . text($i, 1) . "</p><p><b>bold</b> and <i>italic</i></p></body></html>\r\n";
            } else {
                $msg .= "Content-Type: text/plain; charset=utf-8\r\n\r\n" . str_replace("\n", "\r\n", text($i, 2)) . "\r\n";
            }
            $flags = $i % 3 === 0 ? 'S' : ($i % 7 === 0 ? 'FS' : '');
            file_put_contents("$dir/$user/cur/$t.seed$i.study:2,$flags", $msg);
        }
    }
    exit(0);
}

if ($what === 'dokuwiki') {
    $dir = $argv[2];
    @mkdir("$dir/pages/wiki", 0755, true);
    @mkdir("$dir/pages/types", 0755, true);
    file_put_contents("$dir/pages/start.txt", "====== Study DokuWiki ======\n\n" . text(1) . "\n\n  * [[types:page1]]\n  * [[types:page2]]\n  * [[wiki:syntax]]\n");
    for ($i = 1; $i <= 20; $i++) {
        file_put_contents("$dir/pages/types/page$i.txt", "====== Page $i ======\n\n" . text($i) . "\n\n^ a ^ b ^\n| $i | " . ($i * 3)
            . " |\n\n<code php>\n<?php echo number_format(\"$i\");\n</code>\n\n[[types:page" . ($i % 20 + 1) . "]]\n");
    }
    touch("$dir/pages/start.txt", 1704103200);
    // the wiki's changelog starts before the crawl: its popularity page divides by the days
    // between the first and the last change, zero when every change is in the same second
    @mkdir("$dir/meta", 0755, true);
    file_put_contents("$dir/meta/_dokuwiki.changes", "1704103200\t127.0.0.1\tC\tstart\tadmin\tcreated\t\t100\n");
    echo "dokuwiki: seeded\n";
    exit(0);
}

fwrite(STDERR, "usage: app-seed.php wordpress|mediawiki|shop|mail DIR|dokuwiki DIR\n");
exit(2);
