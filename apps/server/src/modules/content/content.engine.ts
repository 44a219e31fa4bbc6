import { isDeepStrictEqual } from 'node:util';
import type { RevisionKind } from '@atrium/shared/api/content-admin';
import type { ContentType } from '@atrium/shared/content/define';
import { contentType } from '@atrium/shared/content/registry';
import { relationValues } from '@atrium/shared/content/relations';
import { itemTitle, validateData, type ContentData } from '@atrium/shared/content/validate';
import { isIdParam } from '@atrium/shared/ids';
import type { Db } from '#server/db/client';
import { appError } from '#server/lib/app-error';
import type { AuditedWrite } from '#server/lib/audited-write';
import type { ContentCache } from '#server/lib/content-cache';
import { publishes } from '#server/lib/metrics';
import type { Actor, Audit } from '../audit/audit.service';
import { STORES, type Store } from './content-stores.repository';
import type { ContentRepository, Entry } from './content.repository';
import { sanitizeRichText } from './content.rich-text';
import { fieldStates, languageStates } from './content.translations';

export const SINGLETON_KEY = '1';

/**
 * Told, inside the publishing transaction, what the public now sees of an item: its published
 * data, or null once it is taken down or deleted (the site search keeps its index with this).
 */
export type LiveListener = (tx: Db, type: string, key: string, data: ContentData | null) => Promise<void>;

export interface ContentDeps {
  db: Db;
  repo: ContentRepository;
  auditedWrite: AuditedWrite;
  audit: Audit;
  cache: ContentCache;
  now: () => Date;
}

/**
 * What every part of the editorial engine shares: finding a type, its store and an item, checking
 * input, and the two steps that change what is live (publish, take down).
 */
export function createEngine(deps: ContentDeps) {
  const { repo, now } = deps;
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

  /**
   * The version a write names in If-Match (docs/spec/decisions.md §15): the item's own, or 409
   * EDIT_CONFLICT with what it is now; null (none named) is 428. `undefined`: not checked (the
   * spec's old admin calls, which check it only when sent).
   */
  function assertVersion(entry: Entry, expected: number | null | undefined): void {
    if (expected === undefined) return;
    if (expected === null) throw appError('PRECONDITION_REQUIRED');
    if (expected !== entry.version) {
      throw appError('EDIT_CONFLICT', {
        current: { version: entry.version, updatedAt: entry.updatedAt.toISOString(), author: entry.updatedByEmail },
      });
    }
  }

  /**
   * Keeps `data` among the revisions as a draft (`kind`) unless the newest revision is already
   * it: what a restore or a schedule is about to replace or publish is never only in the draft.
   */
  async function keepRevision(
    tx: Db,
    actor: Actor,
    type: ContentType,
    key: string,
    data: ContentData,
    kind: RevisionKind,
    memo = '',
  ): Promise<number> {
    if (kind === 'draft') {
      const newest = await repo.newestRevision(tx, type.type, key);
      if (newest && isDeepStrictEqual(newest.data, data)) return newest.rev;
    }
    return repo.addRevision(tx, {
      type: type.type,
      key,
      data,
      memo,
      kind,
      authorId: actor.id,
      authorEmail: actor.email,
    });
  }

  /** Normalized, sanitized data, or 400 VALIDATION_FAILED naming each field. */
  async function validated(type: ContentType, data: unknown): Promise<ContentData> {
    const result = validateData(type, data);
    if (!result.ok) throw appError('VALIDATION_FAILED', { fields: result.fields });
    return sanitizeRichText(type, result.data);
  }

  /** The data as the item's draft: completed by its store where the store does (Store.prepare). */
  async function prepared(tx: Db, store: Store, key: string, data: ContentData, before: ContentData | null) {
    return store.prepare ? store.prepare(tx, key, data, before) : data;
  }

  /** Writes `data` to the public read model and records it as a revision; the caller's transaction. */
  async function writeLive(
    tx: Db,
    actor: Actor,
    type: ContentType,
    store: Store,
    entry: Entry,
    data: ContentData,
    memo: string,
  ) {
    await store.write(tx, entry.key, data, entry.position);
    await told(tx, type, entry.key, data);
    publishes.inc({ type: type.type });
    return repo.addRevision(tx, {
      type: type.type,
      key: entry.key,
      data,
      memo,
      kind: 'published',
      authorId: actor.id,
      authorEmail: actor.email,
    });
  }
  /** Takes the item off the public read model; the caller's transaction. */
  async function removeLive(tx: Db, type: ContentType, store: Store, key: string) {
    await store.takeDown(tx, key);
    await told(tx, type, key, null);
  }

  /**
   * What publishing checks of the data about to go live, in the publishing transaction: the
   * type's validation (a draft kept from before a rule, or changed outside the admin, may break
   * it) and every relation pointing at an item that is public, or went live earlier in the same
   * transaction (an exhibition published before its artworks). 400 VALIDATION_FAILED otherwise.
   */
  async function assertPublishable(tx: Db, type: ContentType, data: ContentData) {
    const result = validateData(type, data);
    if (!result.ok) throw appError('VALIDATION_FAILED', { fields: result.fields });
    const fields: Record<string, string> = {};
    for (const relation of relationValues(type, result.data))
      if (!(await repo.isLive(tx, relation.to, relation.value, relation.by))) fields[relation.path] = 'NOT_PUBLIC';
    if (Object.keys(fields).length > 0) throw appError('VALIDATION_FAILED', { fields });
  }

  /**
   * Writes `data` (the draft, unless a scheduled publish names the revision it saw) to the public
   * read model and records the revision, once it passes assertPublishable; the caller's transaction.
   */
  async function publishIn(
    tx: Db,
    actor: Actor,
    type: ContentType,
    store: Store,
    entry: Entry,
    memo: string,
    data: ContentData = entry.draft,
  ) {
    await assertPublishable(tx, type, data);
    const rev = await writeLive(tx, actor, type, store, entry, data, memo);
    await repo.update(tx, type.type, entry.key, {
      published: data,
      everPublished: true,
      changed: !isDeepStrictEqual(entry.draft, data),
      publishAt: null,
      publishMemo: '',
      publishRev: null,
      scheduleFailure: null,
      updatedAt: now(),
    });
    return rev;
  }
  async function takeDownIn(tx: Db, type: ContentType, store: Store, entry: Entry) {
    await removeLive(tx, type, store, entry.key);
    await repo.update(tx, type.type, entry.key, {
      published: null,
      changed: true,
      unpublishAt: null,
      updatedAt: now(),
    });
  }

  const view = (type: ContentType, entry: Entry) => {
    const fields = fieldStates(type, entry.draft, entry.translations);
    return { entry, fields, languages: languageStates(fields) };
  };

  return {
    ...deps,
    liveListeners,
    told,
    typeOf,
    keyOf,
    entryOf,
    event,
    assertVersion,
    keepRevision,
    validated,
    prepared,
    writeLive,
    removeLive,
    publishIn,
    takeDownIn,
    view,
  };
}
export type Engine = ReturnType<typeof createEngine>;
