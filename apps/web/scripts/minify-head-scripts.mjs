// Minifies the classic scripts the server writes into its pages (theme-init.js and
// language-init.js in <head>, session-store.js on a page that answered a sign-in): their comments
// are for the source, not for each page's bytes. Run after `vite build` (which copies them from public/ as
// they are) and before compress.mjs. The server allows them by the hash of the built file, so
// the hash follows.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync } from 'rolldown/experimental';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
for (const name of ['theme-init.js', 'language-init.js', 'session-store.js']) {
  const file = path.join(dist, name);
  const { code, errors } = minifySync(name, fs.readFileSync(file, 'utf8'));
  if (errors?.length) throw new Error(`${name}: ${errors.map((e) => e.message).join('; ')}`);
  fs.writeFileSync(file, code);
}
