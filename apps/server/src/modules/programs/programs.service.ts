import type { Language } from '@atrium/shared/languages';
import type { ProgramCategory, ProgramDetail, ProgramLink } from '@atrium/shared/api/events';
import { pickLocalized } from '@atrium/shared/localized';
import { createAuditedWrite } from '#server/lib/audited-write';
import type { ContentCache } from '#server/lib/content-cache';
import type { Db } from '#server/db/client';
import type { Audit } from '../audit/audit.service';
import type { Images } from '../uploads/media.presenter';
import { createProgramsRepository } from './programs.repository';
import { createProgramsAdmin } from './programs.admin';
import { presentProgramDetail, presentProgramLink, presentProgramSummary } from './programs.presenter';

/** Program categories, programs and sessions: public reads (public programs only) and staff writes, audited. */
export function createPrograms(db: Db, images: Images, audit: Audit, cache: ContentCache, timezone: string) {
  const repo = createProgramsRepository(db);
  /** Told after a program is created, changed or deleted (the site search re-reads it). */
  const programListeners: Array<(id: number) => Promise<void>> = [];
  const programChanged = async (id: number) => {
    for (const listener of programListeners) await listener(id);
  };

  async function detail(categoryId: number, programId: number, lang: Language): Promise<ProgramDetail | undefined> {
    const row = await repo.publicProgram(categoryId, programId);
    if (!row) return undefined;
    const p = row.program;
    const sessions = await repo.sessionsOf(p.id);
    const event = p.eventId ? await repo.publicEvent(p.eventId) : undefined;
    const image = await images.load([p.coverId, ...sessions.flatMap((s) => s.mediaIds)]);
    return presentProgramDetail(p, row.category, event, sessions, timezone, lang, image);
  }

  return {
    timezone,

    onProgramChange(listener: (id: number) => Promise<void>) {
      programListeners.push(listener);
    },

    /** Categories holding public programs, each with them. */
    async categories(lang: Language): Promise<ProgramCategory[]> {
      const [cats, progs] = await Promise.all([repo.categories(), repo.programs(true)]);
      const [image, counts] = await Promise.all([
        images.load(progs.map((p) => p.coverId)),
        repo.sessionCounts(progs.map((p) => p.id)),
      ]);
      return cats
        .map((c) => {
          const title = pickLocalized(c.title, lang);
          return {
            id: c.id,
            title: title.text,
            lang: title.lang,
            programs: progs
              .filter((p) => p.categoryId === c.id)
              .map((p) => presentProgramSummary(p, lang, image, counts.get(p.id) ?? 0)),
          };
        })
        .filter((c) => c.programs.length > 0);
    },

    detail,

    /** Public programs of an event (for the event's page). */
    async ofEvent(eventId: number, lang: Language): Promise<ProgramLink[]> {
      return (await repo.publicProgramsOfEvent(eventId)).map((p) => presentProgramLink(p, lang));
    },

    /** Public programs and sessions, for the sitemap. */
    publicTree: repo.publicTree,

    ...createProgramsAdmin({ repo, images, audited: createAuditedWrite(db, audit, cache), programChanged }),

    /** One public session with its program's title, for the .ics file. */
    async session(categoryId: number, programId: number, sessionId: number, lang: Language) {
      const program = await detail(categoryId, programId, lang);
      const session = program?.sessions.find((s) => s.id === sessionId);
      return program && session ? { program, session } : undefined;
    },
  };
}
export type Programs = ReturnType<typeof createPrograms>;
