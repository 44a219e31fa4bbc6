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
import type { AuditedWrite } from '#server/lib/audited-write';
import type { Actor } from '../audit/audit.service';
import type { Images } from '../uploads/media.presenter';
import { createProgramsRepository, type ProgramsRepository } from './programs.repository';
import { presentAdminCategory, presentAdminProgram, presentAdminSession } from './programs.presenter';

export type CategoryInput = z.output<typeof categoryInputSchema>;
export type ProgramInput = z.output<typeof programInputSchema>;
export type SessionInput = z.output<typeof sessionInputSchema>;

interface Deps {
  repo: ProgramsRepository;
  images: Images;
  /** Runs a write and its audit row in one transaction, then empties the public caches. */
  audited: AuditedWrite;
  /** Told after a program is created, changed or deleted. */
  programChanged: (id: number) => Promise<void>;
}

const found = <T>(row: T | undefined): T => {
  if (!row) throw appError('NOT_FOUND');
  return row;
};
const mediaFields = (ids: string[]) => Object.fromEntries(ids.map((id, i) => [`mediaIds.${i}`, id]));

/** Staff's side of programs: every program in every language, and writes, each audited. */
export function createProgramsAdmin({ repo, images, audited, programChanged }: Deps) {
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
      const row = await audited(
        actor,
        (r: { id: number }) => ({ action: 'program.category.create', targetType: 'program_category', targetId: r.id }),
        async (tx) => found(await createProgramsRepository(tx).insertCategory(input)),
      );
      return row.id;
    },
    async updateCategory(actor: Actor, id: number, input: CategoryInput) {
      await audited(
        actor,
        { action: 'program.category.update', targetType: 'program_category', targetId: id },
        async (tx) => found(await createProgramsRepository(tx).updateCategory(id, input)),
      );
    },
    async removeCategory(actor: Actor, id: number) {
      if ((await repo.programsInCategory(id)) > 0) throw appError('CATEGORY_NOT_EMPTY');
      await audited(
        actor,
        { action: 'program.category.delete', targetType: 'program_category', targetId: id },
        async (tx) => found(await createProgramsRepository(tx).deleteCategory(id)),
      );
    },

    async createProgram(actor: Actor, input: ProgramInput) {
      await checkRefs(input);
      const row = await audited(
        actor,
        (r: { id: number }) => ({ action: 'program.create', targetType: 'program', targetId: r.id }),
        async (tx) => found(await createProgramsRepository(tx).insertProgram(programRow(input))),
      );
      await programChanged(row.id);
      return row.id;
    },
    async updateProgram(actor: Actor, id: number, input: ProgramInput) {
      if (!(await repo.programExists(id))) throw appError('NOT_FOUND');
      await checkRefs(input);
      await audited(actor, { action: 'program.update', targetType: 'program', targetId: id }, (tx) =>
        createProgramsRepository(tx).updateProgram(id, programRow(input)),
      );
      await programChanged(id);
    },
    async removeProgram(actor: Actor, id: number) {
      await audited(actor, { action: 'program.delete', targetType: 'program', targetId: id }, async (tx) =>
        found(await createProgramsRepository(tx).deleteProgram(id)),
      );
      await programChanged(id);
    },

    async createSession(actor: Actor, programId: number, input: SessionInput) {
      if (!(await repo.programExists(programId))) throw appError('NOT_FOUND');
      await checkMedia(mediaFields(input.mediaIds));
      const row = await audited(
        actor,
        (r: { id: number }) => ({
          action: 'program.session.create',
          targetType: 'program_session',
          targetId: r.id,
          details: { programId },
        }),
        async (tx) => {
          const inTx = createProgramsRepository(tx);
          const inserted = found(await inTx.insertSession(programId, sessionRow(input)));
          // The program's public page lists its sessions: it changed too.
          await inTx.updateProgram(programId, {});
          return inserted;
        },
      );
      return row.id;
    },
    async updateSession(actor: Actor, id: number, input: SessionInput) {
      if (!(await repo.sessionExists(id))) throw appError('NOT_FOUND');
      await checkMedia(mediaFields(input.mediaIds));
      await audited(actor, { action: 'program.session.update', targetType: 'program_session', targetId: id }, (tx) =>
        createProgramsRepository(tx).updateSession(id, sessionRow(input)),
      );
    },
    async removeSession(actor: Actor, id: number) {
      await audited(
        actor,
        { action: 'program.session.delete', targetType: 'program_session', targetId: id },
        async (tx) => found(await createProgramsRepository(tx).deleteSession(id)),
      );
    },
  };
}
