<?php

/*
 * The applications study's crawl (scripts/app-study.sh): a fixed, bounded list of
 * requests per app, the same in every run. Pages a visitor sees, search and feeds,
 * logins with a cookie jar, admin screens, forms that write, the REST or RPC API.
 * Tokens and nonces the forms need are read from the response before.
 *   php -d extension=curl app-crawl.php APP BASE_URL OUT_DIR
 * Writes OUT_DIR/index.tsv (n, method, path, status) and OUT_DIR/NNNN.body per request.
 * Redirects are not followed: each is a response of its own.
 */

final class Crawl
{
    public string $body = '';
    public int $status = 0;
    public string $headers = '';
    private int $n = 0;
    private $h;
    private $index;

    public function __construct(public string $base, public string $out)
    {
        $this->h = curl_init();
        $this->index = fopen("$out/index.tsv", 'w');
        $this->cookies();
    }

    /** A new cookie jar (in memory): a visitor with no session. */
    public function cookies(): void
    {
        curl_setopt($this->h, CURLOPT_COOKIELIST, 'ALL');
        curl_setopt($this->h, CURLOPT_COOKIEFILE, '');
    }

    public function get(string $path, array $headers = []): string
    {
        return $this->req('GET', $path, null, $headers);
    }

    public function post(string $path, array|string $data, array $headers = []): string
    {
        return $this->req('POST', $path, is_array($data) ? http_build_query($data) : $data, $headers);
    }

    public function req(string $method, string $path, ?string $data, array $headers = []): string
    {
        $h = $this->h;
        curl_setopt_array($h, [CURLOPT_URL => $this->base . $path, CURLOPT_RETURNTRANSFER => true, CURLOPT_HEADER => true,
            CURLOPT_FOLLOWLOCATION => false, CURLOPT_TIMEOUT => 300, CURLOPT_HTTPHEADER => $headers,
            CURLOPT_CUSTOMREQUEST => $method, CURLOPT_ENCODING => '']);
        if ($data !== null) {
            curl_setopt($h, CURLOPT_POSTFIELDS, $data);
        } else {
            curl_setopt($h, CURLOPT_HTTPGET, true);
        }
        $r = curl_exec($h);
        $this->status = (int) curl_getinfo($h, CURLINFO_RESPONSE_CODE);
        $hs = (int) curl_getinfo($h, CURLINFO_HEADER_SIZE);
        $this->headers = $r === false ? '' : substr($r, 0, $hs);
        $this->body = $r === false ? 'CURL ERROR ' . curl_error($h) : substr($r, $hs);
        $this->n++;
        file_put_contents(sprintf('%s/%04d.body', $this->out, $this->n), $this->body);
        fwrite($this->index, "{$this->n}\t$method\t$path\t{$this->status}\n");
        return $this->body;
    }

    /** The first group of $re in the last response (or in $s), '' if none. */
    public function match(string $re, ?string $s = null): string
    {
        return preg_match($re, $s ?? $this->body, $m) ? html_entity_decode($m[1], ENT_QUOTES) : '';
    }

    /** Every first group of $re in the last response. */
    public function all(string $re): array
    {
        preg_match_all($re, $this->body, $m);
        return array_values(array_unique($m[1]));
    }

    public function location(): string
    {
        return preg_match('/^Location:\s*(\S+)/mi', $this->headers, $m) ? $m[1] : '';
    }

    public function count(): int
    {
        return $this->n;
    }
}

