import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { LANGUAGES, type Language } from '@atrium/shared/languages';
import { I18N_NAMESPACES } from '@atrium/shared/api/i18n';
import { LOCALES_DIR } from '#server/paths';

/** The repository's UI strings (packages/shared/locales/<lang>/<namespace>.json), flattened. */
export interface SourceString {
  namespace: string;
  key: string;
  lang: Language;
  value: string;
}

/** Nested JSON to flat keys joined by '.': { nav: { about: 'x' } } → { 'nav.about': 'x' }. */
function flatten(tree: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof tree === 'string') {
    out[prefix] = tree;
  } else if (tree && typeof tree === 'object') {
    for (const [k, v] of Object.entries(tree)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}

export function readSourceStrings(dir = LOCALES_DIR): { strings: SourceString[]; hash: string } {
  const strings: SourceString[] = [];
  const hash = createHash('sha256');
  for (const lang of LANGUAGES) {
    for (const namespace of I18N_NAMESPACES) {
      const file = path.join(dir, lang, `${namespace}.json`);
      if (!fs.existsSync(file)) continue;
      const text = fs.readFileSync(file, 'utf8');
      hash.update(`${lang}/${namespace}\n${text}\n`);
      for (const [key, value] of Object.entries(flatten(JSON.parse(text)))) {
        strings.push({ namespace, key, lang, value });
      }
    }
  }
  return { strings, hash: hash.digest('hex') };
}
