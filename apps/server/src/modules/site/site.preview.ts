import { isLanguage, DEFAULT_LANGUAGE, type Language } from '@atrium/shared/languages';
import type { ContentType } from '@atrium/shared/content/define';
import { pathLabel } from '@atrium/shared/content/field-labels';
import { adminHref } from '@atrium/shared/routes';
import { escapeHtml } from '#server/lib/html';
import type { I18nService } from '../i18n/i18n.service';

/** What a preview link opens: the item, the language it previews, the language of the admin who asked. */
interface PreviewTicket {
  type: ContentType;
  key: string;
  lang: Language;
  adminLang: Language;
}
/** Staff's preview links, as the editorial engine provides them. */
export interface SitePreview {
  open(token: string): Promise<PreviewTicket | null>;
  /** Runs `read` with the draft where the public reads look; the page renders after, from its result. */
  withDraft<T>(
    ticket: PreviewTicket,
    lang: Language,
    read: () => Promise<T>,
  ): Promise<{ result: T; notes: Array<{ path: string; shown: Language }>; changed: string[] }>;
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
 * The bar at the top of a preview, in the admin's own language (the page below is in the previewed
 * one): that it is a draft, which fields the draft changes and which texts the previewed language
 * shows from another, in the declaration's field labels, and the way back to the editor. It
 * stands in the page's flow above the site's header, covering none of it.
 */
export function previewBanner(
  i18n: I18nService,
  ticket: PreviewTicket,
  notes: Array<{ path: string; shown: Language }>,
  changed: readonly string[],
) {
  const lang = ticket.adminLang;
  const text = (key: string) => i18n.text(lang, 'admin', key);
  const label = (path: string) =>
    pathLabel(ticket.type, path, (key) => {
      const [namespace = 'admin', name = key] = key.split(/:(.*)/);
      return i18n.text(lang, namespace, name);
    });
  const list = (paths: readonly string[]) => paths.map(label).join(', ');
  const byShown = new Map<Language, string[]>();
  for (const note of notes) byShown.set(note.shown, [...(byShown.get(note.shown) ?? []), note.path]);
  const items = [
    i18n.format(lang, 'admin', 'preview.language', { language: languageName(ticket.lang, lang) }),
    ...(changed.length ? [i18n.format(lang, 'admin', 'preview.changed', { fields: list(changed) })] : []),
    ...[...byShown].map(([shown, paths]) =>
      i18n.format(lang, 'admin', 'preview.fallback', {
        wanted: languageName(ticket.lang, lang),
        shown: languageName(shown, lang),
        fields: list(paths),
      }),
    ),
  ].map((item) => `<li>${escapeHtml(item)}</li>`);
  const editor = adminHref(`content/${encodeURIComponent(ticket.type.type)}/${encodeURIComponent(ticket.key)}`);
  return (
    `<div class="atrium-preview" role="region" aria-label="${escapeHtml(text('preview.title'))}" lang="${lang}">` +
    `<p><strong>${escapeHtml(text('preview.title'))}</strong> ${escapeHtml(text('preview.notice'))}</p>` +
    `<ul>${items.join('')}</ul>` +
    `<p><a class="atrium-preview-back" href="${escapeHtml(editor)}">${escapeHtml(text('preview.backToEditor'))}</a></p></div>`
  );
}

/** The answer to a preview link that has expired or was never ours. */
export function previewExpiredPage(i18n: I18nService, lang: Language): string {
  const title = escapeHtml(i18n.text(lang, 'admin', 'preview.title'));
  const text = escapeHtml(i18n.text(lang, 'admin', 'preview.expired'));
  return `<!doctype html><html lang="${lang}"><head><meta charset="UTF-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="stylesheet" href="/preview.css"></head><body><main class="atrium-preview-expired"><h1>${title}</h1><p>${text}</p></main></body></html>`;
}
