import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The web build's colour-scheme script, referenced by index.html as an external file. */
export const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';

/**
 * theme-init.js inlined: it must run before the first paint, and as a file it costs a
 * render-blocking round trip. The CSP allows exactly this text by its hash, no other inline script.
 */
export function readThemeInit(webDist: string): { tag: string; cspSource: string } | null {
  const file = path.join(webDist, 'theme-init.js');
  if (!fs.existsSync(file)) return null;
  const source = fs.readFileSync(file, 'utf8');
  if (source.includes('</')) return null; // Cannot be inlined safely; stays a file.
  const hash = crypto.createHash('sha256').update(source).digest('base64');
  return { tag: `<script>${source}</script>`, cspSource: `'sha256-${hash}'` };
}
