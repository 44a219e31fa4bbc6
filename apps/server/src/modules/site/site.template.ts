import fs from 'node:fs';
import path from 'node:path';
import { SERVER_RENDERED_ATTRIBUTE } from '@atrium/shared/api/boot';
import type { Language } from '@atrium/shared/languages';
import { LANGUAGE_INIT_TAG, THEME_INIT_TAG, type InlineScripts } from '#server/lib/inline-scripts';
import { LOW_PRIORITY } from './site.chunks';

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
const MODULE_TAG = /<(link rel="modulepreload"|script type="module")([^>]*)>/g;

/**
 * The shell's module links and entry script at a low priority, for a server-rendered page: its
 * markup reads and its links work before they run, and its largest picture (fetchpriority="high")
 * should not share the bandwidth with them.
 */
const lowPriorityModules = (html: string) =>
  html.replace(MODULE_TAG, (_tag, kind: string, attributes: string) => `<${kind}${attributes}${LOW_PRIORITY}>`);

/** A page's <body> parts: see render below. */
interface PageBody {
  root?: string;
  noscript?: string;
}

/** The built SPA shell, split once at its markers so each page is a few string joins. */
export function loadTemplate(webDist: string, { themeInit, languageInit }: InlineScripts) {
  const file = path.join(webDist, 'index.html');
  let html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : FALLBACK_TEMPLATE;
  if (themeInit) html = html.replace(THEME_INIT_TAG, `<script>${themeInit.source}</script>`);
  if (languageInit) html = html.replace(LANGUAGE_INIT_TAG, `<script>${languageInit.source}</script>`);
  const browserRendered = parts(html);
  const serverRendered = parts(lowPriorityModules(html));
  return {
    built: fs.existsSync(file),
    /**
     * `root`: the page's server-rendered markup, or nothing (the browser renders it).
     * `noscript`: what a page the browser renders shows where scripts do not run, before its root.
     */
    render: (lang: Language, head: string, boot: string, { root = '', noscript = '' }: PageBody = {}) => {
      if (!root) {
        const p = browserRendered;
        return `${p.beforeLang}<html lang="${lang}">${p.beforeHead}${head}${p.beforeRoot}${noscript}${ROOT}${p.beforeBoot}${boot}${p.afterBoot}`;
      }
      const p = serverRendered;
      return `${p.beforeLang}<html lang="${lang}">${p.beforeHead}${head}${p.beforeRoot}<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${root}</div>${p.beforeBoot}${boot}${p.afterBoot}`;
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
