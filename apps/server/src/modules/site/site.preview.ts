import { isLanguage, DEFAULT_LANGUAGE, type Language } from '@atrium/shared/languages';
import { escapeHtml } from '#server/lib/html';
import type { I18nService } from '../i18n/i18n.service';

/** What a preview link opens: at least the language it previews. */
interface PreviewTicket {
  lang: Language;
}
/** Staff's preview links, as the editorial engine provides them. */
export interface SitePreview {
  open(token: string): Promise<PreviewTicket | null>;
  /** Runs `read` with the draft where the public reads look; the page renders after, from its result. */
  withDraft<T>(
    ticket: PreviewTicket,
    lang: Language,
    read: () => Promise<T>,
  ): Promise<{ result: T; notes: Array<{ path: string; shown: Language }> }>;
}

/** The `preview` query parameter of a page address, if any. */
export function previewToken(url: string): string | null {
  const query = url.indexOf('?');
  if (query < 0) return null;
  const token = new URLSearchParams(url.slice(query + 1)).get('preview');
  return token && token.length < 2000 ? token : null;
}

/** The language named by a page address's first segment, or the default. */
export function pageLanguage(url: string): Language {
  const first = url.replace(/^\/+/, '').split(/[/?#]/)[0];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

const languageName = (lang: Language, inLanguage: Language) =>
  new Intl.DisplayNames([inLanguage], { type: 'language' }).of(lang) ?? lang;

/**
 * The banner at the top of a preview: that it is one, and which texts the previewed language
 * shows from another ("Spanish missing: shown in English — title, summary").
 */
export function previewBanner(i18n: I18nService, lang: Language, notes: Array<{ path: string; shown: Language }>) {
  const byShown = new Map<Language, string[]>();
  for (const note of notes) byShown.set(note.shown, [...(byShown.get(note.shown) ?? []), note.path]);
  const items = [...byShown].map(
    ([shown, paths]) =>
      `<li>${escapeHtml(
        i18n.format(lang, 'admin', 'preview.fallback', {
          wanted: languageName(lang, lang),
          shown: languageName(shown, lang),
          fields: paths.join(', '),
        }),
      )}</li>`,
  );
  return (
    `<div class="atrium-preview" role="status"><strong>${escapeHtml(i18n.text(lang, 'admin', 'preview.title'))}</strong> ` +
    `${escapeHtml(i18n.text(lang, 'admin', 'preview.notice'))}${items.length ? `<ul>${items.join('')}</ul>` : ''}</div>`
  );
}

/** The answer to a preview link that has expired or was never ours. */
export function previewExpiredPage(i18n: I18nService, lang: Language): string {
  const title = escapeHtml(i18n.text(lang, 'admin', 'preview.title'));
  const text = escapeHtml(i18n.text(lang, 'admin', 'preview.expired'));
  return `<!doctype html><html lang="${lang}"><head><meta charset="UTF-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="stylesheet" href="/preview.css"></head><body><main class="atrium-preview-expired"><h1>${title}</h1><p>${text}</p></main></body></html>`;
}