function wordpress(Crawl $c): void
{
    // the seeded content's ids, the same on every clean start (wp_install() makes post 1,
    // page 2 and the privacy page 3; app-seed.php the rest in a fixed order): fixed here, so
    // that a run whose listing fails (the strict copy) still makes the same requests
    $posts = [1, ...range(4, 27)];
    $pages = [2, 28, 29, 30];
    $cats = [2, 4, 3, 1];
    $c->get('/?rest_route=/wp/v2/posts&per_page=100&orderby=id&order=asc');
    $c->get('/?rest_route=/wp/v2/pages&per_page=100&orderby=id&order=asc');
    $c->get('/?rest_route=/wp/v2/categories');
    // a visitor
    foreach (['/', '/?paged=2', '/?paged=3', '/?paged=5', '/?paged=9', '/?s=types', '/?s=number+format', '/?s=nothing-here',
        '/?tag=php', '/?tag=tag1', '/?author=1', '/?author=2', '/?m=202401', '/?m=2024', '/?year=2024&monthnum=1&day=5',
        '/?feed=rss2', '/?feed=atom', '/?feed=rdf', '/?feed=rss', '/?feed=comments-rss2', '/?feed=comments-atom',
        '/?tag=php&feed=rss2', '/?s=types&feed=rss2', '/?p=999999', '/?page_id=999999', '/wp-links-opml.php', '/?attachment_id=1',
        '/wp-sitemap.xml', '/?sitemap=index', '/?sitemap=posts&sitemap-subtype=post&paged=1', '/?sitemap=taxonomies&sitemap-subtype=category&paged=1',
        '/?sitemap=users&paged=1', '/xmlrpc.php?rsd', '/robots.txt', '/?p=1&replytocom=1'] as $u) {
        $c->get($u);
    }
    foreach ($cats as $id) {
        $c->get("/?cat=$id");
        $c->get("/?cat=$id&feed=rss2");
    }
    foreach ($posts as $id) {
        $c->get("/?p=$id");
        $c->get("/?p=$id&feed=rss2");
    }
    foreach ($pages as $id) {
        $c->get("/?page_id=$id");
    }
    // the REST API, anonymous
    foreach (['/', '/wp/v2/posts', '/wp/v2/posts&page=2&per_page=5', '/wp/v2/pages', '/wp/v2/categories', '/wp/v2/tags', '/wp/v2/users',
        '/wp/v2/comments', '/wp/v2/search&search=types', '/wp/v2/types', '/wp/v2/taxonomies', '/wp/v2/statuses',
        '/wp/v2/posts&search=number', '/wp/v2/posts&categories=' . ($cats[0] ?? 1), '/wp/v2/posts&_embed=1&per_page=3',
        '/wp/v2/settings', '/wp/v2/posts/999999', '/oembed/1.0/embed&url=' . urlencode($c->base . '/?p=' . ($posts[0] ?? 1))] as $r) {
        $c->get('/?rest_route=' . $r);
    }
    foreach (array_slice($posts, 0, 8) as $id) {
        $c->get("/?rest_route=/wp/v2/posts/$id");
        $c->get("/?rest_route=/wp/v2/comments&post=$id");
    }
    // a comment by a visitor
    $c->get('/?p=' . $posts[2]);
    $c->post('/wp-comments-post.php', ['comment' => 'A visitor comment about number_format().', 'author' => 'Visitor',
        'email' => 'visitor@example.org', 'url' => '', 'comment_post_ID' => $posts[2], 'comment_parent' => 0]);
    $c->get('/?p=' . $posts[2]);
    // XML-RPC
    $x = fn(string $m, string $params) => "<?xml version=\"1.0\"?><methodCall><methodName>$m</methodName><params>$params</params></methodCall>";
    $s = fn(string $v) => "<param><value><string>$v</string></value></param>";
    $i = fn(int $v) => "<param><value><int>$v</int></value></param>";
    $c->post('/xmlrpc.php', $x('system.listMethods', ''), ['Content-Type: text/xml']);
    $c->post('/xmlrpc.php', $x('demo.sayHello', ''), ['Content-Type: text/xml']);
    $c->post('/xmlrpc.php', $x('demo.addTwoNumbers', '<param><value><int>3</int></value></param><param><value><string>4</string></value></param>'), ['Content-Type: text/xml']);
    $c->post('/xmlrpc.php', $x('wp.getUsersBlogs', $s('admin') . $s('Study-Admin-1')), ['Content-Type: text/xml']);
    $c->post('/xmlrpc.php', $x('wp.getPosts', $i(1) . $s('admin') . $s('Study-Admin-1')), ['Content-Type: text/xml']);
    $c->post('/xmlrpc.php', $x('wp.getPost', $i(1) . $s('admin') . $s('Study-Admin-1') . $i($posts[0])), ['Content-Type: text/xml']);
    $c->post('/xmlrpc.php', $x('wp.getComments', $i(1) . $s('admin') . $s('Study-Admin-1')), ['Content-Type: text/xml']);
    $c->post('/xmlrpc.php', $x('wp.getOptions', $i(1) . $s('admin') . $s('Study-Admin-1')), ['Content-Type: text/xml']);
    $c->post('/xmlrpc.php', $x('wp.getTerms', $i(1) . $s('admin') . $s('Study-Admin-1') . $s('category')), ['Content-Type: text/xml']);
    $c->post('/xmlrpc.php', $x('wp.newPost', $i(1) . $s('admin') . $s('Study-Admin-1')
        . '<param><value><struct><member><name>post_title</name><value><string>By XML-RPC</string></value></member>'
        . '<member><name>post_content</name><value><string>Posted over XML-RPC.</string></value></member>'
        . '<member><name>post_status</name><value><string>publish</string></value></member>'
        . '<member><name>post_date_gmt</name><value><dateTime.iso8601>20240103T10:00:00</dateTime.iso8601></value></member></struct></value></param>'), ['Content-Type: text/xml']);
    $c->post('/xmlrpc.php', $x('wp.getPosts', $i(1) . $s('admin') . $s('wrong')), ['Content-Type: text/xml']);
    // login
    $c->get('/wp-login.php');
    $c->post('/wp-login.php', ['log' => 'admin', 'pwd' => 'wrong', 'wp-submit' => 'Log In', 'testcookie' => 1]);
    $c->post('/wp-login.php', ['log' => 'admin', 'pwd' => 'Study-Admin-1', 'wp-submit' => 'Log In', 'redirect_to' => '/wp-admin/', 'testcookie' => 1]);
    foreach (['', 'index.php', 'edit.php', 'edit.php?post_type=page', 'edit.php?post_status=draft', 'edit.php?s=types',
        'edit.php?paged=2', 'edit-comments.php', 'edit-comments.php?comment_status=approved', 'users.php', 'user-new.php', 'profile.php',
        'options-general.php', 'options-writing.php', 'options-reading.php', 'options-discussion.php', 'options-media.php',
        'options-permalink.php', 'options-privacy.php', 'themes.php', 'plugins.php', 'tools.php', 'import.php', 'export.php',
        'site-health.php?tab=debug', 'upload.php', 'media-new.php', 'edit-tags.php?taxonomy=category', 'edit-tags.php?taxonomy=post_tag',
        'nav-menus.php', 'widgets.php', 'customize.php', 'about.php', 'credits.php', 'freedoms.php', 'privacy.php',
        'export-personal-data.php', 'erase-personal-data.php', 'update-core.php', 'theme-editor.php', 'plugin-editor.php',
        'user-edit.php?user_id=2', 'post-new.php?post_type=page', 'export.php?download=true&content=all'] as $p) {
        $c->get('/wp-admin/' . $p);
    }
    foreach (array_slice($posts, 0, 10) as $id) {
        $c->get("/wp-admin/post.php?post=$id&action=edit");
    }
    // a new post through the classic form
    $c->get('/wp-admin/post-new.php');
    $nonce = $c->match('/name="_wpnonce" value="([0-9a-f]+)"/');
    $postId = $c->match('/name=[\'"]post_ID[\'"] value=[\'"](\d+)[\'"]/');
    $restNonce = $c->match('/wpApiSettings = \{[^}]*"nonce":"([0-9a-f]+)"/');
    $c->post('/wp-admin/post.php', ['_wpnonce' => $nonce, '_wp_http_referer' => '/wp-admin/post-new.php', 'user_ID' => 1,
        'action' => 'editpost', 'originalaction' => 'editpost', 'post_author' => 1, 'post_type' => 'post', 'original_post_status' => 'auto-draft',
        'post_ID' => $postId, 'post_title' => 'Written by the crawl', 'content' => 'Its body: 3 numbers, 1.5, "7".',
        'publish' => 'Publish', 'post_status' => 'publish', 'comment_status' => 'open', 'post_category' => [0, $cats[0] ?? 1],
        'tax_input' => ['post_tag' => 'crawl,php'], 'edit_date' => '1', 'mm' => '01', 'jj' => '02', 'aa' => '2024', 'hh' => '10', 'mn' => '00', 'ss' => '00']);
    $c->get("/?p=$postId");
    // an edit of an existing post
    $c->get("/wp-admin/post.php?post={$posts[1]}&action=edit");
    $nonce = $c->match('/name="_wpnonce" value="([0-9a-f]+)"/');
    $c->post('/wp-admin/post.php', ['_wpnonce' => $nonce, 'user_ID' => 1, 'action' => 'editpost', 'originalaction' => 'editpost',
        'post_author' => 1, 'post_type' => 'post', 'original_post_status' => 'publish', 'post_ID' => $posts[1],
        'post_title' => 'Post number 2, edited', 'content' => 'Edited by the crawl.', 'save' => 'Update', 'post_status' => 'publish',
        'menu_order' => '0', 'comment_status' => 'open']);
    $c->get("/?p={$posts[1]}");
    // the REST API with the cookie and its nonce
    $rest = ["X-WP-Nonce: $restNonce"];
    foreach (['/wp/v2/users/me', '/wp/v2/settings', '/wp/v2/posts&status=draft', '/wp/v2/users&context=edit',
        '/wp/v2/themes', '/wp/v2/plugins', '/wp/v2/block-types', '/wp/v2/templates', '/wp/v2/block-patterns/patterns',
        '/wp/v2/comments&context=edit', '/wp/v2/posts/' . $posts[0] . '&context=edit', '/wp/v2/posts/' . $posts[0] . '/revisions',
        '/wp/v2/media', '/wp/v2/menus', '/wp/v2/sidebars', '/wp/v2/widgets', '/wp-site-health/v1/tests/background-updates'] as $r) {
        $c->get('/?rest_route=' . $r, $rest);
    }
    $c->post('/?rest_route=/wp/v2/posts', json_encode(['title' => 'By REST', 'content' => 'Posted over REST.', 'status' => 'publish', 'date_gmt' => '2024-02-01T10:00:00']), [...$rest, 'Content-Type: application/json']);
    $c->post('/?rest_route=/wp/v2/posts/' . $posts[3], json_encode(['title' => 'Post 4 renamed by REST', 'sticky' => true]), [...$rest, 'Content-Type: application/json']);
    $c->post('/?rest_route=/wp/v2/comments', json_encode(['post' => $posts[3], 'content' => 'A REST comment', 'status' => 'approved', 'date_gmt' => '2024-02-02T10:00:00']), [...$rest, 'Content-Type: application/json']);
    $c->post('/?rest_route=/wp/v2/categories', json_encode(['name' => 'Crawled', 'description' => 'made by REST']), [...$rest, 'Content-Type: application/json']);
    $c->post('/?rest_route=/wp/v2/settings', json_encode(['posts_per_page' => '6', 'title' => 'Study Blog']), [...$rest, 'Content-Type: application/json']);
    // a comment as the admin, a reply, moderation
    $c->post('/wp-comments-post.php', ['comment' => 'The admin answers.', 'comment_post_ID' => $posts[4], 'comment_parent' => 0]);
    $c->get('/wp-admin/edit-comments.php');
    // settings forms
    foreach (['general' => ['blogname' => 'Study Blog', 'blogdescription' => 'A blog the study crawls', 'posts_per_page' => '5',
        'start_of_week' => '1', 'date_format' => 'F j, Y', 'time_format' => 'g:i a', 'timezone_string' => 'UTC', 'WPLANG' => ''],
        'reading' => ['posts_per_page' => '5', 'posts_per_rss' => '10', 'rss_use_excerpt' => '0', 'show_on_front' => 'posts', 'blog_public' => '1'],
        'discussion' => ['default_comment_status' => 'open', 'comments_per_page' => '50', 'thread_comments_depth' => '5',
            'close_comments_days_old' => '14', 'comment_max_links' => '2', 'avatar_rating' => 'G', 'avatar_default' => 'mystery']] as $page => $fields) {
        $c->get("/wp-admin/options-$page.php");
        $nonce = $c->match('/name="_wpnonce" value="([0-9a-f]+)"/');
        $c->post('/wp-admin/options.php', ['option_page' => $page, 'action' => 'update', '_wpnonce' => $nonce,
            '_wp_http_referer' => "/wp-admin/options-$page.php"] + $fields);
        $c->get("/wp-admin/options-$page.php");
    }
    // a user edit
    $c->get('/wp-admin/profile.php');
    $nonce = $c->match('/name="_wpnonce" value="([0-9a-f]+)"/');
    $c->post('/wp-admin/profile.php', ['_wpnonce' => $nonce, 'from' => 'profile', 'checkuser_id' => 1, 'action' => 'update', 'user_id' => 1,
        'admin_color' => 'fresh', 'first_name' => 'Ada', 'last_name' => 'Admin', 'nickname' => 'admin', 'display_name' => 'admin',
        'email' => 'admin@example.org', 'url' => '', 'description' => 'Edited 3 times', 'admin_bar_front' => '1', 'locale' => 'site-default']);
    // admin-ajax
    $c->post('/wp-admin/admin-ajax.php', ['action' => 'heartbeat', 'screen_id' => 'dashboard', 'has_focus' => 'false', 'interval' => '60']);
    $c->post('/wp-admin/admin-ajax.php', ['action' => 'dashboard-widgets', 'widget' => 'dashboard_primary']);
    $c->get('/wp-admin/admin-ajax.php?action=ajax-tag-search&tax=post_tag&q=ph');
    $c->get('/wp-admin/edit.php');
    $c->get('/?feed=rss2');
    $c->get('/');
    // another user: an author logs in and writes a draft
    $c->get('/wp-login.php?action=logout');
    $c->get($c->match('/href="[^"]*(\/wp-login\.php\?action=logout[^"]*)"/') ?: '/wp-login.php?action=logout');
    $c->cookies();
    $c->get('/wp-login.php');
    $c->post('/wp-login.php', ['log' => 'author', 'pwd' => 'Study-Admin-1', 'wp-submit' => 'Log In', 'testcookie' => 1]);
    $c->get('/wp-admin/');
    $c->get('/wp-admin/edit.php');
    $c->get('/wp-admin/profile.php');
    $c->get('/wp-admin/options-general.php');
    $c->cookies();
    $c->get('/wp-login.php?action=lostpassword');
    $c->get('/wp-login.php?action=register');
    $c->get('/wp-signup.php');
    $c->get('/wp-activate.php');
    $c->get('/wp-trackback.php?p=' . $posts[0]);
    $c->post('/wp-trackback.php?p=' . $posts[0], ['title' => 'Ping', 'url' => 'http://127.0.0.1/', 'excerpt' => 'x', 'blog_name' => 'Other']);
    $c->get('/wp-cron.php');
}

