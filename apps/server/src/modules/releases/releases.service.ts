import type { ReleaseFailure } from '@atrium/shared/api/content-admin';
import type { ReleaseItemRef as ItemRefInput } from '@atrium/shared/api/releases';
import { contentType } from '@atrium/shared/content/registry';
import type { Language } from '@atrium/shared/languages';
import type { Db } from '#server/db/client';
import { appError } from '#server/lib/app-error';
import type { AuditedWrite } from '#server/lib/audited-write';
import type { ContentCache } from '#server/lib/content-cache';
import type { Log } from '#server/lib/logger';
import type { Actor, Audit } from '../audit/audit.service';
import { failureOf, PublishFailure } from '../content/content.publishing';
import { idOf } from '../content/content.presenter';
import type { ContentService } from '../content/content.service';
import type { ReleaseItemRef, ReleaseRow, ReleasesRepository } from './releases.repository';

interface Deps {
  db: Db;
  repo: ReleasesRepository;
  content: ContentService;
  auditedWrite: AuditedWrite;
  audit: Audit;
  cache: ContentCache;
  now: () => Date;
  log: Log;
  /** Tells a failed release's author (a mail); after the failure is recorded, never failing it. */
  notifyFailure: (release: ReleaseRow, failure: ReleaseFailure) => Promise<void>;
}

const event = (action: string, release: Pick<ReleaseRow, 'id' | 'title'>, details: Record<string, unknown> = {}) => ({
  action,
  targetType: 'release',
  targetId: release.id,
  details: { title: release.title, ...details },
});

/**
 * Releases (docs/spec/decisions.md §15): items staff gather to publish together. Publishing puts
 * all of them live in one transaction, in dependency order, or none: the item that failed is
 * recorded on the release (status failed), the author is mailed, and staff fix it and publish
 * again. A release with a time is published by the content scheduler's run, once.
 */
