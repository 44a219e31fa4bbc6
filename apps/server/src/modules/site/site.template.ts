import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@atrium/shared/languages';
import { readThemeInit, THEME_INIT_TAG } from '../../lib/theme-init';

/** Used when the web app has not been built (API-only tests): same markers, no scripts. */
const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <!--app-head-->
  </head>
  <body>
    <div id="root"></div>
    <!--app-boot-->
  </body>
</html>`;

const ROOT = '<div id="root"></div>';

/**
 * Script tags of a server-rendered page: its markup paints without them, so they download
 * after the page's pictures (the largest paint) instead of competing with them.
 */
export const lowPriorityScripts = (html: string): string =>
  html
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"');

/** The built SPA shell, split once at its markers so each page is a few string joins. */
export function loadTemplate(webDist: string) {
  const file = path.join(webDist, 'index.html');
  let html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : FALLBACK_TEMPLATE;
  const themeInit = readThemeInit(webDist);
  if (themeInit) html = html.replace(THEME_INIT_TAG, themeInit.tag);
  const browserRendered = parts(html);
  const serverRendered = parts(lowPriorityScripts(html));
  return {
    built: fs.existsSync(file),
    /** `root`: the page's server-rendered markup, or nothing (the browser renders it). */
    render: (lang: Language, head: string, boot: string, root = '') => {
      const p = root ? serverRendered : browserRendered;
      return `${p.beforeLang}<html lang="${lang}">${p.beforeHead}${head}${p.beforeRoot}<div id="root">${root}</div>${p.beforeBoot}${boot}${p.afterBoot}`;
    },
  };
}

function parts(html: string) {
  const [beforeLang, afterLang] = split(html, '<html lang="ko">');
  const [beforeHead, afterHead] = split(afterLang, '<!--app-head-->');
  const [beforeRoot, afterRoot] = split(afterHead, ROOT);
  const [beforeBoot, afterBoot] = split(afterRoot, '<!--app-boot-->');
  return { beforeLang, beforeHead, beforeRoot, beforeBoot, afterBoot };
}

function split(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`The web template lacks the marker ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}
