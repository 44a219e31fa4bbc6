// Writes the theme's CSS variables (both colour schemes, from the server renderer's
// themeStyleSheet) to dist/assets/theme-<hash>.css and links it from dist/index.html, the
// template of every page: the browser caches it once instead of reading it in each page's HTML.
// Run after the SSR build and before compress.mjs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const { themeStyleSheet } = await import(pathToFileURL(path.join(dist, 'ssr', 'entry-server.js')).href);
const css = themeStyleSheet();
if (!css.includes('--mui-palette-')) throw new Error('theme-stylesheet: no palette variables in the theme');
const name = `assets/theme-${crypto.createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
fs.writeFileSync(path.join(dist, name), css);
const indexFile = path.join(dist, 'index.html');
const html = fs
  .readFileSync(indexFile, 'utf8')
  .replace(/\s*<link rel="stylesheet" href="\/assets\/theme-[^"]+\.css">/, '');
const link = `<link rel="stylesheet" href="/${name}">`;
// Before the page's own styles (<!--app-head-->), which may build on its variables.
if (!html.includes('<!--app-head-->')) throw new Error('theme-stylesheet: no <!--app-head--> in index.html');
fs.writeFileSync(indexFile, html.replace('<!--app-head-->', `${link}\n    <!--app-head-->`));
console.log(`theme stylesheet: /${name} (${(css.length / 1024).toFixed(1)} KB)`);