function mediawiki(Crawl $c): void
{
    $pages = ['Main_Page', 'Category:Types', 'Template:Box'];
    for ($i = 1; $i <= 20; $i++) {
        $pages[] = "Page_$i";
    }
    foreach ($pages as $t) {
        $c->get("/index.php?title=$t");
    }
    foreach ($pages as $t) {
        $c->get("/index.php?title=$t&action=history");
        $c->get("/index.php?title=$t&action=info");
        $c->get("/index.php?title=$t&action=raw");
    }
    foreach (['Special:RecentChanges', 'Special:RecentChanges&days=3650&limit=50', 'Special:AllPages', 'Special:PrefixIndex&prefix=Page',
        'Special:Search&search=Welcome&fulltext=1', 'Special:Search&search=boxed&fulltext=1', 'Special:Search&search=Page+3',
        'Special:Search&search=nothing+here&fulltext=1', 'Special:Version', 'Special:SpecialPages', 'Special:Statistics',
        'Special:ListUsers', 'Special:ListGroupRights', 'Special:Log', 'Special:Log&type=create', 'Special:Categories',
        'Special:WhatLinksHere/Page_1', 'Special:Contributions/Admin', 'Special:NewPages', 'Special:LongPages', 'Special:ShortPages',
'Special:UncategorizedPages', 'Special:WantedPages', 'Special:MediaWiki', 'Special:BlankPage',
        'Special:MIMESearch&mime=image/png', 'Special:ListFiles', 'Special:ProtectedPages', 'Special:ExpandTemplates&wpInput={{Box|x}}',
        'Special:ComparePages&page1=Page_1&page2=Page_2', 'Special:Export/Page_1', 'Special:UserLogin', 'Special:CreateAccount',
        'Special:RecentChanges&feed=rss', 'Special:RecentChanges&feed=atom', 'Special:NewPages&feed=atom',
        'Page_1&action=history&feed=atom', 'Page_1&diff=prev', 'Page_1&printable=yes', 'Page_1&action=edit',
        'Nonexistent_page', 'Page_2&action=credits', 'MediaWiki:Sidebar', 'Special:Random/Nothing'] as $t) {
        $c->get("/index.php?title=$t");
    }
    foreach (['action=query&meta=siteinfo&siprop=general|namespaces|statistics', 'action=query&list=allpages&aplimit=50',
        'action=query&prop=revisions&titles=Page_1|Page_2&rvprop=content|user|comment&rvslots=main', 'action=parse&page=Page_2',
        'action=parse&text=%27%27%27bold%27%27%27+{{Box|1}}&contentmodel=wikitext', 'action=opensearch&search=Pag',
        'action=query&list=search&srsearch=boxed', 'action=query&list=recentchanges&rclimit=20', 'action=query&list=allusers',
        'action=query&prop=info|categories|links&titles=Page_3', 'action=query&list=categorymembers&cmtitle=Category:Types',
        'action=query&meta=userinfo', 'action=query&prop=pageviews&titles=Page_1', 'action=compare&fromtitle=Page_1&totitle=Page_2',
        'action=expandtemplates&text={{Box|2}}&prop=wikitext', 'action=paraminfo&modules=edit|query', 'action=help&modules=main',
        'action=query&list=logevents', 'action=query&generator=allpages&gaplimit=5&prop=extracts', 'action=nosuchaction'] as $q) {
        $c->get("/api.php?format=json&$q");
    }
    foreach (['/v1/page/Page_1', '/v1/page/Page_1/bare', '/v1/page/Page_1/history', '/v1/page/Page_1/links/language',
        '/v1/search/page?q=Welcome&limit=5', '/v1/search/title?q=Pag&limit=5', '/v1/page/No_such_page', '/v1/revision/1/bare'] as $r) {
        $c->get("/rest.php$r");
    }
    $c->get('/load.php?modules=startup&only=scripts&skin=vector');
    $c->get('/opensearch_desc.php');
    // login through the form
    $c->get('/index.php?title=Special:UserLogin');
    $tok = $c->match('/name="wpLoginToken" value="([^"]+)"/');
    $c->post('/index.php?title=Special:UserLogin', ['wpName' => 'Admin', 'wpPassword' => 'wrong', 'wpLoginToken' => $tok,
        'wploginattempt' => 'Log in', 'authAction' => 'login', 'force' => '', 'title' => 'Special:UserLogin']);
    $tok = $c->match('/name="wpLoginToken" value="([^"]+)"/');
    $c->post('/index.php?title=Special:UserLogin', ['wpName' => 'Admin', 'wpPassword' => 'Study-Admin-1', 'wpLoginToken' => $tok,
        'wploginattempt' => 'Log in', 'authAction' => 'login', 'force' => '', 'title' => 'Special:UserLogin']);
    foreach (['Main_Page', 'Special:Preferences', 'Special:Watchlist', 'Special:EditWatchlist', 'Special:UserRights/Alice',
        'Special:Block/Bob', 'Page_3&action=protect', 'Page_3&action=delete', 'Special:Contributions/Alice', 'Special:MyContributions',
        'Special:ChangePassword', 'Special:ChangeEmail', 'Special:ResetTokens', 'Special:Upload', 'Special:Import',
        'Special:MergeHistory', 'Special:Undelete', 'Special:Tags', 'Special:RecentChanges', 'Page_4&action=edit', 'Page_5&action=info'] as $t) {
        $c->get("/index.php?title=$t");
    }
    // edits through the form
    foreach (['Page_1' => "Edited by the crawl: 3 + '4' = 7.\n[[Category:Types]]", 'New_crawl_page' => "A page the crawl creates.\n\n{{Box|new}}",
        'Talk:Page_2' => "== A topic ==\nA question. ~~~~"] as $t => $text) {
        $c->get("/index.php?title=$t&action=edit");
        $fields = ['wpTextbox1' => $text, 'wpSummary' => 'crawl edit', 'wpSave' => 'Save changes', 'wpUltimateParam' => '1',
            'wpEditToken' => $c->match('/name="wpEditToken" value="([^"]+)"/'), 'wpEdittime' => $c->match('/name="wpEdittime" value="([^"]*)"/'),
            'wpStarttime' => $c->match('/name="wpStarttime" value="([^"]*)"/'), 'model' => 'wikitext', 'format' => 'text/x-wiki',
            'parentRevId' => $c->match('/name="parentRevId" value="([^"]*)"/'), 'oldid' => $c->match('/name="oldid" value="([^"]*)"/')];
        $c->post("/index.php?title=$t&action=submit", $fields);
        $c->get("/index.php?title=$t");
        $c->get("/index.php?title=$t&action=history");
    }
    // edits, watch and protect through the API
    $c->get('/api.php?format=json&action=query&meta=tokens&type=csrf|watch');
    $csrf = $c->match('/"csrftoken":"([^"]+)"/');
    $watch = $c->match('/"watchtoken":"([^"]+)"/');
    $c->post('/api.php', ['format' => 'json', 'action' => 'edit', 'title' => 'Page_6', 'appendtext' => "\n\nAppended by the API.", 'summary' => 'api', 'token' => $csrf]);
    $c->post('/api.php', ['format' => 'json', 'action' => 'edit', 'title' => 'Api_page', 'text' => "Made by the API, {{Box|api}}.", 'createonly' => '1', 'token' => $csrf]);
    $c->post('/api.php', ['format' => 'json', 'action' => 'watch', 'titles' => 'Page_7|Page_8', 'token' => $watch]);
    $c->post('/api.php', ['format' => 'json', 'action' => 'protect', 'title' => 'Page_9', 'protections' => 'edit=sysop', 'expiry' => 'infinite', 'reason' => 'crawl', 'token' => $csrf]);
    $c->post('/api.php', ['format' => 'json', 'action' => 'move', 'from' => 'Page_10', 'to' => 'Page_ten', 'reason' => 'crawl', 'token' => $csrf]);
    $c->post('/api.php', ['format' => 'json', 'action' => 'delete', 'title' => 'Page_11', 'reason' => 'crawl', 'token' => $csrf]);
    $c->post('/api.php', ['format' => 'json', 'action' => 'options', 'change' => 'skin=vector|rclimit=100', 'token' => $csrf]);
    $c->post('/api.php', ['format' => 'json', 'action' => 'purge', 'titles' => 'Page_12']);
    $c->post('/api.php', ['format' => 'json', 'action' => 'rollback', 'title' => 'Page_1', 'user' => 'Admin', 'token' => $c->match('/"csrftoken":"([^"]+)"/')]);
    foreach (['Page_6', 'Api_page', 'Page_ten', 'Page_11', 'Special:Watchlist', 'Special:Log', 'Special:RecentChanges',
        'Special:Preferences', 'Special:ProtectedPages', 'Page_1&action=history'] as $t) {
        $c->get("/index.php?title=$t");
    }
    // preferences saved by the form
    $c->get('/index.php?title=Special:Preferences');
    $c->post('/index.php?title=Special:Preferences', ['wpEditToken' => $c->match('/name="wpEditToken" value="([^"]+)"/'),
        'title' => 'Special:Preferences', 'wpgender' => 'unknown', 'wplanguage' => 'en', 'wpskin' => 'vector', 'wprclimit' => '50']);
    $c->get('/index.php?title=Special:UserLogout');
    $c->post('/index.php?title=Special:UserLogout', ['wpEditToken' => $c->match('/name="wpEditToken" value="([^"]+)"/'), 'title' => 'Special:UserLogout']);
    // a second user, through the API's clientlogin
    $c->cookies();
    $c->get('/api.php?format=json&action=query&meta=tokens&type=login');
    $c->post('/api.php', ['format' => 'json', 'action' => 'clientlogin', 'username' => 'Alice', 'password' => 'Study-Admin-1',
        'loginreturnurl' => $c->base . '/', 'logintoken' => $c->match('/"logintoken":"([^"]+)"/')]);
    $c->get('/api.php?format=json&action=query&meta=userinfo&uiprop=rights|groups');
    $c->get('/api.php?format=json&action=query&meta=tokens');
    $c->post('/api.php', ['format' => 'json', 'action' => 'edit', 'title' => 'Page_13', 'text' => 'Alice rewrote it.', 'token' => $c->match('/"csrftoken":"([^"]+)"/')]);
    $c->get('/index.php?title=Page_13');
    $c->get('/index.php?title=Page_13&diff=cur&oldid=prev');
    $c->cookies();
    $c->get('/index.php?title=Special:RecentChanges');
    $c->get('/index.php?title=Special:RecentChanges&feed=atom');
    $c->get('/api.php?format=json&action=query&list=recentchanges&rclimit=50');
}

