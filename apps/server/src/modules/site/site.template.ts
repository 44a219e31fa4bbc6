import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@atrium/shared/languages';

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

/** The built SPA shell, split once at its markers so each page is three string joins. */
export function loadTemplate(webDist: string) {
  const file = path.join(webDist, 'index.html');
  const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : FALLBACK_TEMPLATE;
  const [beforeLang, afterLang] = split(html, '<html lang="ko">');
  const [beforeHead, afterHead] = split(afterLang, '<!--app-head-->');
  const [beforeBoot, afterBoot] = split(afterHead, '<!--app-boot-->');
  return {
    built: fs.existsSync(file),
    render: (lang: Language, head: string, boot: string) =>
      `${beforeLang}<html lang="${lang}">${beforeHead}${head}${beforeBoot}${boot}${afterBoot}`,
  };
}

function split(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`The web template lacks the marker ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}
