import type { TranslationState } from '@atrium/shared/api/content-admin';
import type { ContentType } from '@atrium/shared/content/define';
import { localizedTexts, type ContentData } from '@atrium/shared/content/validate';
import { LANGUAGES, type Language } from '@atrium/shared/languages';
import { textHash } from '#server/lib/text-hash';

/** Per text path and language: the hash of the Korean source when the translation was saved or confirmed. */
export type TranslationRecord = Record<string, Partial<Record<Language, string>>>;
type States = Partial<Record<Language, TranslationState>>;

const TRANSLATED = LANGUAGES.filter((l) => l !== 'ko');

/**
 * The record after a save: a translation saved with a new value, or confirmed ('title.en'), is
 * marked against the current Korean; untouched ones keep their mark, so they turn stale when the
 * Korean changes.
 */
export function recordTranslations(
  type: ContentType,
  before: ContentData | null,
  after: ContentData,
  record: TranslationRecord,
  confirmed: readonly string[] = [],
): TranslationRecord {
  const previous = new Map((before ? localizedTexts(type, before) : []).map((t) => [t.path, t.values]));
  const next: TranslationRecord = {};
  for (const { path, values } of localizedTexts(type, after)) {
    if (!values.ko) continue;
    const source = textHash(values.ko);
    const marks: Partial<Record<Language, string>> = {};
    for (const lang of TRANSLATED) {
      if (!values[lang]) continue;
      const edited = previous.get(path)?.[lang] !== values[lang];
      const kept = record[path]?.[lang];
      marks[lang] = edited || confirmed.includes(`${path}.${lang}`) || !kept ? source : kept;
    }
    next[path] = marks;
  }
  return next;
}

/** Every text's state per language: missing (Korean without translation), stale, or ok. */
export function fieldStates(type: ContentType, data: ContentData, record: TranslationRecord): Record<string, States> {
  const out: Record<string, States> = {};
  for (const { path, values } of localizedTexts(type, data)) {
    if (!values.ko && !Object.values(values).some(Boolean)) continue;
    const states: States = { ko: values.ko ? 'ok' : 'missing' };
    const source = values.ko ? textHash(values.ko) : null;
    for (const lang of TRANSLATED) {
      if (!values[lang]) states[lang] = source ? 'missing' : 'ok';
      else states[lang] = source && record[path]?.[lang] !== source ? 'stale' : 'ok';
    }
    out[path] = states;
  }
  return out;
}

/** An item's state per language: missing if any text is, else stale if any is, else ok. */
export function languageStates(fields: Record<string, States>): Record<Language, TranslationState> {
  const out = Object.fromEntries(LANGUAGES.map((l) => [l, 'ok'])) as Record<Language, TranslationState>;
  for (const states of Object.values(fields)) {
    for (const lang of LANGUAGES) {
      const state = states[lang];
      if (state === 'missing') out[lang] = 'missing';
      else if (state === 'stale' && out[lang] === 'ok') out[lang] = 'stale';
    }
  }
  return out;
}
