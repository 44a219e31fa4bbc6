// Measures what a public page downloads first: the entry script of dist/index.html, its
// modulepreload links and stylesheets, and every chunk those import statically (what the
// browser must fetch before the app runs). Sizes are brotli (quality 11, as served).
// Fails (exit 1) above the budget or when admin code is among them: the admin shell must stay
// a lazy chunk that public pages never load.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_BYTES = 150 * 1024;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const indexFile = path.join(dist, 'index.html');
if (!fs.existsSync(indexFile)) {
  console.error(`No ${indexFile}: run "npm run build -w @atrium/web" first.`);
  process.exit(1);
}
const html = fs.readFileSync(indexFile, 'utf8');

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const roots = [];
for (const tag of tags) {
  // The module entry, and classic scripts such as theme-init.js: all run before the page shows.
  if (tag.startsWith('<script') && attr(tag, 'src')) roots.push(attr(tag, 'src'));
  if (tag.startsWith('<link')) {
    const rel = attr(tag, 'rel');
    if (rel === 'modulepreload' || rel === 'stylesheet') roots.push(attr(tag, 'href'));
  }
}
const localFile = (url) => (url && url.startsWith('/') && !url.startsWith('//') ? path.join(dist, url) : null);

/** Static imports of a built chunk: `import … from "./x.js"`, `import "./x.js"`, `export … from`. */
function staticImports(file) {
  const code = fs.readFileSync(file, 'utf8');
  const found = new Set();
  const re = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(re)) found.add(path.resolve(path.dirname(file), match[1]));
  return found;
}

const seen = new Set();
const queue = roots.map(localFile).filter(Boolean);
while (queue.length) {
  const file = queue.shift();
  if (seen.has(file) || !fs.existsSync(file)) continue;
  seen.add(file);
  if (file.endsWith('.js')) for (const dep of staticImports(file)) queue.push(dep);
}
const rows = [...seen]
  .map((file) => {
    const content = fs.readFileSync(file);
    const brotli = zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    return { file: path.relative(dist, file), raw: content.length, brotli, content: content.toString('utf8') };
  })
  .sort((a, b) => b.brotli - a.brotli);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const width = Math.max(...rows.map((r) => r.file.length), 10);
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'brotli'.padStart(10)}`);
for (const r of rows) console.log(`${r.file.padEnd(width)}  ${kb(r.raw).padStart(10)}  ${kb(r.brotli).padStart(10)}`);
const total = rows.reduce((sum, r) => sum + r.brotli, 0);
console.log(`${'total'.padEnd(width)}  ${''.padStart(10)}  ${kb(total).padStart(10)}  (budget ${kb(BUDGET_BYTES)})`);

let failed = false;
if (total > BUDGET_BYTES) {
  console.error(`First-load JS and CSS is ${kb(total)}, over the ${kb(BUDGET_BYTES)} budget.`);
  failed = true;
}
// Admin chunks are named after their modules (AdminApp, AdminLayout…); their strings mark them too.
const adminRows = rows.filter((r) => /(^|\/)Admin/i.test(path.basename(r.file)) || r.content.includes('/admin/check'));
if (adminRows.length) {
  console.error(`Admin code is loaded by public pages: ${adminRows.map((r) => r.file).join(', ')}`);
  failed = true;
}
if (!roots.some((url) => /\/assets\/.+\.js$/.test(url))) {
  console.error('dist/index.html references no entry script.');
  failed = true;
}
process.exit(failed ? 1 : 0);
