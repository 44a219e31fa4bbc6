import type { OwnHead } from './head';

/**
 * What each detail page says about itself in its head, from the same reply the page shows:
 * the server writes it for a first load, the browser after a client-side navigation.
 */
interface Picture {
  url: string;
}

/** Most detail pages: their title, summary and cover. */
export const summaryHead = (d: { title: string; summary?: string | null; cover?: Picture | null }): OwnHead => ({
  title: d.title,
  description: d.summary ?? null,
  image: d.cover?.url ?? null,
});

export const spaceHead = (s: { name: string; summary?: string | null; cover?: Picture | null }): OwnHead =>
  summaryHead({ title: s.name, summary: s.summary ?? null, cover: s.cover ?? null });

export const webtoonHead = (w: { title: string; summary?: string | null; thumbnail?: Picture | null }): OwnHead =>
  summaryHead({ title: w.title, summary: w.summary ?? null, cover: w.thumbnail ?? null });

export const articleHead = (a: { title: string; news: { summary?: string | null; cover?: Picture | null } }): OwnHead =>
  summaryHead({ title: a.title, summary: a.news.summary ?? null, cover: a.news.cover ?? null });

/** A page description from body text: its first paragraph, cut at a word near 160 characters. */
export const excerpt = (text: string): string => {
  const first = text.split(/\n\s*\n/)[0]?.trim() ?? '';
  return first.length <= 160 ? first : `${first.slice(0, 157).replace(/\s+\S*$/, '')}…`;
};

export const artworkHead = (a: {
  title: string;
  content: string;
  keyword: string;
  thumbnail?: Picture | null;
}): OwnHead => ({ title: a.title, description: excerpt(a.content) || a.keyword, image: a.thumbnail?.url ?? null });

export const sessionHead = (
  s: { title: string; description: string; media: Picture[] },
  program: { title: string; summary?: string | null; cover?: Picture | null },
): OwnHead => ({
  title: `${s.title} · ${program.title}`,
  description: s.description.slice(0, 200) || program.summary || null,
  image: s.media[0]?.url ?? program.cover?.url ?? null,
});
