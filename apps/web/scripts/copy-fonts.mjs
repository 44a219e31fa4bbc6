// Copies the site's self-hosted faces from their npm packages into public/fonts/ (not kept in
// git: public/fonts/.gitignore), so the dev server and the build (Vite copies public/ into dist)
// serve them from the site itself, and writes each face's stylesheet of @font-face rules
// (docs/decisions/028-faces-from-css.md). Each face is a set of unicode-range slices in woff2,
// in two weights, regular and bold (500 and 600 take the nearer of them): static slices are
// under half the bytes of variable ones. A face's folder is named by its package's version, so
// the server sends it as immutable; fonts/faces.json names each face's stylesheet, for the
// server (which links the one the page's language is set in) and the web build.
//   Pretendard (Korean and Latin, SIL OFL 1.1) → /fonts/pretendard-<version>/faces.css
//   Noto Sans JP (Japanese, SIL OFL 1.1)       → /fonts/noto-sans-jp-<version>/faces.css
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { widenRanges } from './font-ranges.mjs';

const WEIGHTS = new Set(['400', '700']);
const FACES = [
  {
    name: 'pretendard',
    pkg: 'pretendard',
    family: 'Pretendard',
    sheets: ['dist/web/static/pretendard-dynamic-subset.css'],
    // The file alone: few devices have Pretendard installed, and a local() source costs each
    // slice's load a look through the device's fonts (docs/decisions/013-first-load-counted-as-loaded.md).
    local: { 400: [], 700: [] },
  },
  {
    name: 'noto-sans-jp',
    pkg: '@fontsource/noto-sans-jp',
    family: 'Noto Sans JP',
    sheets: ['400.css', '700.css'],
    // The same design as Noto Sans CJK JP, which Android and most Linux systems have: there the
    // installed face sets the text and no slice is fetched.
    local: {
      400: ['Noto Sans JP Regular', 'NotoSansJP-Regular', 'Noto Sans CJK JP', 'NotoSansCJKjp-Regular'],
      700: ['Noto Sans JP Bold', 'NotoSansJP-Bold', 'Noto Sans CJK JP Bold', 'NotoSansCJKjp-Bold'],
    },
  },
];
/** Bumped when the files this script writes change, so existing copies are rewritten. */
const FORMAT = 5;

const require = createRequire(import.meta.url);
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'fonts');
const packageDir = (pkg) => path.dirname(require.resolve(`${pkg}/package.json`));
const versionOf = (pkg) => JSON.parse(fs.readFileSync(path.join(packageDir(pkg), 'package.json'), 'utf8')).version;

const stamp = [`format ${FORMAT}`, ...WEIGHTS, ...FACES.map((f) => `${f.pkg}@${versionOf(f.pkg)}`)].join('\n');
const stampFile = path.join(out, '.versions');
// Already there: keep the files (and their times, which the e2e build check compares).
if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) process.exit(0);

fs.rmSync(out, { recursive: true, force: true });
/** Face → the address of its stylesheet. */
const sheets = {};
for (const face of FACES) {
  const from = packageDir(face.pkg);
  const folder = `${face.name}-${versionOf(face.pkg)}`;
  const dir = path.join(out, folder);
  fs.mkdirSync(path.join(dir, 'files'), { recursive: true });
  /** The slices in the packages' order: a weight's later slices are the more common characters. */
  const slices = [];
  for (const sheet of face.sheets) {
    const sheetDir = path.dirname(path.join(from, sheet));
    for (const [block] of fs.readFileSync(path.join(from, sheet), 'utf8').matchAll(/@font-face\s*\{[^}]*\}/g)) {
      const weight = block.match(/font-weight:\s*(\d+)/)?.[1] ?? '';
      if (!WEIGHTS.has(weight)) continue;
      // Only the woff2 source (every browser the site supports reads it), into ./files/.
      const woff2 = block.match(/url\(([^)]+\.woff2)\)/)?.[1];
      const range = block.match(/unicode-range:\s*([^;]+);/)?.[1];
      if (!woff2 || !range) throw new Error(`${face.name}: unexpected @font-face ${block}`);
      const name = path.basename(woff2);
      fs.copyFileSync(path.join(sheetDir, woff2), path.join(dir, 'files', name));
      slices.push({ weight, file: `files/${name}`, range });
    }
  }
  for (const weight of WEIGHTS) {
    const ofWeight = slices.filter((slice) => slice.weight === weight);
    widenRanges(ofWeight.map((slice) => slice.range)).forEach((range, i) => (ofWeight[i].range = range));
  }
  const rules = slices.map((slice) => fontFace(face, slice.weight, slice.file, slice.range));
  // The package's notice (SIL OFL 1.1) travels with its files.
  const header = `/* ${face.family} ${versionOf(face.pkg)}, SIL Open Font License 1.1 (scripts/copy-fonts.mjs) */`;
  fs.writeFileSync(path.join(dir, 'faces.css'), `${header}\n${rules.join('\n')}\n`);
  sheets[face.name] = `/fonts/${folder}/faces.css`;
}
fs.writeFileSync(path.join(out, 'faces.json'), `${JSON.stringify(sheets)}\n`);
fs.writeFileSync(path.join(out, '.gitignore'), '*\n');
fs.writeFileSync(stampFile, stamp);
console.log(`fonts: ${Object.values(sheets).join(', ')} → ${path.relative(process.cwd(), out)}`);

/**
 * One slice in one weight, in as few bytes as CSS allows (the sheet is in the page's first
 * load). `font-display: swap`: the page paints at once in the metric-matched fallback, and a
 * single-page app's later pages get the face too (optional would keep the fallback for the visit).
 */
function fontFace(face, weight, file, range) {
  const local = face.local[weight].map((name) => `local("${name}"),`).join('');
  const ranges = range
    .split(',')
    .map((part) => part.trim())
    .join(',');
  if (!/^(U\+[0-9a-f]+(-[0-9a-f]+)?,?)+$/i.test(ranges))
    throw new Error(`${face.name}: unexpected unicode-range ${range}`);
  return `@font-face{font-family:"${face.family}";font-weight:${weight};font-display:swap;src:${local}url(${file}) format("woff2");unicode-range:${ranges}}`;
}
