import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { ProgramCategory, ProgramDetail, ProgramLink, ProgramSummary } from '@atrium/shared/api/events';
import type {
  AdminCategory,
  AdminProgram,
  AdminProgramDetail,
  AdminSession,
  categoryInputSchema,
  programInputSchema,
  sessionInputSchema,
} from '@atrium/shared/api/events-admin';
import { appError } from '../../lib/app-error';
import type { ContentCache } from '../../lib/content-cache';
import type { Db } from '../../db/client';
import type { Audit } from '../audit/audit.service';
import type { ImageOf, Images } from '../uploads/media.presenter';
import { media } from '../uploads/uploads.table';
import { events } from '../events/events.table';
import {
  programCategories,
  programSessions,
  programs,
  type CategoryRow,
  type ProgramRow,
  type SessionRow,
} from './programs.table';

export type CategoryInput = z.output<typeof categoryInputSchema>;
export type ProgramInput = z.output<typeof programInputSchema>;
export type SessionInput = z.output<typeof sessionInputSchema>;

/** Program categories, programs and sessions: public reads (public programs only) and staff writes, audited. */
export function createPrograms(db: Db, images: Images, audit: Audit, cache: ContentCache, timezone: string) {
  const sessionCounts = async (ids: number[]) => {
    if (!ids.length) return new Map<number, number>();
    const rows = await db
      .select({ programId: programSessions.programId, n: count() })
      .from(programSessions)
      .where(inArray(programSessions.programId, ids))
      .groupBy(programSessions.programId);
    return new Map(rows.map((r) => [r.programId, r.n]));
  };

  function summary(p: ProgramRow, lang: Language, image: ImageOf, sessions: number): ProgramSummary {
    const title = pickLocalized(p.title, lang);
    return {
      id: p.id,
      categoryId: p.categoryId,
      title: title.text,
      summary: pickLocalized(p.summary, lang).text,
      cover: image(p.coverId, lang),
      sessionCount: sessions,
      lang: title.lang,
    };
  }

  function publicSession(s: SessionRow, lang: Language, image: ImageOf) {
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

  const adminProgram = (p: ProgramRow, image: ImageOf, sessions: number): AdminProgram => ({
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
  const adminSession = (s: SessionRow, image: ImageOf): AdminSession => ({
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

  async function checkMedia(ids: Record<string, string | null | undefined>) {
    const wanted = Object.values(ids).filter((v): v is string => Boolean(v));
    if (!wanted.length) return;
    const found = new Set(
      (await db.select({ id: media.id }).from(media).where(inArray(media.id, wanted))).map((r) => r.id),
    );
    const fields = Object.fromEntries(
      Object.entries(ids)
        .filter(([, v]) => v && !found.has(v))
        .map(([k]) => [k, 'INVALID']),
    );
    if (Object.keys(fields).length) throw appError('VALIDATION_FAILED', { fields });
  }
  async function checkRefs(input: ProgramInput) {
    const [category] = await db
      .select({ id: programCategories.id })
      .from(programCategories)
      .where(eq(programCategories.id, input.categoryId));
    const fields: Record<string, string> = {};
    if (!category) fields.categoryId = 'INVALID';
    if (input.eventId) {
      const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, input.eventId));
      if (!event) fields.eventId = 'INVALID';
    }
    if (Object.keys(fields).length) throw appError('VALIDATION_FAILED', { fields });
    await checkMedia({ coverId: input.coverId });
  }
  const mediaFields = (ids: string[]) => Object.fromEntries(ids.map((id, i) => [`mediaIds.${i}`, id]));

  const changed = () => cache.invalidate();
  /** Told after a program is created, changed or deleted (the site search re-reads it). */
  const programListeners: Array<(id: number) => Promise<void>> = [];
  const programChanged = async (id: number) => {
    for (const listener of programListeners) await listener(id);
  };
  const one = async <T>(rows: Promise<T[]>) => {
    const [row] = await rows;
    if (!row) throw appError('NOT_FOUND');
    return row;
  };

  return {
    timezone,

    onProgramChange(listener: (id: number) => Promise<void>) {
      programListeners.push(listener);
    },

    async categories(lang: Language): Promise<ProgramCategory[]> {
      const [cats, progs] = await Promise.all([
        db.select().from(programCategories).orderBy(asc(programCategories.position), asc(programCategories.id)),
        db.select().from(programs).where(eq(programs.isPublic, true)).orderBy(asc(programs.position), asc(programs.id)),
      ]);
      const [image, counts] = await Promise.all([
        images.load(progs.map((p) => p.coverId)),
        sessionCounts(progs.map((p) => p.id)),
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
              .map((p) => summary(p, lang, image, counts.get(p.id) ?? 0)),
          };
        })
        .filter((c) => c.programs.length > 0);
    },

    async detail(categoryId: number, programId: number, lang: Language): Promise<ProgramDetail | undefined> {
      const [row] = await db
        .select({ program: programs, category: programCategories })
        .from(programs)
        .innerJoin(programCategories, eq(programCategories.id, programs.categoryId))
        .where(and(eq(programs.id, programId), eq(programs.categoryId, categoryId), eq(programs.isPublic, true)));
      if (!row) return undefined;
      const p = row.program;
      const sessions = await db
        .select()
        .from(programSessions)
        .where(eq(programSessions.programId, p.id))
        .orderBy(asc(programSessions.startsAt), asc(programSessions.id));
      const [event] = p.eventId
        ? await db
            .select({ id: events.id, title: events.title })
            .from(events)
            .where(and(eq(events.id, p.eventId), eq(events.isPublic, true)))
        : [];
      const image = await images.load([p.coverId, ...sessions.flatMap((s) => s.mediaIds)]);
      const base = summary(p, lang, image, sessions.length);
      const category = pickLocalized(row.category.title, lang);
      const eventTitle = event ? pickLocalized(event.title, lang) : undefined;
      return {
        ...base,
        description: pickLocalized(p.description, base.lang).text || pickLocalized(p.description, lang).text,
        category: { id: row.category.id, title: category.text, lang: category.lang },
        event: event && eventTitle ? { id: event.id, title: eventTitle.text, lang: eventTitle.lang } : null,
        sessions: sessions.map((s) => publicSession(s, lang, image)),
        timezone,
      };
    },

    /** Public programs of an event (for the event's page). */
    async ofEvent(eventId: number, lang: Language): Promise<ProgramLink[]> {
      const rows = await db
        .select()
        .from(programs)
        .where(and(eq(programs.eventId, eventId), eq(programs.isPublic, true)))
        .orderBy(asc(programs.position), asc(programs.id));
      return rows.map((p) => {
        const t = pickLocalized(p.title, lang);
        return { categoryId: p.categoryId, programId: p.id, title: t.text, lang: t.lang };
      });
    },

    /** Public programs and sessions, for the sitemap. */
    publicTree() {
      return db
        .select({
          categoryId: programs.categoryId,
          programId: programs.id,
          sessionId: programSessions.id,
          updatedAt: programs.updatedAt,
        })
        .from(programs)
        .leftJoin(programSessions, eq(programSessions.programId, programs.id))
        .where(eq(programs.isPublic, true));
    },

    // ------------------------------------------------------------ staff

    async adminCategories(): Promise<AdminCategory[]> {
      const [cats, progs] = await Promise.all([
        db.select().from(programCategories).orderBy(asc(programCategories.position), asc(programCategories.id)),
        db.select().from(programs).orderBy(asc(programs.position), asc(programs.id)),
      ]);
      const [image, counts] = await Promise.all([
        images.load(progs.map((p) => p.coverId)),
        sessionCounts(progs.map((p) => p.id)),
      ]);
      return cats.map((c: CategoryRow) => ({
        id: c.id,
        title: c.title,
        position: c.position,
        programs: progs.filter((p) => p.categoryId === c.id).map((p) => adminProgram(p, image, counts.get(p.id) ?? 0)),
        updatedAt: c.updatedAt.toISOString(),
      }));
    },

    async adminProgram(id: number): Promise<AdminProgramDetail> {
      const p = await one(db.select().from(programs).where(eq(programs.id, id)));
      const sessions = await db
        .select()
        .from(programSessions)
        .where(eq(programSessions.programId, id))
        .orderBy(asc(programSessions.startsAt), asc(programSessions.id));
      const image = await images.load([p.coverId, ...sessions.flatMap((s) => s.mediaIds)]);
      return { ...adminProgram(p, image, sessions.length), sessions: sessions.map((s) => adminSession(s, image)) };
    },

    async adminSession(id: number): Promise<AdminSession> {
      const s = await one(db.select().from(programSessions).where(eq(programSessions.id, id)));
      return adminSession(s, await images.load(s.mediaIds));
    },

    async createCategory(request: FastifyRequest, input: CategoryInput) {
      const row = await one(db.insert(programCategories).values(input).returning({ id: programCategories.id }));
      await audit.record(request, {
        action: 'program.category.create',
        targetType: 'program_category',
        targetId: row.id,
      });
      changed();
      return row.id;
    },
    async updateCategory(request: FastifyRequest, id: number, input: CategoryInput) {
      await one(
        db
          .update(programCategories)
          .set({ ...input, updatedAt: sql`now()` })
          .where(eq(programCategories.id, id))
          .returning({ id: programCategories.id }),
      );
      await audit.record(request, { action: 'program.category.update', targetType: 'program_category', targetId: id });
      changed();
    },
    async removeCategory(request: FastifyRequest, id: number) {
      const [held] = await db.select({ n: count() }).from(programs).where(eq(programs.categoryId, id));
      if ((held?.n ?? 0) > 0) throw appError('CATEGORY_NOT_EMPTY');
      await one(
        db.delete(programCategories).where(eq(programCategories.id, id)).returning({ id: programCategories.id }),
      );
      await audit.record(request, { action: 'program.category.delete', targetType: 'program_category', targetId: id });
      changed();
    },

    async createProgram(request: FastifyRequest, input: ProgramInput) {
      await checkRefs(input);
      const row = await one(
        db
          .insert(programs)
          .values({ ...input, eventId: input.eventId ?? null, coverId: input.coverId ?? null })
          .returning({ id: programs.id }),
      );
      await audit.record(request, { action: 'program.create', targetType: 'program', targetId: row.id });
      await programChanged(row.id);
      changed();
      return row.id;
    },
    async updateProgram(request: FastifyRequest, id: number, input: ProgramInput) {
      await one(db.select({ id: programs.id }).from(programs).where(eq(programs.id, id)));
      await checkRefs(input);
      await db
        .update(programs)
        .set({ ...input, eventId: input.eventId ?? null, coverId: input.coverId ?? null, updatedAt: sql`now()` })
        .where(eq(programs.id, id));
      await audit.record(request, { action: 'program.update', targetType: 'program', targetId: id });
      await programChanged(id);
      changed();
    },
    async removeProgram(request: FastifyRequest, id: number) {
      await one(db.delete(programs).where(eq(programs.id, id)).returning({ id: programs.id }));
      await audit.record(request, { action: 'program.delete', targetType: 'program', targetId: id });
      await programChanged(id);
      changed();
    },

    async createSession(request: FastifyRequest, programId: number, input: SessionInput) {
      await one(db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId)));
      await checkMedia(mediaFields(input.mediaIds));
      const row = await one(
        db
          .insert(programSessions)
          .values({ ...input, programId, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) })
          .returning({ id: programSessions.id }),
      );
      await db
        .update(programs)
        .set({ updatedAt: sql`now()` })
        .where(eq(programs.id, programId));
      await audit.record(request, {
        action: 'program.session.create',
        targetType: 'program_session',
        targetId: row.id,
        details: { programId },
      });
      changed();
      return row.id;
    },
    async updateSession(request: FastifyRequest, id: number, input: SessionInput) {
      await one(db.select({ id: programSessions.id }).from(programSessions).where(eq(programSessions.id, id)));
      await checkMedia(mediaFields(input.mediaIds));
      await db
        .update(programSessions)
        .set({ ...input, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt), updatedAt: sql`now()` })
        .where(eq(programSessions.id, id));
      await audit.record(request, { action: 'program.session.update', targetType: 'program_session', targetId: id });
      changed();
    },
    async removeSession(request: FastifyRequest, id: number) {
      await one(db.delete(programSessions).where(eq(programSessions.id, id)).returning({ id: programSessions.id }));
      await audit.record(request, { action: 'program.session.delete', targetType: 'program_session', targetId: id });
      changed();
    },

    /** One public session with its program's title, for the .ics file. */
    async session(categoryId: number, programId: number, sessionId: number, lang: Language) {
      const program = await this.detail(categoryId, programId, lang);
      const session = program?.sessions.find((s) => s.id === sessionId);
      return program && session ? { program, session } : undefined;
    },
  };
}
export type Programs = ReturnType<typeof createPrograms>;