function phpmyadmin(Crawl $c): void
{
    $c->get('/index.php');
    $token = $c->match('/name="token" value="([^"]+)"/');
    $c->post('/index.php?route=/', ['route' => '/', 'token' => $token, 'set_session' => $c->match('/name="set_session" value="([^"]+)"/'),
        'pma_username' => 'phpmyadmin', 'pma_password' => 'wrong', 'server' => '1']);
    $c->get('/index.php');
    $token = $c->match('/name="token" value="([^"]+)"/');
    $c->post('/index.php?route=/', ['route' => '/', 'token' => $token, 'set_session' => $c->match('/name="set_session" value="([^"]+)"/'),
        'pma_username' => 'phpmyadmin', 'pma_password' => 'study-db-pass', 'server' => '1']);
    $c->get('/index.php?route=/');
    $token = $c->match('/name="token" value="([^"]+)"/') ?: $c->match('/"token":"([^"]+)"/');
    $t = fn(string $r, string $q = '') => "/index.php?route=$r&server=1" . ($q !== '' ? "&$q" : '');
    foreach (['/server/databases', '/server/sql', '/server/export', '/server/import', '/server/privileges', '/server/engines',
        '/server/plugins', '/server/collations', '/server/replication', '/server/user-groups', '/server/binlog',
        '/preferences/manage', '/preferences/features', '/preferences/sql', '/preferences/navigation', '/preferences/main-panel',
        '/preferences/export', '/preferences/import', '/preferences/two-factor', '/user-password', '/navigation&ajax_request=1'] as $r) {
        $c->get($t($r));
    }
    foreach (['/database/structure', '/database/sql', '/database/search', '/database/export', '/database/import',
        '/database/operations', '/database/routines', '/database/events', '/database/triggers', '/database/designer',
        '/database/qbe', '/database/privileges', '/database/data-dictionary', '/database/central-columns', '/database/tracking'] as $r) {
        $c->get($t($r, 'db=shop'));
    }
    foreach (['products', 'customers', 'orders', 'order_totals'] as $table) {
        foreach (['/sql', '/table/structure', '/table/sql', '/table/search', '/table/export', '/table/import',
            '/table/operations', '/table/privileges', '/table/triggers', '/table/change', '/table/tracking', '/table/relation',
            '/table/find-replace', '/table/zoom-search', '/table/gis-visualization&sql_query=' . urlencode("SELECT * FROM `$table`")] as $r) {
            $c->get($t($r, "db=shop&table=$table"));
        }
        $c->get($t('/sql', "db=shop&table=$table&pos=25"));
        $c->get($t('/sql', "db=shop&table=$table&sql_query=" . urlencode("SELECT * FROM `$table` ORDER BY `id` DESC")));
    }
    // queries that read
    foreach (['SELECT * FROM products WHERE price > 50', 'SELECT city, COUNT(*) AS n FROM customers GROUP BY city',
        'SELECT * FROM order_totals ORDER BY total DESC LIMIT 10', 'SHOW TABLE STATUS', 'EXPLAIN SELECT * FROM orders WHERE qty = 3',
        'SELECT SUM(price * stock), AVG(price), MAX(added) FROM products', 'SELECT * FROM nosuchtable'] as $q) {
        $c->post('/index.php?route=/import', ['token' => $token, 'server' => '1', 'db' => 'shop', 'sql_query' => $q, 'ajax_request' => 'true', 'is_js_confirmed' => '0']);
    }
    // writes: an insert, an update, a table created, a row edited through the form
    $c->post('/index.php?route=/import', ['token' => $token, 'server' => '1', 'db' => 'shop', 'ajax_request' => 'true',
        'sql_query' => "INSERT INTO products (name, price, stock, added) VALUES ('Crawled', 9.99, 3, '2024-05-05')"]);
    $c->post('/index.php?route=/import', ['token' => $token, 'server' => '1', 'db' => 'shop', 'ajax_request' => 'true',
        'sql_query' => "UPDATE products SET stock = stock + 1 WHERE id <= 5"]);
    $c->post('/index.php?route=/import', ['token' => $token, 'server' => '1', 'db' => 'shop', 'ajax_request' => 'true',
        'sql_query' => "CREATE TABLE notes (id INT PRIMARY KEY AUTO_INCREMENT, body TEXT, score FLOAT)"]);
    $c->get($t('/table/change', 'db=shop&table=products&where_clause=' . urlencode('`products`.`id` = 7')));
    $c->post('/index.php?route=/table/replace', ['token' => $token, 'server' => '1', 'db' => 'shop', 'table' => 'products',
        'where_clause[0]' => '`products`.`id` = 7', 'fields_name[multi_edit][0]' => ['name', 'price', 'stock', 'added'],
        'fields[multi_edit][0]' => ['Product seven', '21.50', '12', '2024-07-07'], 'fields_type[multi_edit][0]' => ['', '', '', 'date'],
        'submit_type' => 'save', 'after_insert' => 'back', 'ajax_request' => 'true']);
    $c->post('/index.php?route=/table/replace', ['token' => $token, 'server' => '1', 'db' => 'shop', 'table' => 'notes',
        'fields_name[multi_edit][0]' => ['id', 'body', 'score'], 'fields[multi_edit][0]' => ['', 'A note', '2.5'],
        'submit_type' => 'insert', 'after_insert' => 'back', 'ajax_request' => 'true']);
    foreach (['products', 'notes'] as $table) {
        $c->get($t('/sql', "db=shop&table=$table"));
    }
    // searches, export, structure changes
    $c->post('/index.php?route=/database/search', ['token' => $token, 'server' => '1', 'db' => 'shop', 'criteriaSearchString' => 'Product 1',
        'criteriaSearchType' => '1', 'criteriaTables' => ['products', 'customers'], 'submit_search' => 'Go', 'ajax_request' => 'true']);
    $c->post('/index.php?route=/table/search', ['token' => $token, 'server' => '1', 'db' => 'shop', 'table' => 'products',
        'criteriaColumnNames' => ['id', 'name', 'price'], 'criteriaColumnTypes' => ['int(11)', 'varchar(80)', 'decimal(10,2)'],
        'criteriaColumnOperators' => ['>', 'LIKE %...%', '<'], 'criteriaValues' => ['10', 'Product', '100'], 'columnsToDisplay' => ['id', 'name', 'price'],
        'orderByColumn' => '--nil--', 'order' => 'ASC', 'ajax_request' => 'true', 'submit' => 'Go']);
    $c->post('/index.php?route=/export', ['token' => $token, 'server' => '1', 'db' => 'shop', 'export_type' => 'database',
        'export_method' => 'quick', 'what' => 'sql', 'output_format' => 'astext', 'table_select' => ['products', 'customers'],
        'table_structure' => ['products', 'customers'], 'table_data' => ['products', 'customers'], 'sql_structure_or_data' => 'structure_and_data',
        'sql_include_comments' => 'y', 'charset' => 'utf-8', 'compression' => 'none', 'sql_header_comment' => '', 'sql_compatibility' => 'NONE',
        'sql_type' => 'INSERT', 'sql_insert_syntax' => 'both', 'sql_max_query_size' => '50000']);
    $c->post('/index.php?route=/export', ['token' => $token, 'server' => '1', 'db' => 'shop', 'table' => 'orders', 'export_type' => 'table',
        'export_method' => 'quick', 'what' => 'csv', 'output_format' => 'astext', 'csv_separator' => ',', 'csv_enclosed' => '"',
        'csv_escaped' => '"', 'csv_terminated' => 'AUTO', 'csv_null' => 'NULL', 'csv_structure_or_data' => 'data', 'charset' => 'utf-8']);
    $c->post('/index.php?route=/export', ['token' => $token, 'server' => '1', 'db' => 'shop', 'table' => 'customers', 'export_type' => 'table',
        'export_method' => 'quick', 'what' => 'json', 'output_format' => 'astext', 'json_structure_or_data' => 'data', 'charset' => 'utf-8']);
    $c->post('/index.php?route=/table/structure/save', ['token' => $token, 'server' => '1', 'db' => 'shop', 'table' => 'notes',
        'ajax_request' => 'true']);
    $c->post('/index.php?route=/table/operations', ['token' => $token, 'server' => '1', 'db' => 'shop', 'table' => 'notes',
        'comment' => 'crawl notes', 'submitoptions' => 'Go', 'ajax_request' => 'true', 'new_name' => 'notes']);
    $c->post('/index.php?route=/sql', ['token' => $token, 'server' => '1', 'db' => 'shop', 'table' => 'products', 'pos' => '0',
        'session_max_rows' => '10', 'sql_query' => 'SELECT * FROM `products`', 'ajax_request' => 'true', 'navig' => '1']);
    $c->post('/index.php?route=/sql', ['token' => $token, 'server' => '1', 'db' => 'shop', 'table' => 'products', 'pos' => '0',
        'sql_query' => 'SELECT * FROM `products`', 'sort_by_key' => '1', 'ajax_request' => 'true']);
    $c->post('/index.php?route=/navigation', ['token' => $token, 'server' => '1', 'ajax_request' => 'true', 'aPath' => '', 'vPath' => '', 'pos' => '0']);
    $c->post('/index.php?route=/table/get-field', ['token' => $token, 'server' => '1', 'db' => 'shop', 'table' => 'customers',
        'where_clause' => '`customers`.`id` = 2', 'transform_key' => 'email', 'sql_query' => 'SELECT * FROM customers']);
    $c->get($t('/database/structure', 'db=shop'));
    $c->get($t('/table/structure', 'db=shop&table=notes'));
    $c->post('/index.php?route=/sql', ['token' => $token, 'server' => '1', 'db' => 'shop', 'sql_query' => 'DROP TABLE notes',
        'is_js_confirmed' => '1', 'ajax_request' => 'true', 'message_to_show' => 'dropped']);
    $c->get($t('/database/structure', 'db=shop'));
    $c->get($t('/server/databases'));
    for ($i = 1; $i <= 28; $i++) {
        $c->post('/index.php?route=/sql', ['token' => $token, 'server' => '1', 'db' => 'shop', 'table' => 'products', 'ajax_request' => 'true',
            'sql_query' => "SELECT id, name, price * $i AS p, stock FROM products WHERE id > $i ORDER BY price DESC LIMIT $i"]);
        $c->get($t('/sql', 'db=shop&table=customers&sql_query=' . urlencode("SELECT * FROM customers WHERE id = $i")));
    }
    for ($pos = 0; $pos < 60; $pos += 10) {
        $c->get($t('/sql', "db=shop&table=products&pos=$pos&session_max_rows=10"));
    }
    foreach (['2' => 'customers', '3' => 'orders'] as $n => $table) {
        $c->get($t('/table/change', "db=shop&table=$table&where_clause=" . urlencode("`$table`.`id` = $n")));
    }
    $c->post('/index.php?route=/logout', ['token' => $token, 'server' => '1']);
    $c->get('/index.php');
    $c->get('/index.php?route=/server/databases');
}

