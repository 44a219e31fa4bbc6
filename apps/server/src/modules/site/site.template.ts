import fs from 'node:fs';
import path from 'node:path';
import { SERVER_RENDERED_ATTRIBUTE } from '@atrium/shared/api/boot';
import { FACE_OF_LANGUAGE, FACE_SHEET_ATTRIBUTE, FACE_SHEETS_FILE, type FaceSheets } from '@atrium/shared/faces';
import { LANGUAGES, type Language } from '@atrium/shared/languages';
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

const safeSheet = (url: unknown): url is string =>
  typeof url === 'string' && /^\/fonts\/[\w.-]+\/faces\.css$/.test(url);

/**
 * Language → the link of the stylesheet of the face its text is set in ('' when the build has
 * none), with what follows it in <head>. It comes right after the site stylesheet: the page is set
 * in its face with JavaScript off too, and a page links one face's rules only, since every face
 * the page has registered slows each layout of its text (docs/decisions/028-faces-from-css.md).
 */
function loadFaceLinks(webDist: string): Record<Language, string> {
  let sheets: FaceSheets = {};
  try {
    sheets = JSON.parse(fs.readFileSync(path.join(webDist, FACE_SHEETS_FILE), 'utf8')) as FaceSheets;
  } catch {
    // Not built (API-only tests): pages link no face.
  }
  const linkOf = (lang: Language) => {
    const face = FACE_OF_LANGUAGE[lang];
    const href = sheets[face];
    return safeSheet(href) ? `<link rel="stylesheet" href="${href}" ${FACE_SHEET_ATTRIBUTE}="${face}">\n    ` : '';
  };
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, linkOf(lang)])) as Record<Language, string>;
}

/** The built SPA shell, split once at its markers so each page is a few string joins. */
export function loadTemplate(webDist: string, { themeInit, languageInit }: InlineScripts) {
  const file = path.join(webDist, 'index.html');
  let html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : FALLBACK_TEMPLATE;
  if (themeInit) html = html.replace(THEME_INIT_TAG, `<script>${themeInit.source}</script>`);
  if (languageInit) html = html.replace(LANGUAGE_INIT_TAG, `<script>${languageInit.source}</script>`);
  const faceLinks = loadFaceLinks(webDist);
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
        return `${p.beforeLang}<html lang="${lang}">${p.beforeHead}${faceLinks[lang]}${head}${p.beforeRoot}${noscript}${ROOT}${p.beforeBoot}${boot}${p.afterBoot}`;
      }
      const p = serverRendered;
      return `${p.beforeLang}<html lang="${lang}">${p.beforeHead}${faceLinks[lang]}${head}${p.beforeRoot}<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${root}</div>${p.beforeBoot}${boot}${p.afterBoot}`;
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
