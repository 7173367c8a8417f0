<?php

declare(strict_types=1);

/*
 * scalar-types CLI: the HTML report's style sheet and script, written into
 * its directory (no font, image or script from elsewhere). The script only
 * adds filters and the search: every page reads whole without it. It builds
 * what it shows with textContent, never from markup, so a name in the data
 * stays text.
 */

namespace ScalarTypes\Cli;

const HTML_CSS = <<<'CSS'
:root { color-scheme: light; --fg: #1b1b1b; --muted: #4a4a4a; --line: #c8c8c8; --link: #0645ad; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; color: var(--fg); background: #fff; }
header { background: #1f2d3d; }
header ul { list-style: none; margin: 0; padding: 0 1rem; display: flex; gap: 1.2rem; }
header a { color: #fff; display: inline-block; padding: .6rem 0; text-decoration: none; font-weight: 600; }
header a[aria-current] { border-bottom: 3px solid #ffd34d; }
main { padding: .5rem 1.5rem 2rem; max-width: 1400px; }
a { color: var(--link); }
a:focus, button:focus, input:focus, select:focus { outline: 3px solid #ff9f1a; outline-offset: 1px; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: .5rem; top: .5rem; background: #fff; padding: .3rem; z-index: 2; }
h1 { font-size: 1.5rem; margin: .8rem 0; }
h1 code { font-size: 1.2rem; word-break: break-all; }
h2 { font-size: 1.2rem; margin: 1.6rem 0 .4rem; border-bottom: 1px solid var(--line); }
table { border-collapse: collapse; margin: .4rem 0 1rem; }
caption { text-align: left; color: var(--muted); font-style: italic; padding: .2rem 0; }
th, td { border-bottom: 1px solid #e4e4e4; padding: .2rem .6rem; text-align: left; vertical-align: top; }
thead th { background: #f0f2f5; }
tbody th { font-weight: normal; }
.totals { display: flex; flex-wrap: wrap; gap: .6rem; margin: .5rem 0; }
.totals div { border: 1px solid var(--line); border-radius: 4px; padding: .3rem .7rem; }
.totals dt { color: var(--muted); font-size: .85rem; }
.totals dd { margin: 0; font-size: 1.25rem; font-weight: 600; }
.note, .state { background: #fff4d6; border-left: 4px solid #a86b00; padding: .4rem .7rem; }
.meaning, .lbl { color: var(--muted); font-size: .88rem; }
.bars td { min-width: 14rem; }
.bars .n { display: inline-block; min-width: 3.5rem; }
.track { display: inline-block; width: 10rem; height: .8rem; vertical-align: middle; background: #f0f2f5; }
.bar { display: block; height: 100%; background: #2f6db5; min-width: 1px; }
.bar.b1 { background: repeating-linear-gradient(45deg, #8a4fbf 0 4px, #b58ad8 4px 7px); }
.bar.b2 { background: #3d8a5a; }
.badge { display: inline-block; border: 1px solid #555; border-radius: 3px; padding: 0 .25rem; font-size: .72rem; font-weight: 700; letter-spacing: .03em; background: #fff; color: #222; }
.sym { font-weight: 700; display: inline-block; min-width: 1em; text-align: center; }
.src { width: 100%; font-size: 13px; }
.src td, .src th { border: 0; padding: 0 .5rem; }
.src th a { color: #5a5a5a; text-decoration: none; }
.src tbody th { text-align: right; user-select: none; width: 3.5rem; }
.src td:nth-child(2) { width: 5.5rem; white-space: nowrap; }
.src td:last-child, .src thead th:last-child { width: 100%; }
.src code { white-space: pre-wrap; word-break: break-all; tab-size: 4; font: 13px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; }
.src tr:target { outline: 2px solid #ff9f1a; }
.src tr.hit { border-left: 6px solid; }
.notes { margin: .2rem 0 .2rem 0; padding: .3rem .6rem; list-style: none; background: #fff; border: 1px solid var(--line); font: 13px/1.45 system-ui, sans-serif; }
.notes li + li { border-top: 1px dashed var(--line); margin-top: .3rem; padding-top: .3rem; }
.notes q { font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
.step { margin: 0 0 .3rem; font-size: .8rem; }
.step a { margin-right: 1rem; }
.k-rej { background: #fde2e2; border-color: #b00020 !important; } .k-rej .sym, .sym.k-rej { color: #9a001c; }
.k-nul { background: #efe3fa; border-color: #6a2c9e !important; } .k-nul .sym, .sym.k-nul { color: #5a2387; }
.k-bol { background: #dff3f1; border-color: #00756b !important; } .k-bol .sym, .sym.k-bol { color: #005f56; }
.k-tos { background: #e3f4e1; border-color: #2f7a28 !important; } .k-tos .sym, .sym.k-tos { color: #266020; }
.k-num { background: #e1ecfb; border-color: #1f5bb5 !important; } .k-num .sym, .sym.k-num { color: #174a94; }
.k-flt { background: #fdebd9; border-color: #b45400 !important; } .k-flt .sym, .sym.k-flt { color: #8f4300; }
.k-b2n { background: #f3eadf; border-color: #7a5230 !important; } .k-b2n .sym, .sym.k-b2n { color: #653f1f; }
.k-wid { background: #ececec; border-color: #555 !important; } .k-wid .sym, .sym.k-wid { color: #333; }
.sym.k-rej, .sym.k-nul, .sym.k-bol, .sym.k-tos, .sym.k-num, .sym.k-flt, .sym.k-b2n, .sym.k-wid { background: none; }
table.sites tr[class^="k-"] td:first-child { border-left: 5px solid; border-left-color: inherit; }
.pager a { padding: 0 .2rem; }
.pager a[aria-current] { font-weight: 700; color: var(--fg); }
form { margin: .6rem 0; }
input, select, button { font: inherit; padding: .15rem .3rem; }
footer { color: var(--muted); padding: 1rem 1.5rem; font-size: .85rem; }
CSS;

const HTML_JS = <<<'JS'
(function () {
  'use strict';
  function cell(tr, node) { var td = document.createElement('td'); td.appendChild(node); tr.appendChild(td); return td; }
  function text(s) { return document.createTextNode(String(s)); }

  // the filters of the files and sites pages: the rows of this page whose
  // data-text holds the words and whose data-kind is the one chosen
  Array.prototype.forEach.call(document.querySelectorAll('form.filter'), function (form) {
    var table = document.getElementById(form.getAttribute('data-table'));
    if (!table) { return; }
    form.hidden = false;
    var q = form.elements.q, kind = form.elements.kind, out = form.querySelector('output');
    function apply() {
      var words = q.value.toLowerCase().split(/\s+/).filter(Boolean), k = kind ? kind.value : '', shown = 0;
      Array.prototype.forEach.call(table.tBodies[0].rows, function (tr) {
        var t = tr.getAttribute('data-text') || '';
        var ok = words.every(function (w) { return t.indexOf(w) >= 0; }) && (!k || tr.getAttribute('data-kind') === k);
        tr.hidden = !ok;
        if (ok) { shown++; }
      });
      out.textContent = shown + ' of ' + table.tBodies[0].rows.length + ' shown';
    }
    form.addEventListener('input', apply);
    form.addEventListener('submit', function (e) { e.preventDefault(); apply(); });
  });

  // the search page over data.js: every site, whatever page lists it
  var form = document.getElementById('search'), results = document.getElementById('results'), d = window.ST_DATA;
  if (!form || !results || !d) { return; }
  form.hidden = false;
  var status = document.getElementById('status'), MAX = 500;
  var params = new URLSearchParams(location.search);
  ['kind', 'callee', 'file'].forEach(function (n) { if (params.get(n)) { form.elements[n].value = params.get(n); } });
  function run() {
    var k = form.elements.kind.value, c = form.elements.callee.value.toLowerCase(), f = form.elements.file.value.toLowerCase();
    var body = results.tBodies[0], n = 0;
    while (body.firstChild) { body.removeChild(body.firstChild); }
    for (var i = 0; i < d.sites.length; i++) {
      var s = d.sites[i], file = d.files[s[0]], kind = d.kinds[s[2]], callee = d.callees[s[3]];
      if ((k && kind !== k) || (c && callee.toLowerCase().indexOf(c) < 0) || (f && file[0].toLowerCase().indexOf(f) < 0)) { continue; }
      if (++n > MAX) { continue; }
      var tr = document.createElement('tr'), a = document.createElement('a');
      a.href = file[1] + (file[2] ? '#L' + s[1] : '');
      a.textContent = file[0] + ':' + s[1];
      cell(tr, a); cell(tr, text(kind)); cell(tr, text(callee)); cell(tr, text(s[4]));
      body.appendChild(tr);
    }
    status.textContent = n + ' site(s) match' + (n > MAX ? '; the first ' + MAX + ' are shown' : '');
  }
  form.addEventListener('submit', function (e) { e.preventDefault(); run(); });
  form.addEventListener('change', run);
  run();
})();
JS;