function roundcube(Crawl $c): void
{
    $login = function (string $user) use ($c): string {
        $c->cookies();
        $c->get('/');
        $c->post('/?_task=login', ['_token' => $c->match('/name="_token" value="([^"]+)"/'), '_task' => 'login', '_action' => 'login',
            '_timezone' => 'UTC', '_url' => '', '_user' => $user, '_pass' => 'Study-Admin-1']);
        $c->get('/?_task=mail&_mbox=INBOX');
        return $c->match('/"request_token":"([^"]+)"/');
    };
    // a visitor, a wrong password
    $c->get('/');
    $c->post('/?_task=login', ['_token' => $c->match('/name="_token" value="([^"]+)"/'), '_task' => 'login', '_action' => 'login',
        '_timezone' => 'UTC', '_url' => '', '_user' => 'alice', '_pass' => 'wrong']);
    $tok = $login('alice');
    $ajax = fn(string $q) => $c->get("/?$q&_remote=1", ["X-Roundcube-Request: $tok", 'X-Requested-With: XMLHttpRequest']);
    $apost = fn(string $q, array $d) => $c->post("/?$q", $d + ['_remote' => 1], ["X-Roundcube-Request: $tok", 'X-Requested-With: XMLHttpRequest']);
    $ajax('_task=mail&_action=list&_mbox=INBOX&_page=1');
    $ajax('_task=mail&_action=list&_mbox=INBOX&_page=2');
    $ajax('_task=mail&_action=getunread');
    $ajax('_task=mail&_action=refresh&_mbox=INBOX');
    $ajax('_task=mail&_action=folder-size&_mbox=INBOX');
    $ajax('_task=mail&_action=list&_mbox=INBOX&_sort=subject_ASC');
    $ajax('_task=mail&_action=list&_mbox=INBOX&_sort=date_DESC&_threads=1');
    foreach (['subject_DESC', 'from_ASC', 'date_ASC', 'size_DESC', 'arrival_DESC'] as $sort) {
        $ajax("_task=mail&_action=list&_mbox=INBOX&_sort=$sort");
    }
    for ($uid = 1; $uid <= 25; $uid++) {
        $c->get("/?_task=mail&_action=show&_uid=$uid&_mbox=INBOX");
        if ($uid % 5 === 0) {
            $c->get("/?_task=mail&_action=get&_uid=$uid&_mbox=INBOX&_part=2");
            $c->get("/?_task=mail&_action=get&_uid=$uid&_mbox=INBOX&_part=2&_download=1&_token=$tok");
        }
        $c->get("/?_task=mail&_action=preview&_uid=$uid&_mbox=INBOX&_framed=1");
        if ($uid % 2 === 0) {
            $c->get("/?_task=mail&_action=viewsource&_uid=$uid&_mbox=INBOX");
            $c->get("/?_task=mail&_action=print&_uid=$uid&_mbox=INBOX");
        }
    }
    foreach (['types', 'Message 1', 'nothing-like-this'] as $q) {
        $ajax('_task=mail&_action=search&_q=' . urlencode($q) . '&_mbox=INBOX&_headers=subject,from&_scope=base&_filter=ALL');
    }
    $ajax('_task=mail&_action=search&_q=&_mbox=INBOX&_filter=UNSEEN&_scope=base');
    $ajax('_task=mail&_action=search&_q=bob&_mbox=INBOX&_headers=text&_scope=all&_filter=ALL');
    foreach (['Sent', 'Drafts', 'Trash', 'Junk', 'Archive'] as $box) {
        $c->get("/?_task=mail&_mbox=$box");
        $ajax("_task=mail&_action=list&_mbox=$box");
    }
    // flags and moves
    $apost('_task=mail&_action=mark', ['_uid' => '2,4', '_flag' => 'read', '_mbox' => 'INBOX', '_token' => $tok]);
    $apost('_task=mail&_action=mark', ['_uid' => '6', '_flag' => 'flagged', '_mbox' => 'INBOX', '_token' => $tok]);
    $apost('_task=mail&_action=mark', ['_uid' => '8', '_flag' => 'unread', '_mbox' => 'INBOX', '_token' => $tok]);
    $apost('_task=mail&_action=move', ['_uid' => '11', '_target_mbox' => 'Archive', '_mbox' => 'INBOX', '_token' => $tok]);
    $apost('_task=mail&_action=delete', ['_uid' => '12', '_mbox' => 'INBOX', '_token' => $tok]);
    $apost('_task=mail&_action=plugin.move2archive', ['_uid' => '13', '_mbox' => 'INBOX', '_token' => $tok]);
    $apost('_task=mail&_action=plugin.markasjunk.junk', ['_uid' => '14', '_mbox' => 'INBOX', '_token' => $tok]);
    $ajax('_task=mail&_action=list&_mbox=INBOX');
    $ajax('_task=mail&_action=list&_mbox=Archive');
    $c->get('/?_task=mail&_action=plugin.zipdownload&_uid=1,2,3&_mbox=INBOX&_token=' . $tok);
    // compose: a draft saved, then a mail sent to bob
    foreach ([['_draft' => '1', 'subject' => 'A draft from the crawl'], ['_draft' => '', 'subject' => 'Sent by the crawl: 3 + "4"']] as $m) {
        $c->get('/?_task=mail&_action=compose');
        $id = $c->match('/_id=([0-9a-zA-Z]+)/', $c->location()) ?: $c->match('/"compose_id":"([^"]+)"/');
        $c->get("/?_task=mail&_action=compose&_id=$id");
        $ctok = $c->match('/"request_token":"([^"]+)"/') ?: $tok;
        $c->post('/?_task=mail', ['_token' => $ctok, '_task' => 'mail', '_action' => 'send', '_id' => $id, '_attachments' => '',
            '_from' => $c->match('/<option value="(\d+)"[^>]*>Alice|<option value="(\d+)"/') ?: '1', '_to' => 'bob@example.org', '_cc' => '', '_bcc' => '',
            '_replyto' => '', '_followupto' => '', '_subject' => $m['subject'], 'editorSelector' => 'plain', '_priority' => '0',
            '_store_target' => 'Sent', '_draft_saveid' => '', '_draft' => $m['_draft'], '_is_html' => '0', '_framed' => '1',
            '_message' => "Hello Bob,\n\nthe crawl writes 1.5 and 7.\n", '_mdn' => '', '_dsn' => '', '_unlock' => 'loading1', '_remote' => '1'],
            ["X-Roundcube-Request: $ctok"]);
    }
    $ajax('_task=mail&_action=list&_mbox=Drafts');
    $ajax('_task=mail&_action=list&_mbox=Sent');
    $c->get('/?_task=mail&_action=compose&_reply_uid=1&_mbox=INBOX');
    $c->get('/?_task=mail&_action=compose&_forward_uid=5&_mbox=INBOX');
    // settings and the address book
    foreach (['_task=settings', '_task=settings&_action=preferences', '_task=settings&_action=edit-prefs&_section=general&_framed=1',
        '_task=settings&_action=edit-prefs&_section=mailbox&_framed=1', '_task=settings&_action=edit-prefs&_section=mailview&_framed=1',
        '_task=settings&_action=edit-prefs&_section=compose&_framed=1', '_task=settings&_action=edit-prefs&_section=addressbook&_framed=1',
        '_task=settings&_action=edit-prefs&_section=folders&_framed=1', '_task=settings&_action=edit-prefs&_section=server&_framed=1',
        '_task=settings&_action=folders', '_task=settings&_action=edit-folder&_mbox=Archive&_framed=1', '_task=settings&_action=identities',
        '_task=settings&_action=edit-identity&_iid=1&_framed=1', '_task=settings&_action=responses', '_task=settings&_action=about',
        '_task=addressbook', '_task=addressbook&_action=add&_source=0&_framed=1'] as $q) {
        $c->get("/?$q");
    }
    $c->post('/?_task=settings&_action=save-prefs', ['_token' => $tok, '_section' => 'general', '_language' => 'en_US', '_timezone' => 'UTC',
        '_time_format' => 'H:i', '_date_format' => 'Y-m-d', '_pretty_date' => '0', '_refresh_interval' => '0', '_framed' => '1']);
    $c->post('/?_task=settings&_action=save-prefs', ['_token' => $tok, '_section' => 'mailbox', '_mail_pagesize' => '20', '_framed' => '1']);
    $c->post('/?_task=addressbook&_action=save', ['_token' => $tok, '_source' => '0', '_framed' => '1', '_firstname' => 'Carol',
        '_surname' => 'Crawl', '_email' => ['carol@example.org'], '_phone' => ['+43 1 234']]);
    $ajax('_task=addressbook&_action=list&_source=0');
    $ajax('_task=addressbook&_action=search&_q=carol&_source=0');
    $c->get('/?_task=addressbook&_action=show&_source=0&_cid=1&_framed=1');
    $apost('_task=settings&_action=create-folder', ['_name' => 'Crawled', '_token' => $tok]);
    $c->post('/?_task=settings&_action=save-folder', ['_token' => $tok, '_name' => 'Projects', '_parent' => '', '_framed' => '1', '_mbox' => '']);
    $c->get('/?_task=settings&_action=folders');
    $c->post('/?_task=settings&_action=save-identity', ['_token' => $tok, '_iid' => '1', '_name' => 'Alice A.', '_email' => 'alice@example.org',
        '_organization' => '', '_reply-to' => '', '_bcc' => '', '_signature' => 'Alice, 2 lines', '_framed' => '1']);
    $c->get('/?_task=logout&_token=' . $tok);
    // bob reads what alice sent him
    $tok = $login('bob');
    $ajax = fn(string $q) => $c->get("/?$q&_remote=1", ["X-Roundcube-Request: $tok", 'X-Requested-With: XMLHttpRequest']);
    $ajax('_task=mail&_action=list&_mbox=INBOX&_sort=date_DESC');
    for ($uid = 1; $uid <= 27; $uid++) {
        $c->get("/?_task=mail&_action=show&_uid=$uid&_mbox=INBOX");
    }
    for ($uid = 1; $uid <= 5; $uid++) {
        $c->get("/?_task=mail&_action=preview&_uid=$uid&_mbox=INBOX&_framed=1");
    }
    $ajax('_task=mail&_action=search&_q=crawl&_mbox=INBOX&_headers=subject&_scope=base&_filter=ALL');
    $c->get('/?_task=mail&_action=compose&_reply_uid=26&_mbox=INBOX');
    $c->get('/?_task=settings');
    $c->get('/?_task=logout&_token=' . $tok);
    $c->get('/?_task=mail');
}

