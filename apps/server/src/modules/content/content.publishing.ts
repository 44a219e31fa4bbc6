import { isDeepStrictEqual } from 'node:util';
import type { ScheduleFailure } from '@atrium/shared/api/content-admin';
import { inDependencyOrder } from '@atrium/shared/content/relations';
import type { ContentData } from '@atrium/shared/content/validate';
import { AppError, appError } from '#server/lib/app-error';
import type { Db } from '#server/db/client';
import type { Actor } from '../audit/audit.service';
import type { Engine } from './content.engine';
import type { Entry } from './content.repository';
import { recordTranslations } from './content.translations';

/** What a change to the live version leaves: the live data (null: not public) and the draft. */
export interface Amended {
  live: ContentData | null;
  draft: ContentData;
}

/** Why something could not go live: the error's code and, for invalid data, its fields. */
export function failureOf(error: unknown): Omit<ScheduleFailure, 'at'> {
  if (!(error instanceof AppError)) return { code: 'INTERNAL_ERROR' };
  return { code: error.code, ...(error.extra.fields ? { fields: error.extra.fields } : {}) };
}

/** An item of a set published together (a release) could not go live: which, and why. */
export class PublishFailure extends Error {
  constructor(
    readonly type: string,
    readonly key: string,
    readonly reason: unknown,
  ) {
    super(`${type} ${key} could not be published`);
  }
}

/** Work the scheduler runs at each look for due changes (releases), before the items' own. */
export type DueJob = (at: Date) => Promise<number>;

