import type { z } from 'zod';
import type { Image } from '@atrium/shared/api/content';
import type { MediaItem } from '@atrium/shared/api/media';
import { newsInputSchema, type adminNewsSchema, type NewsInput } from '@atrium/shared/api/news';
import { LANGUAGES, type Language } from '@atrium/shared/languages';
import { pickLocalized, type Localized } from '@atrium/shared/localized';

type AdminNews = z.infer<typeof adminNewsSchema>;

/** An article being edited; `key` tells React's list apart before the server has given it an id. */
export interface ArticleDraft {
  key: string;
  id?: number;
  title: Localized;
  body: Localized;
  isPublic: boolean;
}

/** A news item being edited, every text per language. */
export interface NewsDraft {
  id?: number;
  title: Localized;
  summary: Localized;
  coverId: string | null;
  /** The chosen cover as the public page will show it (its alt text in Korean, the default language). */
  cover: Image | null;
  /** ISO date-time. */
  publishedAt: string;
  isPublic: boolean;
  articles: ArticleDraft[];
}

let keys = 0;
const nextKey = () => `new-${++keys}`;

export const emptyArticle = (): ArticleDraft => ({ key: nextKey(), title: {}, body: {}, isPublic: true });

/** A new item: published now once made public; one empty article to start writing in. */
export const emptyDraft = (now = new Date()): NewsDraft => ({
  title: {},
  summary: {},
  coverId: null,
  cover: null,
  publishedAt: now.toISOString(),
  isPublic: false,
  articles: [emptyArticle()],
});

export const draftOf = (news: AdminNews): NewsDraft => ({
  id: news.id,
  title: news.title,
  summary: news.summary,
  coverId: news.coverId,
  cover: news.cover,
  publishedAt: news.publishedAt,
  isPublic: news.isPublic,
  articles: news.articles.map((a) => ({
    key: `id-${a.id}`,
    id: a.id,
    title: a.title,
    body: a.body,
    isPublic: a.isPublic,
  })),
});

/** A library image as a cover: its Korean alt text, as the admin responses give covers. */
export const coverOf = (item: MediaItem): Image => ({
  url: item.url,
  width: item.width,
  height: item.height,
  alt: pickLocalized(item.alt, 'ko').text,
});

/** Whether an article body holds anything: text, a picture or a table (an empty editor gives `<p></p>`). */
export function bodyHasContent(html: string | undefined): boolean {
  if (!html) return false;
  if (/<(img|table|hr)\b/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

export type FillState = 'full' | 'partial' | 'empty';

/**
 * How far a language is written: every text of the item and its articles (title, summary, each
 * article's title and body) → full; some → partial; none → empty (readers get the fallback).
 */
export function fillState(draft: NewsDraft, lang: Language): FillState {
  const texts = [
    Boolean(draft.title[lang]?.trim()),
    Boolean(draft.summary[lang]?.trim()),
    ...draft.articles.flatMap((a) => [Boolean(a.title[lang]?.trim()), bodyHasContent(a.body[lang])]),
  ];
  const filled = texts.filter(Boolean).length;
  if (filled === 0) return 'empty';
  return filled === texts.length ? 'full' : 'partial';
}

/** Only the languages that have text: an empty field is no translation (readers get the fallback). */
function compact(values: Localized, has: (text: string) => boolean = (t) => t.trim() !== ''): Localized {
  const out: Localized = {};
  for (const lang of LANGUAGES) {
    const text = values[lang];
    if (text && has(text)) out[lang] = text;
  }
  return out;
}

/** The editor keeps an empty paragraph after a picture or table at the end: not worth storing. */
const trimBodies = (body: Localized): Localized =>
  Object.fromEntries(Object.entries(body).map(([lang, html]) => [lang, html?.replace(/(<p><\/p>)+$/, '')]));

/** The JSON body of POST/PUT /api/admin/news. */
export function inputOf(draft: NewsDraft): NewsInput {
  return {
    title: compact(draft.title),
    summary: compact(draft.summary),
    coverId: draft.coverId,
    publishedAt: draft.publishedAt,
    isPublic: draft.isPublic,
    articles: draft.articles.map((a) => ({
      ...(a.id ? { id: a.id } : {}),
      title: compact(a.title),
      body: compact(trimBodies(a.body), bodyHasContent),
      isPublic: a.isPublic,
    })),
  };
}

/** Field path ('title', 'articles.0.body.en') → code, as the server's 400 VALIDATION_FAILED names them. */
export type FieldErrors = Record<string, string>;

/** Checks a draft with the server's own schema before sending it. */
export function validateDraft(draft: NewsDraft): FieldErrors {
  const result = newsInputSchema.safeParse(inputOf(draft));
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    errors[path] ??= issue.message === 'REQUIRED' || issue.message === 'TOO_LONG' ? issue.message : 'INVALID';
  }
  return errors;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as a datetime-local input shows it, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (browser's time zone) as an ISO date-time; null when incomplete. */
export function fromLocalInput(value: string): string | null {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
}
