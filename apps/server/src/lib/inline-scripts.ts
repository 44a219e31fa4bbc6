import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The web build's colour-scheme script, referenced by index.html as an external file. */
export const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';
/** Likewise its script that follows a language stored only in the browser (see language-init.js). */
export const LANGUAGE_INIT_TAG = '<script src="/language-init.js"></script>';

/** A small script of the web build the server writes into its pages. */
interface InlineScript {
  source: string;
  /** Its CSP source: the page may run exactly this text, no other inline script. */
  cspSource: string;
}

export interface InlineScripts {
  themeInit: InlineScript | null;
  languageInit: InlineScript | null;
  sessionStore: InlineScript | null;
}

/**
 * The scripts that run from inside the HTML (public/ of the web build):
 * - theme-init.js and language-init.js must run before the first paint, and as files they would
 *   cost a render-blocking round trip;
 * - session-store.js keeps the session of a sign-in form the server answered (site.forms.ts).
 * Read once at start (app.ts) for both the pages and the CSP; a script missing from the build
 * (or unsafe to inline) is null.
 */
export function readInlineScripts(webDist: string): InlineScripts {
  return {
    themeInit: read(webDist, 'theme-init.js'),
    languageInit: read(webDist, 'language-init.js'),
    sessionStore: read(webDist, 'session-store.js'),
  };
}

function read(webDist: string, name: string): InlineScript | null {
  const file = path.join(webDist, name);
  if (!fs.existsSync(file)) return null;
  const source = fs.readFileSync(file, 'utf8');
  if (source.includes('</')) return null; // Cannot be inlined safely.
  return { source, cspSource: cspHash(source) };
}

/**
 * The CSP source allowing an inline <script> or <style> of exactly this text. (Hashed as the
 * browser reads it: the HTML parser turns CRLF and CR into LF.)
 */
export function cspHash(text: string): string {
  const hash = crypto.createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64');
  return `'sha256-${hash}'`;
}
