import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@atrium/shared/languages';
import { MENU, sessionMenuItem } from '../config/menu';
import { SOCIAL_NETWORKS } from '../config/social';
import { FOOTER_LINKS, TERMS_LINKS } from '../config/footer';
import { ADMIN_NAV } from '../features/admin/admin-nav';
import { AUDIT_ACTIONS } from '../features/admin/audit/lib/audit-actions';
import { COLOR_MODES } from '../components/theme/color-scheme-config';
import { flatten } from './test-i18n';

const locales = path.resolve(import.meta.dirname, '../../../../packages/shared/locales');
const strings = (lang: string, ns: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(locales, lang, `${ns}.json`), 'utf8')));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every key the web app asks for: literal t('…') calls and the text keys of the config tables. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const file of sourceFiles(path.resolve(import.meta.dirname, '..'))) {
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(/\bt\(\s*'([^'$`]+)'/g)) keys.add(match[1]!);
    for (const match of code.matchAll(/showNotice\(\s*'([^']+)'/g)) keys.add(match[1]!);
  }
  const items = [...MENU, sessionMenuItem(true), sessionMenuItem(false)];
  for (const item of items) {
    keys.add(item.text);
    for (const sub of item.subList ?? []) keys.add(sub.text);
  }
  for (const { text } of [...Object.values(SOCIAL_NETWORKS), ...FOOTER_LINKS, ...TERMS_LINKS, ...ADMIN_NAV])
    keys.add(text);
  // The audit log's filter labels.
  for (const key of Object.values(AUDIT_ACTIONS)) keys.add(key);
  for (const mode of COLOR_MODES) keys.add(`colorMode.${mode}`);
  return [...keys];
}

describe('UI strings used by the web app', () => {
  const keys = usedKeys();

  it('finds the keys it checks', () => {
    expect(keys).toContain('requiredLoginPage');
    expect(keys).toContain('nav.about');
  });

  it.each(LANGUAGES)('exist in %s', (lang) => {
    const missing = keys.filter((key) => {
      const [ns, flatKey] = key.includes(':') ? key.split(':') : ['common', key];
      return !strings(lang, ns!)[flatKey!];
    });
    expect(missing).toEqual([]);
  });

  it('say what the spec says in English', () => {
    const en = strings('en', 'common');
    expect(en.requiredLoginPage).toBe('This is a page that requires login');
    expect(en.errorTryLater).toBe('An error occurred, try again later');
    expect(en.notFound).toBe('Page not found');
    expect(en.inPreparation).toBe('This page is in preparation');
  });
});
