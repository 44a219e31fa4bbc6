import type { Field } from '@atrium/shared/content/fields';
import { contentType } from '@atrium/shared/content/registry';
import type { ContentData } from '@atrium/shared/content/validate';
import { SEARCH_TYPES, type SearchType } from '@atrium/shared/api/search';
import { LANGUAGES, languageChain, type Language } from '@atrium/shared/languages';

/** What one visitor language finds of one item: the text it is served, as plain text. */
export interface SearchDocument {
  type: SearchType;
  /** The item's key; a news article's is `{newsId}:{articleId}` (so its news item's rows go together). */
  itemId: string;
  lang: Language;
  servedLang: Language;
  title: string;
  body: string;
  /** The public page, relative to /{lang}. */
  path: string;
}

/** A body longer than this is cut: the index and its snippets need the text, not whole books. */
const MAX_BODY = 20_000;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Rich text (sanitized HTML) as the words a visitor reads. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

type Localized = Partial<Record<Language, string>>;
const isSearchType = (type: string): type is SearchType => (SEARCH_TYPES as readonly string[]).includes(type);

/** A localized value in the visitor's language or its fallback (docs/spec/decisions.md §8), with the language used. */
function served(value: unknown, lang: Language): { text: string; lang: Language } | null {
  if (!value || typeof value !== 'object') return null;
  for (const l of languageChain(lang)) {
    const text = (value as Localized)[l];
    if (typeof text === 'string' && text.trim()) return { text, lang: l };
  }
  return null;
}

/** Every localized text of the fields (lists and groups included: webtoon lettering), served in `lang`. */
function texts(fields: Record<string, Field>, data: ContentData, lang: Language, skip: readonly string[]): string[] {
  const out: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    if (skip.includes(name)) continue;
    const value = data[name];
    if ((field.kind === 'text' || field.kind === 'richText') && field.localized) {
      const text = served(value, lang)?.text;
      if (text) out.push(field.kind === 'richText' ? plainText(text) : text);
    } else if (field.kind === 'list' && Array.isArray(value)) {
      for (const row of value) out.push(...texts(field.of, (row ?? {}) as ContentData, lang, []));
    } else if (field.kind === 'group' && value && typeof value === 'object') {
      out.push(...texts(field.of, value as ContentData, lang, []));
    }
  }
  return out;
}

function document(
  base: Pick<SearchDocument, 'type' | 'itemId' | 'path'>,
  title: unknown,
  body: string[],
  lang: Language,
): SearchDocument | null {
  const servedTitle = served(title, lang);
  if (!servedTitle) return null;
  const text = body.join('\n').slice(0, MAX_BODY);
  return { ...base, lang, servedLang: servedTitle.lang, title: servedTitle.text, body: text };
}

function pathOf(previewPath: string | Record<string, string>, key: string, data: ContentData): string | null {
  if (typeof previewPath !== 'string') return previewPath[key] ?? null;
  if (!previewPath) return null;
  return previewPath.replace('{id}', key).replace('{slug}', String(data.slug ?? key));
}

/** A news item's public articles, each a document of its own (/news/{id}/{articleId}). */
function articleDocuments(newsKey: string, data: ContentData): SearchDocument[] {
  const articles = contentType('news')!.fields.articles;
  if (articles?.kind !== 'list' || !Array.isArray(data.articles)) return [];
  return (data.articles as ContentData[]).flatMap((article) => {
    if (article.hidden || !article.id) return [];
    const base = {
      type: 'articles' as const,
      itemId: `${newsKey}:${article.id}`,
      path: `news/${newsKey}/${article.id}`,
    };
    return LANGUAGES.flatMap((lang) => {
      const doc = document(base, article.title, texts(articles.of, article, lang, ['title']), lang);
      return doc ? [doc] : [];
    });
  });
}

/** A public program (not an engine type: programs.service.ts writes it), at /program/{category}/{id}. */
export interface ProgramSource {
  id: number;
  categoryId: number;
  title: Localized;
  summary: Localized;
  description: Localized;
}
export function programDocuments(program: ProgramSource): SearchDocument[] {
  const base = {
    type: 'programs' as const,
    itemId: String(program.id),
    path: `program/${program.categoryId}/${program.id}`,
  };
  return LANGUAGES.flatMap((lang) => {
    const body = [program.summary, program.description].flatMap((v) => {
      const text = served(v, lang)?.text;
      return text ? [plainText(text)] : [];
    });
    const doc = document(base, program.title, body, lang);
    return doc ? [doc] : [];
  });
}

/**
 * The documents of one published item, for every visitor language (none for types the search
 * does not cover, or items without a public page).
 */
export function documentsOf(typeName: string, key: string, data: ContentData): SearchDocument[] {
  const type = contentType(typeName);
  if (!type || !isSearchType(typeName)) return [];
  const path = pathOf(type.previewPath, key, data);
  if (path === null) return [];
  // A news item's own text is its title and summary; its articles are found on their own.
  const skip = typeName === 'news' ? [type.titleField, 'articles'] : [type.titleField];
  const docs = LANGUAGES.flatMap((lang) => {
    const doc = document(
      { type: typeName, itemId: key, path },
      data[type.titleField],
      texts(type.fields, data, lang, skip),
      lang,
    );
    return doc ? [doc] : [];
  });
  return typeName === 'news' ? [...docs, ...articleDocuments(key, data)] : docs;
}
