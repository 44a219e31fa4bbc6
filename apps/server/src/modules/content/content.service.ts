import { isDeepStrictEqual } from 'node:util';
import type { ContentType } from '@atrium/shared/content/define';
import { contentType, CONTENT_TYPES } from '@atrium/shared/content/registry';
import { itemTitle, validateData, type ContentData } from '@atrium/shared/content/validate';
import { isIdParam } from '@atrium/shared/ids';
import { LANGUAGES, type Language } from '@atrium/shared/languages';
import type { Db } from '../../db/client';
import { AppError, appError } from '../../lib/app-error';
import type { AuditedWrite } from '../../lib/audited-write';
import type { ContentCache } from '../../lib/content-cache';
import { publishes } from '../../lib/metrics';
import type { Actor, Audit } from '../audit/audit.service';
import type { ContentRepository, Entry } from './content.repository';
import { sanitizeRichText } from './content.rich-text';
import { STORES, type Store } from './content.stores';
import { fieldStates, languageStates, recordTranslations, type TranslationRecord } from './content.translations';

export const SINGLETON_KEY = '1';

/**
 * Told, inside the publishing transaction, what the public now sees of an item: its published
 * data, or null once it is taken down or deleted (the site search keeps its index with this).
 */
export type LiveListener = (tx: Db, type: string, key: string, data: ContentData | null) => Promise<void>;

interface Deps {
  db: Db;
  repo: ContentRepository;
  auditedWrite: AuditedWrite;
  audit: Audit;
  cache: ContentCache;
  now: () => Date;
}

