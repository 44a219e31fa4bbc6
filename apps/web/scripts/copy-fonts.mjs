// Copies the site's self-hosted faces from their npm packages into public/fonts/ (not kept in
// git: public/fonts/.gitignore), so the dev server and the build (Vite copies public/ into dist)
// serve them from the site itself. Each face is a set of unicode-range slices in woff2, in two
// weights, regular and bold (500 and 600 take the nearer of them): static slices are under half
// the bytes of variable ones. Instead of a stylesheet of @font-face rules (27 KB compressed for
// both faces, and a relayout for every slice as it arrives), each face gets an index,
// fonts/<face>/slices.json: its family, its local() names, and its slices' ranges, delta-encoded
// in base 36 (4 KB compressed for Pretendard). public/language-init.js reads it after the first
// paint, loads the slices the page's text needs and adds them in one batch.
//   Pretendard (Korean and Latin, SIL OFL 1.1) → /fonts/pretendard/slices.json
//   Noto Sans JP (Japanese, SIL OFL 1.1)       → /fonts/noto-sans-jp/slices.json
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const WEIGHTS = new Set(['400', '700']);
const FACES = [
  {
    name: 'pretendard',
    pkg: 'pretendard',
    family: 'Pretendard',
    sheets: ['dist/web/static/pretendard-dynamic-subset.css'],
    // The slice's name inside a file name: Pretendard-Regular.subset.12.woff2
    slice: /\.subset\.(\d+)\.woff2$/d,
    local: { 400: ['Pretendard Regular', 'Pretendard-Regular'], 700: ['Pretendard Bold', 'Pretendard-Bold'] },
  },
  {
    name: 'noto-sans-jp',
    pkg: '@fontsource/noto-sans-jp',
    family: 'Noto Sans JP',
    sheets: ['400.css', '700.css'],
    // noto-sans-jp-12-400-normal.woff2, noto-sans-jp-latin-ext-700-normal.woff2
    slice: /^noto-sans-jp-(.+)-\d+-normal\.woff2$/d,
    // The same design as Noto Sans CJK JP (Android's and most Linux systems' Japanese face).
    local: {
      400: ['Noto Sans JP Regular', 'NotoSansJP-Regular', 'Noto Sans CJK JP', 'NotoSansCJKjp-Regular'],
      700: ['Noto Sans JP Bold', 'NotoSansJP-Bold', 'Noto Sans CJK JP Bold', 'NotoSansCJKjp-Bold'],
    },
  },
];
/** Bumped when the sheets this script writes change, so existing copies are rewritten. */
const FORMAT = 3;

const require = createRequire(import.meta.url);
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'fonts');
const packageDir = (pkg) => path.dirname(require.resolve(`${pkg}/package.json`));
const versionOf = (pkg) => JSON.parse(fs.readFileSync(path.join(packageDir(pkg), 'package.json'), 'utf8')).version;

const stamp = [`format ${FORMAT}`, ...WEIGHTS, ...FACES.map((f) => `${f.pkg}@${versionOf(f.pkg)}`)].join('\n');
const stampFile = path.join(out, '.versions');
// Already there: keep the files (and their times, which the e2e build check compares).
if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) process.exit(0);

fs.rmSync(out, { recursive: true, force: true });
for (const face of FACES) {
  const from = packageDir(face.pkg);
  const dir = path.join(out, face.name);
  fs.mkdirSync(path.join(dir, 'files'), { recursive: true });
  /** Slice name → its ranges; weight → file name with '#' for the slice's name. */
  const ranges = new Map();
  const files = {};
  for (const sheet of face.sheets) {
    const sheetDir = path.dirname(path.join(from, sheet));
    for (const [block] of fs.readFileSync(path.join(from, sheet), 'utf8').matchAll(/@font-face\s*\{[^}]*\}/g)) {
      const weight = block.match(/font-weight:\s*(\d+)/)?.[1] ?? '';
      if (!WEIGHTS.has(weight)) continue;
      // Only the woff2 source (every browser the site supports reads it), into ./files/.
      const woff2 = block.match(/url\(([^)]+\.woff2)\)/)?.[1];
      const range = block.match(/unicode-range:\s*([^;]+);/)?.[1];
      const name = woff2 && path.basename(woff2);
      const match = name && face.slice.exec(name);
      if (!match || !range) throw new Error(`${face.name}: unexpected @font-face ${block}`);
      const slice = match[1];
      const [from_, to] = match.indices[1];
      fs.copyFileSync(path.join(sheetDir, woff2), path.join(dir, 'files', name));
      const template = `${name.slice(0, from_)}#${name.slice(to)}`;
      if (files[weight] && files[weight] !== template)
        throw new Error(`${face.name}: ${name} does not follow ${files[weight]}`);
      files[weight] = template;
      const encoded = encodeRanges(range);
      if (ranges.has(slice) && ranges.get(slice) !== encoded)
        throw new Error(`${face.name}: slice ${slice} differs by weight`);
      ranges.set(slice, encoded);
    }
  }
  const slices = [...ranges];
  const index = {
    family: face.family,
    local: face.local,
    files,
    // [ranges, slice name]: the name is left out when it is the slice's position.
    slices: slices.map(([name, encoded], i) => (name === String(i) ? [encoded] : [encoded, name])),
  };
  fs.writeFileSync(path.join(dir, 'slices.json'), JSON.stringify(index));
}
fs.writeFileSync(path.join(out, '.gitignore'), '*\n');
fs.writeFileSync(stampFile, stamp);
console.log(`fonts: ${FACES.map((f) => f.name).join(', ')} → ${path.relative(process.cwd(), out)}`);

/**
 * "U+ac00-ac0f, U+ff03" → "hyq-f,…": each range as its start's distance from the previous range's
 * end, and its length when it has one, in base 36 (language-init.js decodes it).
 */
function encodeRanges(cssRange) {
  let previous = 0;
  return cssRange
    .split(',')
    .map((part) => {
      const [start, end] = part
        .trim()
        .replace(/^U\+/i, '')
        .split('-')
        .map((hex) => parseInt(hex, 16));
      if (!Number.isFinite(start) || start < previous) throw new Error(`unexpected unicode-range ${cssRange}`);
      const encoded = (start - previous).toString(36) + (end === undefined ? '' : `-${(end - start).toString(36)}`);
      previous = end ?? start;
      return encoded;
    })
    .join(',');
}
