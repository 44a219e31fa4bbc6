// Copies the site's self-hosted faces from their npm packages into public/fonts/ (not kept in
// git: public/fonts/.gitignore), so the dev server and the build (Vite copies public/ into dist)
// serve them from the site itself. Each face is one stylesheet of unicode-range slices in woff2:
// a page downloads only the slices its characters fall in. Two weights, regular and bold (500
// and 600 take the nearer of them): static slices are under half the bytes of variable ones.
// public/language-init.js links the sheets. A face installed on the visitor's device under its
// own name is used first (local()): no download at all.
//   Pretendard (Korean and Latin, SIL OFL 1.1) → /fonts/pretendard/pretendard.css
//   Noto Sans JP (Japanese, SIL OFL 1.1)       → /fonts/noto-sans-jp/noto-sans-jp.css
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const WEIGHTS = new Set(['400', '700']);
const FACES = [
  {
    name: 'pretendard',
    pkg: 'pretendard',
    sheets: ['dist/web/static/pretendard-dynamic-subset.css'],
    local: { 400: ['Pretendard Regular', 'Pretendard-Regular'], 700: ['Pretendard Bold', 'Pretendard-Bold'] },
  },
  {
    name: 'noto-sans-jp',
    pkg: '@fontsource/noto-sans-jp',
    sheets: ['400.css', '700.css'],
    // The same design as Noto Sans CJK JP (Android's and most Linux systems' Japanese face).
    local: {
      400: ['Noto Sans JP Regular', 'NotoSansJP-Regular', 'Noto Sans CJK JP', 'NotoSansCJKjp-Regular'],
      700: ['Noto Sans JP Bold', 'NotoSansJP-Bold', 'Noto Sans CJK JP Bold', 'NotoSansCJKjp-Bold'],
    },
  },
];
/** Bumped when the sheets this script writes change, so existing copies are rewritten. */
const FORMAT = 2;

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
  const blocks = [];
  for (const sheet of face.sheets) {
    const sheetDir = path.dirname(path.join(from, sheet));
    for (const [block] of fs.readFileSync(path.join(from, sheet), 'utf8').matchAll(/@font-face\s*\{[^}]*\}/g)) {
      const weight = block.match(/font-weight:\s*(\d+)/)?.[1] ?? '';
      if (!WEIGHTS.has(weight)) continue;
      // Only the woff2 source (every browser the site supports reads it), from ./files/.
      const woff2 = block.match(/url\(([^)]+\.woff2)\)/)?.[1];
      if (!woff2) continue;
      fs.copyFileSync(path.join(sheetDir, woff2), path.join(dir, 'files', path.basename(woff2)));
      const local = face.local[weight].map((name) => `local('${name}')`).join(', ');
      blocks.push(block.replace(/src:[^;]+;/, `src: ${local}, url(./files/${path.basename(woff2)}) format('woff2');`));
    }
  }
  fs.writeFileSync(
    path.join(dir, `${face.name}.css`),
    `/* ${face.pkg} ${versionOf(face.pkg)}, SIL OFL 1.1 */\n${blocks.join('\n')}\n`,
  );
}
fs.writeFileSync(path.join(out, '.gitignore'), '*\n');
fs.writeFileSync(stampFile, stamp);
console.log(`fonts: ${FACES.map((f) => f.name).join(', ')} → ${path.relative(process.cwd(), out)}`);