/** Publishing and taking down, now or at a time to come, and the scheduler's work when that time comes. */
export function createPublishing(engine: Engine) {
  const { db, repo, auditedWrite, audit, cache, now, typeOf, entryOf, event, assertVersion, keepRevision } = engine;
  const { writeLive, removeLive, publishIn, takeDownIn } = engine;
  const dueJobs: DueJob[] = [];

  /**
   * A scheduled publish or unpublish whose time has come. The publish puts live the revision
   * its scheduler saw (publish_rev), not a draft saved since; one that failed before waits for staff.
   */
  async function applyDue(tx: Db, entry: Entry, actor: Actor, at: Date) {
    const { type, store } = typeOf(entry.type);
    if (entry.publishAt && entry.publishAt <= at && !entry.scheduleFailure) {
      const seen = entry.publishRev ? await repo.revision(tx, type.type, entry.key, entry.publishRev) : undefined;
      const data = seen?.data ?? entry.draft;
      await publishIn(tx, actor, type, store, entry, entry.publishMemo, data);
      await audit.recordAs(actor, event('content.publish', type, entry.key, data, { scheduled: true }), tx);
    }
    if (entry.unpublishAt && entry.unpublishAt <= at) {
      await takeDownIn(tx, type, store, entry);
      await audit.recordAs(actor, event('content.unpublish', type, entry.key, entry.draft, { scheduled: true }), tx);
    }
  }

  /**
   * The revision a pending scheduled publish puts live, once an old admin call amended the item:
   * the one its scheduler saw, with the same amendment kept as a new revision (an article hidden
   * now is not brought back by tomorrow's publish). Unchanged where the amendment leaves it so.
   */
  async function amendedSchedule(
    tx: Db,
    actor: Actor,
    entry: Entry,
    amend: (entry: Entry) => Amended,
    memo: string,
  ): Promise<number | null> {
    if (!entry.publishAt || !entry.publishRev) return entry.publishRev;
    const { type } = typeOf(entry.type);
    const seen = await repo.revision(tx, type.type, entry.key, entry.publishRev);
    if (!seen) return entry.publishRev;
    let amended: ContentData;
    try {
      amended = amend({ ...entry, draft: seen.data }).draft;
    } catch {
      // The scheduled revision does not hold what was amended: it stays as it was seen.
      return entry.publishRev;
    }
    if (isDeepStrictEqual(amended, seen.data)) return entry.publishRev;
    return keepRevision(tx, actor, type, entry.key, amended, 'draft', memo);
  }

  return {
    /**
     * Publishes the draft now, or schedules it for `at` (a time to come). The draft is the one of
     * the version the publisher saw (`expected`, If-Match): a newer draft by anyone is a 409, never
     * published under this publisher's name; a schedule puts live the draft it was set on.
     */
    async publish(actor: Actor, name: string, key: string, memo: string, at?: Date, expected?: number | null) {
      const { type, store } = typeOf(name);
      if (at && at.getTime() > now().getTime()) {
        await auditedWrite(
          actor,
          (e: Entry) => event('content.schedule', type, e.key, e.draft, { at: at.toISOString() }),
          async (tx) => {
            const entry = await entryOf(tx, type, key, true);
            assertVersion(entry, expected);
            const publishRev = await keepRevision(tx, actor, type, entry.key, entry.draft, 'draft');
            await repo.update(tx, type.type, entry.key, {
              publishAt: at,
              publishMemo: memo,
              publishRev,
              scheduleFailure: null,
              scheduledById: actor.id,
              scheduledByEmail: actor.email,
            });
            return entry;
          },
        );
        return;
      }
      await auditedWrite(
        actor,
        (e: Entry) => event('content.publish', type, e.key, e.draft, { memo }),
        async (tx) => {
          const entry = await entryOf(tx, type, key, true);
          assertVersion(entry, expected);
          await publishIn(tx, actor, type, store, entry, memo);
          return entry;
        },
      );
    },

    async unpublish(actor: Actor, name: string, key: string, at?: Date, expected?: number | null) {
      const { type, store } = typeOf(name);
      const scheduled = at && at.getTime() > now().getTime();
      await auditedWrite(
        actor,
        (e: Entry) =>
          event(
            scheduled ? 'content.schedule-unpublish' : 'content.unpublish',
            type,
            e.key,
            e.draft,
            scheduled ? { at: at.toISOString() } : {},
          ),
        async (tx) => {
          const entry = await entryOf(tx, type, key, true);
          assertVersion(entry, expected);
          if (scheduled) {
            await repo.update(tx, type.type, entry.key, {
              unpublishAt: at,
              scheduledById: actor.id,
              scheduledByEmail: actor.email,
            });
          } else {
            if (!entry.published && !entry.publishAt) throw appError('NOTHING_TO_PUBLISH');
            await repo.update(tx, type.type, entry.key, { publishAt: null, publishRev: null, scheduleFailure: null });
            if (entry.published) await takeDownIn(tx, type, store, entry);
          }
          return entry;
        },
      );
    },

    /**
     * Changes what is live without publishing the draft (the spec's old admin calls, news.admin.ts):
     * `amend` gets the locked entry and returns the live data and the draft to keep, or throws to
     * refuse. A changed live version is written with a revision (`memo`); the schedule and its memo
     * stay. The audit row is `action` with `details`, titled as the public saw the item.
     */
    async amendLive(
      actor: Actor,
      name: string,
      key: string,
      amend: (entry: Entry) => Amended,
      change: { action: string; memo: string; details: Record<string, unknown> },
      expected?: number | null,
    ) {
      const { type, store } = typeOf(name);
      await auditedWrite(
        actor,
        (e: Entry) => event(change.action, type, e.key, e.published ?? e.draft, change.details),
        async (tx) => {
          const entry = await entryOf(tx, type, key, true);
          assertVersion(entry, expected);
          const { live, draft } = amend(entry);
          if (live && !isDeepStrictEqual(live, entry.published))
            await writeLive(tx, actor, type, store, entry, live, change.memo);
          if (!live && entry.published) await removeLive(tx, type, store, entry.key);
          await repo.update(tx, type.type, entry.key, {
            publishRev: await amendedSchedule(tx, actor, entry, amend, change.memo),
            published: live,
            everPublished: entry.everPublished || live !== null,
            draft,
            changed: !isDeepStrictEqual(draft, live),
            translations:
              draft === entry.draft
                ? entry.translations
                : recordTranslations(type, entry.draft, draft, entry.translations),
            // A withdrawal set for an item no longer public has nothing left to do.
            ...(live ? {} : { unpublishAt: null }),
            updatedByEmail: actor.email,
            updatedAt: now(),
          });
          return entry;
        },
      );
    },

    /** Calls off a scheduled publish and a scheduled withdrawal; what is live stays as it is. */
    async cancelSchedule(actor: Actor, name: string, key: string, expected?: number | null) {
      const { type } = typeOf(name);
      await auditedWrite(
        actor,
        (e: Entry) => event('content.unschedule', type, e.key, e.draft),
        async (tx) => {
          const entry = await entryOf(tx, type, key, true);
          assertVersion(entry, expected);
          if (!entry.publishAt && !entry.unpublishAt) throw appError('NOTHING_SCHEDULED');
          await repo.update(tx, type.type, entry.key, {
            publishAt: null,
            publishRev: null,
            scheduleFailure: null,
            unpublishAt: null,
            scheduledById: null,
            scheduledByEmail: null,
          });
          return entry;
        },
      );
    },

    /**
     * Puts live the drafts of several items in the caller's transaction, in dependency order (an
     * exhibition before its artworks, so each validates against what went live before it); the
     * first that cannot go live throws a PublishFailure naming it, and the caller rolls all back.
     * Items deleted meanwhile are passed over. `details`: added to each item's audit row.
     */
    async publishTogether(
      tx: Db,
      actor: Actor,
      items: ReadonlyArray<{ type: string; key: string }>,
      memo: string,
      details: Record<string, unknown> = {},
    ): Promise<number> {
      let published = 0;
      for (const item of inDependencyOrder(items)) {
        try {
          const { type, store } = typeOf(item.type);
          const entry = await repo.get(tx, type.type, item.key, true);
          if (!entry) continue;
          await publishIn(tx, actor, type, store, entry, memo);
          await audit.recordAs(actor, event('content.publish', type, entry.key, entry.draft, { memo, ...details }), tx);
          published += 1;
        } catch (error) {
          throw new PublishFailure(item.type, item.key, error);
        }
      }
      return published;
    },

    /** Adds work to each look for due changes (releases due), run before the items' own. */
    onDue(job: DueJob) {
      dueJobs.push(job);
    },

    /**
     * Publishes and takes down what is due; each item once, whichever instance claims it. Items
     * due in the same run go live in dependency order, so an artwork scheduled with its
     * exhibition validates against it. A publish that fails keeps its schedule, marked with why
     * (schedule_failure), until staff publish or call it off: never a silent drop to draft.
     */
    async runDue(): Promise<number> {
      const at = now();
      let done = 0;
      // A job that fails (its database work undone) holds up neither the items nor the next look.
      let failed: unknown = null;
      for (const job of dueJobs) {
        try {
          done += await job(at);
        } catch (error) {
          failed ??= error;
        }
      }
      done += await repo.transaction(db, async (tx) => {
        const due = inDependencyOrder(await repo.claimDue(tx, at));
        for (const entry of due) {
          const actor: Actor = { id: entry.scheduledById, email: entry.scheduledByEmail ?? 'scheduler', ip: null };
          try {
            // Each item in its own savepoint: one that cannot go live does not hold up the others.
            await repo.transaction(tx, (s) => applyDue(s, entry, actor, at));
          } catch (error) {
            const { type } = typeOf(entry.type);
            const failure = failureOf(error);
            const publishing = !!entry.publishAt && entry.publishAt <= at && !entry.scheduleFailure;
            await repo.update(
              tx,
              entry.type,
              entry.key,
              publishing ? { scheduleFailure: { at: at.toISOString(), ...failure } } : { unpublishAt: null },
            );
            await audit.recordAs(actor, event('content.schedule-failed', type, entry.key, entry.draft, failure), tx);
          }
        }
        return due.length;
      });
      if (done) await cache.invalidate();
      if (failed) throw failed;
      return done;
    },
  };
}
