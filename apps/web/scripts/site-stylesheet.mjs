// Writes the stylesheet every page shares (docs/decisions/020) to dist/assets/site-<hash>.css and
// links it from dist/index.html, the template of every page: MUI's theme variables (both schemes,
// for the screens that still use MUI), the document's base rules and the design tokens, from the
// server renderer's exports; then the first load's own static CSS, the build's entry stylesheet
// (docs/decisions/025-static-css-for-public-pages.md), folded in: one file, one request. The entry
// stylesheet's name in the chunks' lists of what to load first becomes the site stylesheet's, so a
// lazy import finds it already linked. Run after the SSR build and before compress.mjs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '..', 'dist');

const renderer = await import(pathToFileURL(path.join(dist, 'ssr', 'entry-server.js')).href);
const muiCss = renderer.muiThemeStylesheet();
if (!muiCss.includes('--mui-palette-')) throw new Error('site-stylesheet: no palette variables in the theme');
const base = renderer.baseStylesheet();

const indexFile = path.join(dist, 'index.html');
let html = fs
  .readFileSync(indexFile, 'utf8')
  .replace(/\s*<link rel="stylesheet" href="\/assets\/(theme|site)-[^"]+\.css">/, '');
// The entry's stylesheet, which Vite links from index.html.
const entryLink = /\s*<link rel="stylesheet" crossorigin href="\/(assets\/index-[^"]+\.css)">/;
const entryCssFile = html.match(entryLink)?.[1];
if (!entryCssFile) throw new Error('site-stylesheet: no entry stylesheet in index.html');
html = html.replace(entryLink, '');
const entryCss = fs.readFileSync(path.join(dist, entryCssFile), 'utf8');
// The design tokens as custom properties (docs/decisions/025-static-css-for-public-pages.md), which the static stylesheets of pages read.
const tokens = renderer.tokensStylesheet();
if (!tokens.includes('--color-text:')) throw new Error('site-stylesheet: no colour tokens');
// The base rules before the entry's, as emotion's globals were (a module rule of the same
// specificity wins); the tokens before the entry's rules too: they declare the layers' order.
const css = `${muiCss}\n${base}\n${tokens}\n${entryCss}`;

const name = `assets/site-${crypto.createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
fs.writeFileSync(path.join(dist, name), css);
fs.rmSync(path.join(dist, entryCssFile));
// Every chunk and list that names the entry's stylesheet names the site stylesheet instead.
const texts = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return texts(file);
    return /\.(js|json|html)$/.test(entry.name) ? [file] : [];
  });
for (const file of texts(dist)) {
  const text = fs.readFileSync(file, 'utf8');
  if (text.includes(entryCssFile)) fs.writeFileSync(file, text.replaceAll(entryCssFile, name));
}
const link = `<link rel="stylesheet" href="/${name}">`;
// Before the page's own styles (<!--app-head-->), which build on its variables and come after its rules.
if (!html.includes('<!--app-head-->')) throw new Error('site-stylesheet: no <!--app-head--> in index.html');
fs.writeFileSync(indexFile, html.replace('<!--app-head-->', `${link}\n    <!--app-head-->`));
console.log(`site stylesheet: /${name} (${(css.length / 1024).toFixed(1)} KB)`);