export function createReleases(deps: Deps) {
  const { db, repo, content, auditedWrite, audit, cache, now, log, notifyFailure } = deps;

  /** An item as a release names it, or 400 naming what is wrong with it (`at`: its field path). */
  async function resolve(tx: Db, ref: ItemRefInput, at = ''): Promise<ReleaseItemRef> {
    if (!contentType(ref.type)) throw appError('VALIDATION_FAILED', { fields: { [`${at}type`]: 'INVALID' } });
    const found = await content.find(ref.type, String(ref.id), tx);
    if (!found) throw appError('VALIDATION_FAILED', { fields: { [`${at}id`]: 'INVALID' } });
    return { type: found.type.type, key: found.entry.key };
  }

  /** The release, locked for a change, or 404; 409 RELEASE_CLOSED once it is published. */
  async function open(tx: Db, id: number): Promise<ReleaseRow> {
    const release = await repo.get(tx, id, true);
    if (!release) throw appError('NOT_FOUND');
    if (release.status === 'published') throw appError('RELEASE_CLOSED');
    return release;
  }

  /**
   * Puts the release's items live in a savepoint of `tx`, or, when one cannot go live, rolls them
   * all back and records the failure on the release. Returns the failure, or null once published.
   */
  async function attempt(tx: Db, release: ReleaseRow, actor: Actor, at: Date): Promise<ReleaseFailure | null> {
    const items = await repo.items(tx, release.id);
    try {
      const count = await repo.transaction(tx, (s) =>
        content.publishTogether(s, actor, items, release.title, { release: release.id }),
      );
      await repo.update(tx, release.id, { status: 'published', at, failure: null, updatedAt: at });
      await audit.recordAs(actor, event('release.publish', release, { count }), tx);
      return null;
    } catch (error) {
      if (!(error instanceof PublishFailure)) throw error;
      const type = contentType(error.type);
      const failure: ReleaseFailure = {
        type: error.type,
        id: type ? idOf(type, error.key) : error.key,
        ...failureOf(error.reason),
        at: at.toISOString(),
      };
      if (failure.code === 'INTERNAL_ERROR')
        log.error({ err: error.reason, release: release.id }, 'a release item could not be published');
      await repo.update(tx, release.id, { status: 'failed', failure, updatedAt: at });
      await audit.recordAs(actor, event('release.failed', release, { ...failure }), tx);
      return failure;
    }
  }

  /** Mails the author of each release that failed; a mail that cannot go is logged. */
  const told = async (failed: Array<{ release: ReleaseRow; failure: ReleaseFailure }>) => {
    for (const { release, failure } of failed)
      await notifyFailure(release, failure).catch((err: unknown) =>
        log.warn({ err, release: release.id }, 'the failed release mail could not be sent'),
      );
  };

  return {
    async create(actor: Actor, title: string, refs: ItemRefInput[]): Promise<number> {
      return auditedWrite(
        actor,
        (id: number) => event('release.create', { id, title }, { count: refs.length }),
        async (tx) => {
          const items: ReleaseItemRef[] = [];
          for (const [i, ref] of refs.entries()) items.push(await resolve(tx, ref, `items.${i}.`));
          const id = await repo.insert(tx, { title, authorId: actor.id, authorEmail: actor.email });
          for (const item of items) await repo.addItem(tx, id, item);
          return id;
        },
      );
    },

    list: () => repo.list(db),
    failed: () => repo.failed(db),

    /** The release with its items as they are now (those deleted since left out), or 404. */
    async get(id: number, lang: Language) {
      const release = await repo.get(db, id);
      if (!release) throw appError('NOT_FOUND');
      const items = [];
      for (const ref of await repo.items(db, id)) {
        const found = await content.find(ref.type, ref.key);
        if (!found) continue;
        items.push({ ...found, warnings: await content.warningsOf(db, found.type, found.entry, lang) });
      }
      return { release, items };
    },

    /** Adds an item (while not published): true when added, false when it was in it already. */
    async addItem(actor: Actor, id: number, ref: ItemRefInput): Promise<boolean> {
      const { added } = await auditedWrite(
        actor,
        ({ release, added }: { release: ReleaseRow; added: boolean }) =>
          event('release.add', release, { type: ref.type, id: ref.id, added }),
        async (tx) => {
          const release = await open(tx, id);
          const added = await repo.addItem(tx, id, await resolve(tx, ref));
          if (added) await repo.update(tx, id, { updatedAt: now() });
          return { release, added };
        },
      );
      return added;
    },

    /** Takes an item out of the release (while not published), or 404 when it is not in it. */
    async removeItem(actor: Actor, id: number, type: string, key: string): Promise<void> {
      await auditedWrite(
        actor,
        (release: ReleaseRow) => event('release.remove', release, { type, id: key }),
        async (tx) => {
          const release = await open(tx, id);
          if (!(await repo.removeItem(tx, id, { type, key }))) throw appError('NOT_FOUND');
          await repo.update(tx, id, { updatedAt: now() });
          return release;
        },
      );
    },

    /** Deletes a release not yet published (its items stay as they are). */
    async remove(actor: Actor, id: number): Promise<void> {
      await auditedWrite(
        actor,
        (release: ReleaseRow) => event('release.delete', release),
        async (tx) => {
          const release = await open(tx, id);
          await repo.remove(tx, id);
          return release;
        },
      );
    },

    /**
     * Publishes the release now, or schedules it for `at` (a time to come). Now: every item live
     * in one transaction, or none, and 409 RELEASE_FAILED naming the item that failed.
     */
    async publish(actor: Actor, id: number, at?: Date): Promise<void> {
      const when = now();
      if (at && at.getTime() > when.getTime()) {
        await auditedWrite(
          actor,
          (release: ReleaseRow) => event('release.schedule', release, { at: at.toISOString() }),
          async (tx) => {
            const release = await open(tx, id);
            if ((await repo.items(tx, id)).length === 0) throw appError('NOTHING_TO_PUBLISH');
            await repo.update(tx, id, { status: 'scheduled', at, updatedAt: when });
            return release;
          },
        );
        return;
      }
      const outcome = await repo.transaction(db, async (tx) => {
        const release = await open(tx, id);
        if ((await repo.items(tx, id)).length === 0) throw appError('NOTHING_TO_PUBLISH');
        return { release, failure: await attempt(tx, release, actor, when) };
      });
      await cache.invalidate();
      if (outcome.failure) {
        await told([{ release: outcome.release, failure: outcome.failure }]);
        throw appError('RELEASE_FAILED', { failure: outcome.failure });
      }
    },

    /**
     * Publishes the scheduled releases whose time has come (the content scheduler's run): each
     * claimed with SKIP LOCKED, so one instance publishes it however many look at once.
     */
    async runDue(at: Date): Promise<number> {
      const outcomes = await repo.transaction(db, async (tx) => {
        const done: Array<{ release: ReleaseRow; failure: ReleaseFailure | null }> = [];
        for (const release of await repo.claimDue(tx, at)) {
          const actor: Actor = { id: release.authorId, email: release.authorEmail ?? 'scheduler', ip: null };
          done.push({ release, failure: await attempt(tx, release, actor, at) });
        }
        return done;
      });
      if (outcomes.length === 0) return 0;
      await cache.invalidate();
      await told(outcomes.flatMap(({ release, failure }) => (failure ? [{ release, failure }] : [])));
      return outcomes.length;
    },
  };
}
export type Releases = ReturnType<typeof createReleases>;
