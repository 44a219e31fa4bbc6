// Writes .br (brotli, quality 11) and .gz (gzip, level 9) beside every text asset in dist over
// 1 KB, so the server can send them precompressed instead of compressing on every request.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const MIN_BYTES = 1024;
const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.xml']);
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

async function* walk(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // dist/ssr is the server's renderer, never sent to browsers.
    if (entry.isDirectory()) {
      if (full !== path.join(dist, 'ssr')) yield* walk(full);
    } else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const file of walk(dist)) {
  if (!EXTENSIONS.has(path.extname(file))) continue;
  const content = await fs.readFile(file);
  if (content.length <= MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  count += 1;
  before += content.length;
  after += br.length;
}
console.log(`compress: ${count} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
