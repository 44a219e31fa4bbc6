// Writes the stylesheet every page shares (docs/decisions/020) to dist/assets/site-<hash>.css and
// links it from dist/index.html, the template of every page: the theme's colour variables (both
// schemes), the app's global styles and the rules of MUI parts of the site's chrome, from the
// server renderer's renderSharedStyleSheet(); then the design tokens; then the first load's own
// static CSS, the build's entry stylesheet (docs/decisions/025-static-css-for-public-pages.md),
// folded in: one file, one request. The entry stylesheet's name in the chunks' lists of what to
// load first becomes the site stylesheet's, so a lazy import finds it already linked. The names of
// the global blocks and rules go to dist/ssr/shared-styles.json, which the server passes to the
// renderer so that pages leave their text out. Run after the SSR build and before compress.mjs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '..', 'dist');
const root = path.resolve(here, '..', '..', '..');
const locales = path.join(root, 'packages', 'shared', 'locales');
const seedData = path.join(root, 'apps', 'server', 'src', 'db', 'seed', 'data');

// The UI strings the demo seeds (a menu label's length decides whether it may wrap, and so its rules).
const resources = Object.fromEntries(
  fs.readdirSync(locales).map((lang) => [
    lang,
    Object.fromEntries(
      fs
        .readdirSync(path.join(locales, lang))
        .filter((file) => file.endsWith('.json'))
        .map((file) => [
          path.basename(file, '.json'),
          JSON.parse(fs.readFileSync(path.join(locales, lang, file), 'utf8')),
        ]),
    ),
  ]),
);
// The demo's site links (the footer's and the navigation's; their addresses do not change a rule).
const site = JSON.parse(fs.readFileSync(path.join(seedData, 'site.json'), 'utf8'));

const renderer = await import(pathToFileURL(path.join(dist, 'ssr', 'entry-server.js')).href);
const { css: chromeCss, ids } = await renderer.renderSharedStyleSheet({
  resources,
  site,
  year: new Date().getFullYear(),
});
if (!chromeCss.includes('--mui-palette-')) throw new Error('site-stylesheet: no palette variables in the theme');

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
// The tokens first: they declare the layers' order, which the entry's rules use.
const css = `${chromeCss}\n${tokens}\n${entryCss}`;

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
fs.writeFileSync(path.join(dist, renderer.SHARED_STYLES_FILE), JSON.stringify(ids));
const link = `<link rel="stylesheet" href="/${name}">`;
// Before the page's own styles (<!--app-head-->), which build on its variables and come after its rules.
if (!html.includes('<!--app-head-->')) throw new Error('site-stylesheet: no <!--app-head--> in index.html');
fs.writeFileSync(indexFile, html.replace('<!--app-head-->', `${link}\n    <!--app-head-->`));
console.log(
  `site stylesheet: /${name} (${(css.length / 1024).toFixed(1)} KB; ${ids.globals.length} global blocks, ${ids.rules.length} rules)`,
);