function dokuwiki(Crawl $c): void
{
    $pages = ['start', 'wiki:syntax', 'nosuchpage'];
    for ($i = 1; $i <= 20; $i++) {
        $pages[] = "types:page$i";
    }
    foreach ($pages as $p) {
        $c->get("/doku.php?id=$p");
    }
    foreach (array_slice($pages, 0, 12) as $p) {
        foreach (['revisions', 'backlink', 'export_raw', 'export_xhtml', 'source', 'diff'] as $do) {
            $c->get("/doku.php?id=$p&do=$do");
        }
    }
    foreach (['do=index', 'do=index&idx=types', 'do=recent', 'do=search&q=types', 'do=search&q=number+format', 'do=search&q=page*',
        'do=search&q=%22strict+weak%22', 'do=search&q=nothing-here', 'do=login', 'do=register', 'do=resendpwd', 'do=media',
        'do=sitemap', 'do=profile', 'do=admin', 'id=types:page1&do=edit', 'id=types&do=index', 'do=check'] as $q) {
        $c->get("/doku.php?$q");
    }
    foreach (['', '?mode=list&ns=types', '?mode=recent&num=5', '?type=atom1', '?type=rss1', '?linkto=diff', '?content=html',
        '?mode=search&q=types', '?mode=list&ns=wiki&type=atom'] as $q) {
        $c->get("/feed.php$q");
    }
    foreach (['call=qsearch&q=pag', 'call=suggestions&q=typ', 'call=index&idx=types', 'call=linkwiz&q=types:'] as $q) {
        $c->post('/lib/exe/ajax.php', $q);
    }
    $c->get('/lib/exe/css.php?t=dokuwiki&tseed=study');
    $c->get('/lib/exe/js.php?t=dokuwiki&tseed=study');
    $c->get('/lib/exe/opensearch.php');
    $c->get('/lib/exe/indexer.php?id=start&' . 'tseed=study');
    $c->get('/lib/exe/mediamanager.php?ns=&sectok=');
    // XML-RPC
    $x = fn(string $m, string $params = '') => "<?xml version=\"1.0\"?><methodCall><methodName>$m</methodName><params>$params</params></methodCall>";
    $s = fn(string $v) => "<param><value><string>$v</string></value></param>";
    $c->post('/lib/exe/xmlrpc.php', $x('dokuwiki.getVersion'), ['Content-Type: text/xml']);
    $c->post('/lib/exe/xmlrpc.php', $x('wiki.getRPCVersionSupported'), ['Content-Type: text/xml']);
    $c->post('/lib/exe/xmlrpc.php', $x('dokuwiki.login', $s('admin') . $s('wrong')), ['Content-Type: text/xml']);
    $c->post('/lib/exe/xmlrpc.php', $x('dokuwiki.login', $s('admin') . $s('Study-Admin-1')), ['Content-Type: text/xml']);
    foreach ([['wiki.getPage', $s('types:page1')], ['wiki.getPageInfo', $s('types:page2')], ['wiki.getAllPages', ''],
        ['dokuwiki.getPagelist', $s('types') . '<param><value><struct></struct></value></param>'], ['dokuwiki.search', $s('types')],
        ['wiki.getPageHTML', $s('types:page3')], ['wiki.getPageVersions', $s('types:page1') . '<param><value><int>0</int></value></param>'],
        ['wiki.getBackLinks', $s('types:page2')], ['wiki.listLinks', $s('start')], ['dokuwiki.getTitle', ''], ['dokuwiki.getTime', ''],
        ['wiki.getRecentChanges', '<param><value><int>0</int></value></param>'], ['wiki.getAttachments', $s('') . '<param><value><struct></struct></value></param>'],
        ['wiki.aclCheck', $s('start')], ['wiki.putPage', $s('types:rpc') . $s("Written over XML-RPC: 3, '4'.") . '<param><value><struct><member><name>sum</name><value><string>rpc</string></value></member></struct></value></param>'],
        ['dokuwiki.appendPage', $s('types:page4') . $s("\nAppended.") . '<param><value><struct></struct></value></param>'],
        ['wiki.getPage', $s('types:rpc')], ['dokuwiki.setLocks', '<param><value><struct></struct></value></param>'],
        ['plugin.acl.listAcls', ''], ['dokuwiki.nosuchmethod', '']] as [$m, $p]) {
        $c->post('/lib/exe/xmlrpc.php', $x($m, $p), ['Content-Type: text/xml']);
    }
    // login through the form
    $c->cookies();
    $c->get('/doku.php?id=start&do=login');
    $c->post('/doku.php', ['sectok' => $c->match('/name="sectok" value="([^"]*)"/'), 'id' => 'start', 'do' => 'login', 'u' => 'admin', 'p' => 'wrong']);
    $c->post('/doku.php', ['sectok' => $c->match('/name="sectok" value="([^"]*)"/'), 'id' => 'start', 'do' => 'login', 'u' => 'admin', 'p' => 'Study-Admin-1']);
    foreach (['id=start', 'do=admin', 'do=admin&page=usermanager', 'do=admin&page=acl', 'do=admin&page=config', 'do=admin&page=revert',
        'do=admin&page=popularity', 'do=admin&page=styling', 'do=admin&page=usermanager&fn[search][new]=1&userid=al',
        'do=profile', 'do=recent&show_changes=pages', 'id=types:page2&do=subscribe', 'do=media&ns=types', 'do=index', 'id=types:page9&do=revisions'] as $q) {
        $c->get("/doku.php?$q");
    }
    // edits through the form
    foreach (['types:page1' => "====== Page 1 ======\n\nEdited by the crawl: 3 + '4'.\n", 'types:newpage' => "====== New ======\n\nMade by the crawl.\n",
        'start' => "====== Study DokuWiki ======\n\nThe start page, edited.\n\n  * [[types:newpage]]\n"] as $id => $text) {
        $c->get("/doku.php?id=$id&do=edit");
        $fields = ['sectok' => $c->match('/name="sectok" value="([^"]*)"/'), 'id' => $id, 'rev' => '0',
            'date' => $c->match('/name="date" value="([^"]*)"/'), 'prefix' => '.', 'suffix' => '', 'changecheck' => $c->match('/name="changecheck" value="([^"]*)"/'),
            'target' => 'section', 'wikitext' => $text, 'summary' => 'crawl', 'do[save]' => 'Save'];
        $c->post('/doku.php', $fields);
        $c->get("/doku.php?id=$id");
        $c->get("/doku.php?id=$id&do=revisions");
        $c->get("/doku.php?id=$id&do=diff");
    }
    // a preview, a draft, a page deleted
    $c->get('/doku.php?id=types:page5&do=edit');
    $sectok = $c->match('/name="sectok" value="([^"]*)"/');
    $c->post('/doku.php', ['sectok' => $sectok, 'id' => 'types:page5', 'rev' => '0', 'date' => $c->match('/name="date" value="([^"]*)"/'),
        'prefix' => '.', 'suffix' => '', 'changecheck' => $c->match('/name="changecheck" value="([^"]*)"/'), 'target' => 'section',
        'wikitext' => "Previewed.\n", 'summary' => '', 'do[preview]' => 'Preview']);
    $c->post('/lib/exe/ajax.php', ['call' => 'draftdel', 'id' => 'types:page5', 'sectok' => $sectok]);
    $c->get('/doku.php?id=types:page20&do=edit');
    $c->post('/doku.php', ['sectok' => $c->match('/name="sectok" value="([^"]*)"/'), 'id' => 'types:page20', 'rev' => '0',
        'date' => $c->match('/name="date" value="([^"]*)"/'), 'prefix' => '.', 'suffix' => '', 'changecheck' => $c->match('/name="changecheck" value="([^"]*)"/'),
        'target' => 'section', 'wikitext' => '', 'summary' => 'deleted', 'do[save]' => 'Save']);
    $c->get('/doku.php?id=types:page20');
    // the user manager adds a user; the configuration manager saves
    $c->get('/doku.php?do=admin&page=usermanager');
    $c->post('/doku.php', ['sectok' => $c->match('/name="sectok" value="([^"]*)"/'), 'do' => 'admin', 'page' => 'usermanager',
        'fn[add]' => 'Add', 'userid' => 'carol', 'userpass' => 'Study-Admin-1', 'userpass2' => 'Study-Admin-1', 'username' => 'Carol',
        'usermail' => 'carol@example.org', 'usergroups' => 'user']);
    $c->get('/doku.php?do=admin&page=usermanager');
    $c->get('/doku.php?do=admin&page=acl&ns=types');
    $c->post('/doku.php', ['sectok' => $c->match('/name="sectok" value="([^"]*)"/'), 'do' => 'admin', 'page' => 'acl', 'id' => 'start',
        'ns' => 'types', 'acl_t' => '__g__', 'acl_w' => 'user', 'acl' => '2', 'cmd[save]' => 'Save']);
    $c->get('/doku.php?do=admin&page=acl');
    $c->get('/doku.php?do=recent');
    $c->get('/feed.php');
    $c->get('/doku.php?id=start&do=logout&sectok=' . $c->match('/name="sectok" value="([^"]*)"/'));
    // alice logs in and edits
    $c->cookies();
    $c->get('/doku.php?id=start&do=login');
    $c->post('/doku.php', ['sectok' => $c->match('/name="sectok" value="([^"]*)"/'), 'id' => 'start', 'do' => 'login', 'u' => 'alice', 'p' => 'Study-Admin-1']);
    $c->get('/doku.php?id=types:page6&do=edit');
    $c->post('/doku.php', ['sectok' => $c->match('/name="sectok" value="([^"]*)"/'), 'id' => 'types:page6', 'rev' => '0',
        'date' => $c->match('/name="date" value="([^"]*)"/'), 'prefix' => '.', 'suffix' => '', 'changecheck' => $c->match('/name="changecheck" value="([^"]*)"/'),
        'target' => 'section', 'wikitext' => "Alice was here: 1.5.\n", 'summary' => 'alice', 'do[save]' => 'Save']);
    $c->get('/doku.php?do=admin');
    $c->get('/doku.php?do=profile');
    $c->get('/doku.php?id=types:page6&do=diff');
}

[, $app, $base, $out] = $argv + [null, '', '', ''];
if (!function_exists($app) || $base === '' || !is_dir($out)) {
    fwrite(STDERR, "usage: app-crawl.php wordpress|mediawiki|phpmyadmin|roundcube|dokuwiki BASE_URL OUT_DIR\n");
    exit(2);
}
$c = new Crawl($base, $out);
try {
    $app($c);
} catch (Throwable $e) {
    // the crawl's own fault: said, and the run counted as failed by its short index
    fwrite(STDERR, "$app: the crawl stopped after {$c->count()} requests: $e\n");
    exit(1);
}
echo "$app: {$c->count()} requests\n";
