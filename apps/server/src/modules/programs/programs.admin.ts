import type { z } from 'zod';
import type {
  AdminCategory,
  AdminProgramDetail,
  AdminSession,
  categoryInputSchema,
  programInputSchema,
  sessionInputSchema,
} from '@atrium/shared/api/events-admin';
import { appError } from '#server/lib/app-error';
import type { ContentCache } from '#server/lib/content-cache';
import type { Actor, Audit } from '../audit/audit.service';
import type { Images } from '../uploads/media.presenter';
import type { ProgramsRepository } from './programs.repository';
import { presentAdminCategory, presentAdminProgram, presentAdminSession } from './programs.presenter';

export type CategoryInput = z.output<typeof categoryInputSchema>;
export type ProgramInput = z.output<typeof programInputSchema>;
export type SessionInput = z.output<typeof sessionInputSchema>;

interface Deps {
  repo: ProgramsRepository;
  images: Images;
  audit: Audit;
  cache: ContentCache;
  /** Told after a program is created, changed or deleted. */
  programChanged: (id: number) => Promise<void>;
}

const found = <T>(row: T | undefined): T => {
  if (!row) throw appError('NOT_FOUND');
  return row;
};
const mediaFields = (ids: string[]) => Object.fromEntries(ids.map((id, i) => [`mediaIds.${i}`, id]));

/** Staff's side of programs: every program in every language, and writes, each audited. */
export function createProgramsAdmin({ repo, images, audit, cache, programChanged }: Deps) {
  /** 400 naming each field whose media id is not in the library. */
  async function checkMedia(ids: Record<string, string | null | undefined>) {
    const wanted = Object.values(ids).filter((v): v is string => Boolean(v));
    if (!wanted.length) return;
    const existing = await repo.existingMedia(wanted);
    const fields = Object.fromEntries(
      Object.entries(ids)
        .filter(([, v]) => v && !existing.has(v))
        .map(([k]) => [k, 'INVALID']),
    );
    if (Object.keys(fields).length) throw appError('VALIDATION_FAILED', { fields });
  }
  async function checkRefs(input: ProgramInput) {
    const fields: Record<string, string> = {};
    if (!(await repo.categoryExists(input.categoryId))) fields.categoryId = 'INVALID';
    if (input.eventId && !(await repo.eventExists(input.eventId))) fields.eventId = 'INVALID';
    if (Object.keys(fields).length) throw appError('VALIDATION_FAILED', { fields });
    await checkMedia({ coverId: input.coverId });
  }

  const changed = () => cache.invalidate();
  const programRow = (input: ProgramInput) => ({
    ...input,
    eventId: input.eventId ?? null,
    coverId: input.coverId ?? null,
  });
  const sessionRow = (input: SessionInput) => ({
    ...input,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
  });

  return {
    async adminCategories(): Promise<AdminCategory[]> {
      const [cats, progs] = await Promise.all([repo.categories(), repo.programs(false)]);
      const [image, counts] = await Promise.all([
        images.load(progs.map((p) => p.coverId)),
        repo.sessionCounts(progs.map((p) => p.id)),
      ]);
      return cats.map((c) =>
        presentAdminCategory(
          c,
          progs.filter((p) => p.categoryId === c.id).map((p) => presentAdminProgram(p, image, counts.get(p.id) ?? 0)),
        ),
      );
    },

    async adminProgram(id: number): Promise<AdminProgramDetail> {
      const p = found(await repo.program(id));
      const sessions = await repo.sessionsOf(id);
      const image = await images.load([p.coverId, ...sessions.flatMap((s) => s.mediaIds)]);
      return {
        ...presentAdminProgram(p, image, sessions.length),
        sessions: sessions.map((s) => presentAdminSession(s, image)),
      };
    },

    async adminSession(id: number): Promise<AdminSession> {
      const s = found(await repo.session(id));
      return presentAdminSession(s, await images.load(s.mediaIds));
    },

    async createCategory(actor: Actor, input: CategoryInput) {
      const row = found(await repo.insertCategory(input));
      await audit.recordAs(actor, {
        action: 'program.category.create',
        targetType: 'program_category',
        targetId: row.id,
      });
      changed();
      return row.id;
    },
    async updateCategory(actor: Actor, id: number, input: CategoryInput) {
      found(await repo.updateCategory(id, input));
      await audit.recordAs(actor, { action: 'program.category.update', targetType: 'program_category', targetId: id });
      changed();
    },
    async removeCategory(actor: Actor, id: number) {
      if ((await repo.programsInCategory(id)) > 0) throw appError('CATEGORY_NOT_EMPTY');
      found(await repo.deleteCategory(id));
      await audit.recordAs(actor, { action: 'program.category.delete', targetType: 'program_category', targetId: id });
      changed();
    },

    async createProgram(actor: Actor, input: ProgramInput) {
      await checkRefs(input);
      const row = found(await repo.insertProgram(programRow(input)));
      await audit.recordAs(actor, { action: 'program.create', targetType: 'program', targetId: row.id });
      await programChanged(row.id);
      changed();
      return row.id;
    },
    async updateProgram(actor: Actor, id: number, input: ProgramInput) {
      if (!(await repo.programExists(id))) throw appError('NOT_FOUND');
      await checkRefs(input);
      await repo.updateProgram(id, programRow(input));
      await audit.recordAs(actor, { action: 'program.update', targetType: 'program', targetId: id });
      await programChanged(id);
      changed();
    },
    async removeProgram(actor: Actor, id: number) {
      found(await repo.deleteProgram(id));
      await audit.recordAs(actor, { action: 'program.delete', targetType: 'program', targetId: id });
      await programChanged(id);
      changed();
    },

    async createSession(actor: Actor, programId: number, input: SessionInput) {
      if (!(await repo.programExists(programId))) throw appError('NOT_FOUND');
      await checkMedia(mediaFields(input.mediaIds));
      const row = found(await repo.insertSession(programId, sessionRow(input)));
      // The program's public page lists its sessions: it changed too.
      await repo.updateProgram(programId, {});
      await audit.recordAs(actor, {
        action: 'program.session.create',
        targetType: 'program_session',
        targetId: row.id,
        details: { programId },
      });
      changed();
      return row.id;
    },
    async updateSession(actor: Actor, id: number, input: SessionInput) {
      if (!(await repo.sessionExists(id))) throw appError('NOT_FOUND');
      await checkMedia(mediaFields(input.mediaIds));
      await repo.updateSession(id, sessionRow(input));
      await audit.recordAs(actor, { action: 'program.session.update', targetType: 'program_session', targetId: id });
      changed();
    },
    async removeSession(actor: Actor, id: number) {
      found(await repo.deleteSession(id));
      await audit.recordAs(actor, { action: 'program.session.delete', targetType: 'program_session', targetId: id });
      changed();
    },
  };
}