/** The editorial engine: drafts, publishing (now or scheduled), revisions and translation state, for every declared type. */
export function createContentService({ db, repo, auditedWrite, audit, cache, now }: Deps) {
  const liveListeners: LiveListener[] = [];
  const told = async (tx: Db, type: ContentType, key: string, data: ContentData | null) => {
    for (const listener of liveListeners) await listener(tx, type.type, key, data);
  };
  const typeOf = (name: string): { type: ContentType; store: Store } => {
    const type = contentType(name);
    const store = STORES[name];
    if (!type || !store) throw appError('NOT_FOUND');
    return { type, store };
  };
  /** A singleton's key is always 1; numbered types take ids only (anything else is no item: 404). */
  const keyOf = (type: ContentType, key: string) => {
    if (type.singleton) return SINGLETON_KEY;
    if (!type.keyedBy && !isIdParam(key)) throw appError('NOT_FOUND');
    return key;
  };
  const entryOf = async (tx: Db, type: ContentType, key: string, forUpdate = false): Promise<Entry> => {
    const entry = await repo.get(tx, type.type, keyOf(type, key), forUpdate);
    if (!entry) throw appError('NOT_FOUND');
    return entry;
  };
  const event = (
    action: string,
    type: ContentType,
    key: string,
    data: ContentData,
    details: Record<string, unknown> = {},
  ) => ({
    action,
    targetType: type.type,
    targetId: key,
    details: { title: itemTitle(type, data), ...details },
  });

  /** Normalized, sanitized data, or 400 VALIDATION_FAILED naming each field. */
  async function validated(type: ContentType, data: unknown): Promise<ContentData> {
    const result = validateData(type, data);
    if (!result.ok) throw appError('VALIDATION_FAILED', { fields: result.fields });
    return sanitizeRichText(type, result.data);
  }

  /** Writes the draft to the public read model, records the revision; the caller's transaction. */
  async function publishIn(tx: Db, actor: Actor, type: ContentType, store: Store, entry: Entry, memo: string) {
    await store.write(tx, entry.key, entry.draft, entry.position);
    await told(tx, type, entry.key, entry.draft);
    publishes.inc({ type: type.type });
    const rev = await repo.addRevision(tx, {
      type: type.type,
      key: entry.key,
      data: entry.draft,
      memo,
      authorId: actor.id,
      authorEmail: actor.email,
    });
    await repo.update(tx, type.type, entry.key, {
      published: entry.draft,
      everPublished: true,
      changed: false,
      publishAt: null,
      publishMemo: '',
      updatedAt: now(),
    });
    return rev;
  }
  async function takeDownIn(tx: Db, type: ContentType, store: Store, entry: Entry) {
    await store.takeDown(tx, entry.key);
    await told(tx, type, entry.key, null);
    await repo.update(tx, type.type, entry.key, {
      published: null,
      changed: true,
      unpublishAt: null,
      updatedAt: now(),
    });
  }

  /** A scheduled publish or unpublish whose time has come. */
  async function applyDue(tx: Db, entry: Entry, actor: Actor, at: Date) {
    const { type, store } = typeOf(entry.type);
    if (entry.publishAt && entry.publishAt <= at) {
      await publishIn(tx, actor, type, store, entry, entry.publishMemo);
      await audit.recordAs(actor, event('content.publish', type, entry.key, entry.draft, { scheduled: true }), tx);
    }
    if (entry.unpublishAt && entry.unpublishAt <= at) {
      await takeDownIn(tx, type, store, entry);
      await audit.recordAs(actor, event('content.unpublish', type, entry.key, entry.draft, { scheduled: true }), tx);
    }
  }

  const view = (type: ContentType, entry: Entry) => {
    const fields = fieldStates(type, entry.draft, entry.translations as TranslationRecord);
    return { entry, fields, languages: languageStates(fields) };
  };

  return {
    types: () => CONTENT_TYPES,

    /** Registers a listener told of every change to what is live (see LiveListener). */
    onLive(listener: LiveListener) {
      liveListeners.push(listener);
    },

    /** Every published item's live data, by type (a listener's full rebuild). */
    async live(): Promise<Array<{ type: string; key: string; data: ContentData }>> {
      return (await repo.all(db)).flatMap((e) =>
        e.published ? [{ type: e.type, key: e.key, data: e.published }] : [],
      );
    },

    /** Entries for items published before the engine (or by the demo seed): they start as published. */
    async adoptLive(): Promise<number> {
      let adopted = 0;
      for (const type of CONTENT_TYPES) {
        const store = STORES[type.type]!;
        const known = await repo.keys(db, type.type);
        const live = (await store.readLive(db)).map((row) => ({ row, isLive: true }));
        // Rows kept hidden before the engine (an event staff had not made public) become drafts.
        const hidden = ((await store.readHidden?.(db)) ?? []).map((row) => ({ row, isLive: false }));
        for (const { row, isLive } of [...live, ...hidden]) {
          if (known.has(row.key)) continue;
          const picked = Object.fromEntries(Object.keys(type.fields).map((f) => [f, row.data[f]]));
          const parsed = validateData(type, picked);
          const data = parsed.ok ? parsed.data : picked;
          await repo.insert(db, {
            type: type.type,
            key: row.key,
            position: row.position,
            draft: data,
            published: isLive ? data : null,
            everPublished: isLive,
            changed: !isLive,
            translations: recordTranslations(type, null, data, {}),
          });
          adopted += 1;
        }
      }
      return adopted;
    },

    /**
     * Demo content (db/seed/data): each item validated like the admin's input and published as
     * revision 1, in the given order; returns the items' keys (new ones, or `givenKeys` where an
     * item's key is fixed, as a quiz's is its episode's).
     */
    async seed(
      name: string,
      items: unknown[],
      givenKeys?: readonly string[],
      memo = 'Demo content',
    ): Promise<string[]> {
      const { type, store } = typeOf(name);
      const actor: Actor = { id: null, email: 'demo', ip: null };
      const keys: string[] = [];
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        let position = (await repo.lastPosition(tx, type.type)) + 1;
        for (const [i, input] of items.entries()) {
          const data = await validated(type, input);
          const key = type.singleton
            ? SINGLETON_KEY
            : type.keyedBy
              ? String(data[type.keyedBy])
              : (givenKeys?.[i] ?? (await store.newKey(tx)));
          const draft = store.prepare ? await store.prepare(tx, key, data, null) : data;
          await repo.insert(tx, {
            type: type.type,
            key,
            position,
            draft,
            translations: recordTranslations(type, null, data, {}),
            updatedByEmail: actor.email,
            updatedAt: now(),
          });
          const entry = await entryOf(tx, type, key);
          await publishIn(tx, actor, type, store, entry, memo);
          keys.push(key);
          position += 1;
        }
      });
      await cache.invalidate();
      return keys;
    },

    async list(name: string) {
      const { type } = typeOf(name);
      return (await repo.list(db, type.type)).map((entry) => ({ type, ...view(type, entry) }));
    },

    async get(name: string, key: string) {
      const { type } = typeOf(name);
      return { type, ...view(type, await entryOf(db, type, key)) };
    },

    async create(actor: Actor, name: string, input: unknown): Promise<string> {
      const { type, store } = typeOf(name);
      if (!type.creatable) throw appError('BAD_REQUEST');
      const data = await validated(type, input);
      return auditedWrite(
        actor,
        (key: string) => event('content.create', type, key, data),
        async (tx) => {
          const key = type.keyedBy ? String(data[type.keyedBy]) : await store.newKey(tx);
          if (await repo.get(tx, type.type, key))
            throw appError('VALIDATION_FAILED', { fields: { [type.keyedBy ?? 'id']: 'TAKEN' } });
          await repo.insert(tx, {
            type: type.type,
            key,
            position: (await repo.lastPosition(tx, type.type)) + 1,
            draft: store.prepare ? await store.prepare(tx, key, data, null) : data,
            translations: recordTranslations(type, null, data, {}),
            updatedByEmail: actor.email,
            updatedAt: now(),
          });
          return key;
        },
      );
    },

    async save(actor: Actor, name: string, key: string, input: unknown, confirmed: string[] = []) {
      const { type, store } = typeOf(name);
      const valid = await validated(type, input);
      await auditedWrite(actor, event('content.save', type, keyOf(type, key), valid), async (tx) => {
        const entry = await repo.get(tx, type.type, keyOf(type, key), true);
        if (!entry && !type.singleton) throw appError('NOT_FOUND');
        if (entry && type.keyedBy && valid[type.keyedBy] !== entry.key)
          throw appError('VALIDATION_FAILED', { fields: { [type.keyedBy]: 'INVALID' } });
        const data = entry && store.prepare ? await store.prepare(tx, entry.key, valid, entry.draft) : valid;
        const translations = recordTranslations(
          type,
          entry?.draft ?? null,
          data,
          (entry?.translations ?? {}) as TranslationRecord,
          confirmed,
        );
        if (!entry) {
          await repo.insert(tx, {
            type: type.type,
            key: SINGLETON_KEY,
            draft: data,
            translations,
            updatedByEmail: actor.email,
          });
          return;
        }
        await repo.update(tx, type.type, entry.key, {
          draft: data,
          changed: !isDeepStrictEqual(data, entry.published),
          translations,
          updatedByEmail: actor.email,
          updatedAt: now(),
        });
      });
    },

    /** Publishes the draft now, or schedules it for `at` (a time to come). */
    async publish(actor: Actor, name: string, key: string, memo: string, at?: Date) {
      const { type, store } = typeOf(name);
      if (at && at.getTime() > now().getTime()) {
        await auditedWrite(
          actor,
          (e: Entry) => event('content.schedule', type, e.key, e.draft, { at: at.toISOString() }),
          async (tx) => {
            const entry = await entryOf(tx, type, key, true);
            await repo.update(tx, type.type, entry.key, {
              publishAt: at,
              publishMemo: memo,
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
          await publishIn(tx, actor, type, store, entry, memo);
          return entry;
        },
      );
    },

    async unpublish(actor: Actor, name: string, key: string, at?: Date) {
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
          if (scheduled) {
            await repo.update(tx, type.type, entry.key, {
              unpublishAt: at,
              scheduledById: actor.id,
              scheduledByEmail: actor.email,
            });
          } else {
            if (!entry.published && !entry.publishAt) throw appError('NOTHING_TO_PUBLISH');
            await repo.update(tx, type.type, entry.key, { publishAt: null });
            if (entry.published) await takeDownIn(tx, type, store, entry);
          }
          return entry;
        },
      );
    },

    /** Calls off a scheduled publish and a scheduled withdrawal; what is live stays as it is. */
    async cancelSchedule(actor: Actor, name: string, key: string) {
      const { type } = typeOf(name);
      await auditedWrite(
        actor,
        (e: Entry) => event('content.unschedule', type, e.key, e.draft),
        async (tx) => {
          const entry = await entryOf(tx, type, key, true);
          if (!entry.publishAt && !entry.unpublishAt) throw appError('NOTHING_SCHEDULED');
          await repo.update(tx, type.type, entry.key, {
            publishAt: null,
            unpublishAt: null,
            scheduledById: null,
            scheduledByEmail: null,
          });
          return entry;
        },
      );
    },

    async remove(actor: Actor, name: string, key: string) {
      const { type, store } = typeOf(name);
      if (!type.creatable) throw appError('BAD_REQUEST');
      await auditedWrite(
        actor,
        (e: Entry) => event('content.delete', type, e.key, e.draft),
        async (tx) => {
          const entry = await entryOf(tx, type, key, true);
          await store.destroy(tx, entry.key);
          await told(tx, type, entry.key, null);
          await repo.remove(tx, type.type, entry.key);
          return entry;
        },
      );
    },

    /** Sets the order of an ordered type: the keys of all its items, first to last; public at once. */
    async order(actor: Actor, name: string, keys: string[]) {
      const { type, store } = typeOf(name);
      if (!type.ordered) throw appError('BAD_REQUEST');
      await auditedWrite(
        actor,
        { action: 'content.order', targetType: type.type, details: { count: keys.length } },
        async (tx) => {
          const known = await repo.keys(tx, type.type);
          if (keys.length !== known.size || new Set(keys).size !== keys.length || keys.some((k) => !known.has(k)))
            throw appError('VALIDATION_FAILED', { fields: { ids: 'INVALID' } });
          await repo.setPositions(tx, type.type, keys);
          await store.reorder?.(tx, keys);
        },
      );
    },

    async revisions(name: string, key: string) {
      const { type } = typeOf(name);
      const entry = await entryOf(db, type, key);
      return repo.revisions(db, type.type, entry.key);
    },

    async revision(name: string, key: string, rev: number) {
      const { type } = typeOf(name);
      const entry = await entryOf(db, type, key);
      const revision = await repo.revision(db, type.type, entry.key, rev);
      if (!revision) throw appError('NOT_FOUND');
      return revision;
    },

    /** The revision's data becomes the draft (published again only when staff publish). */
    async restore(actor: Actor, name: string, key: string, rev: number) {
      const { type } = typeOf(name);
      await auditedWrite(
        actor,
        (e: Entry) => event('content.restore', type, e.key, e.draft, { rev }),
        async (tx) => {
          const entry = await entryOf(tx, type, key, true);
          const revision = await repo.revision(tx, type.type, entry.key, rev);
          if (!revision) throw appError('NOT_FOUND');
          const parsed = validateData(type, revision.data);
          const data = parsed.ok ? parsed.data : revision.data;
          await repo.update(tx, type.type, entry.key, {
            draft: data,
            changed: !isDeepStrictEqual(data, entry.published),
            translations: recordTranslations(type, entry.draft, data, entry.translations as TranslationRecord),
            updatedByEmail: actor.email,
            updatedAt: now(),
          });
          return { ...entry, draft: data };
        },
      );
    },

    /** Every entry with its type, for the dashboard's lists. */
    async everything() {
      return (await repo.all(db)).flatMap((entry) => {
        const type = contentType(entry.type);
        return type ? [{ type, entry }] : [];
      });
    },

    /** Per type and language: items, and how many have a missing or stale translation. */
    async coverage() {
      const entries = await repo.all(db);
      const rows = new Map<string, { type: string; lang: Language; total: number; missing: number; stale: number }>();
      for (const type of CONTENT_TYPES)
        for (const lang of LANGUAGES)
          rows.set(`${type.type} ${lang}`, { type: type.type, lang, total: 0, missing: 0, stale: 0 });
      for (const entry of entries) {
        const type = contentType(entry.type);
        if (!type) continue;
        const states = languageStates(fieldStates(type, entry.draft, entry.translations as TranslationRecord));
        for (const lang of LANGUAGES) {
          const row = rows.get(`${type.type} ${lang}`)!;
          row.total += 1;
          if (states[lang] === 'missing') row.missing += 1;
          if (states[lang] === 'stale') row.stale += 1;
        }
      }
      return [...rows.values()];
    },

    /** Publishes and takes down what is due; each item once, whichever instance claims it. */
    async runDue(): Promise<number> {
      const at = now();
      const done = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const due = await repo.claimDue(tx, at);
        for (const entry of due) {
          const actor: Actor = { id: entry.scheduledById, email: entry.scheduledByEmail ?? 'scheduler', ip: null };
          try {
            // Each item in its own savepoint: one that cannot go live does not hold up the others.
            await tx.transaction(async (s) => applyDue(s as unknown as Db, entry, actor, at));
          } catch (error) {
            const { type } = typeOf(entry.type);
            const code = error instanceof AppError ? error.code : 'INTERNAL_ERROR';
            await repo.update(tx, entry.type, entry.key, { publishAt: null, unpublishAt: null });
            await audit.recordAs(actor, event('content.schedule-failed', type, entry.key, entry.draft, { code }), tx);
          }
        }
        return due.length;
      });
      if (done) await cache.invalidate();
      return done;
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
