import type { Language } from '@atrium/shared/languages';
import { pickLocalized, type Localized } from '@atrium/shared/localized';
import type { ProgramDetail, ProgramLink, ProgramSummary } from '@atrium/shared/api/events';
import type { AdminCategory, AdminProgram, AdminSession } from '@atrium/shared/api/events-admin';
import { localizedTexts } from '#server/lib/present';
import type { ImageOf } from '../uploads/media.presenter';
import type { CategoryRow, ProgramRow, SessionRow } from './programs.table';

// ------------------------------------------------------------ visitors: one language

export function presentProgramSummary(p: ProgramRow, lang: Language, image: ImageOf, sessions: number): ProgramSummary {
  return {
    id: p.id,
    categoryId: p.categoryId,
    ...localizedTexts(p, lang, 'title', 'summary'),
    cover: image(p.coverId, lang),
    sessionCount: sessions,
  };
}

/** A session; its description follows its title's language first, so the two read as one. */
function presentSession(s: SessionRow, lang: Language, image: ImageOf) {
  const title = pickLocalized(s.title, lang);
  return {
    id: s.id,
    title: title.text,
    description: pickLocalized(s.description, title.lang).text || pickLocalized(s.description, lang).text,
    place: pickLocalized(s.place, lang).text,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    media: s.mediaIds.map((m) => image(m, lang)).filter((i) => i !== null),
    lang: title.lang,
  };
}

export function presentProgramDetail(
  p: ProgramRow,
  category: CategoryRow,
  event: { id: number; title: Localized } | undefined,
  sessions: SessionRow[],
  timezone: string,
  lang: Language,
  image: ImageOf,
): ProgramDetail {
  const base = presentProgramSummary(p, lang, image, sessions.length);
  const categoryTitle = pickLocalized(category.title, lang);
  const eventTitle = event ? pickLocalized(event.title, lang) : undefined;
  return {
    ...base,
    description: pickLocalized(p.description, base.lang).text || pickLocalized(p.description, lang).text,
    category: { id: category.id, title: categoryTitle.text, lang: categoryTitle.lang },
    event: event && eventTitle ? { id: event.id, title: eventTitle.text, lang: eventTitle.lang } : null,
    sessions: sessions.map((s) => presentSession(s, lang, image)),
    timezone,
  };
}

export function presentProgramLink(p: ProgramRow, lang: Language): ProgramLink {
  const t = pickLocalized(p.title, lang);
  return { categoryId: p.categoryId, programId: p.id, title: t.text, lang: t.lang };
}

// ------------------------------------------------------------ staff: every language

export const presentAdminProgram = (p: ProgramRow, image: ImageOf, sessions: number): AdminProgram => ({
  id: p.id,
  categoryId: p.categoryId,
  eventId: p.eventId,
  title: p.title,
  summary: p.summary,
  description: p.description as Record<string, string>,
  coverId: p.coverId,
  cover: image(p.coverId, 'ko'),
  position: p.position,
  isPublic: p.isPublic,
  sessionCount: sessions,
  updatedAt: p.updatedAt.toISOString(),
});

export const presentAdminSession = (s: SessionRow, image: ImageOf): AdminSession => ({
  id: s.id,
  programId: s.programId,
  title: s.title,
  description: s.description as Record<string, string>,
  place: s.place,
  startsAt: s.startsAt.toISOString(),
  endsAt: s.endsAt.toISOString(),
  mediaIds: s.mediaIds,
  media: s.mediaIds.map((m) => image(m, 'ko')).filter((i) => i !== null),
  updatedAt: s.updatedAt.toISOString(),
});

export const presentAdminCategory = (c: CategoryRow, programs: AdminProgram[]): AdminCategory => ({
  id: c.id,
  title: c.title,
  position: c.position,
  programs,
  updatedAt: c.updatedAt.toISOString(),
});
