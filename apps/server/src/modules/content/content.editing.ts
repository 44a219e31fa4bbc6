import { isDeepStrictEqual } from 'node:util';
import { appError } from '#server/lib/app-error';
import type { Actor } from '../audit/audit.service';
import { SINGLETON_KEY, type Engine } from './content.engine';
import type { Entry } from './content.repository';
import { recordTranslations } from './content.translations';

/** Staff's drafts: reading, creating, saving, deleting and ordering items. */
export function createEditing(engine: Engine) {
  const { db, repo, auditedWrite, now, told, typeOf, keyOf, entryOf, event, validated, prepared, view } = engine;
  const { assertVersion, keepRevision } = engine;
  return {
    async list(name: string) {
      const { type } = typeOf(name);
      return (await repo.list(db, type.type)).map((entry) => ({ type, ...view(type, entry) }));
    },

    /** The version of an ordered type's order: the list's ETag. */
    orderVersion: (name: string) => repo.orderVersion(db, typeOf(name).type.type),

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
          const draft = await prepared(tx, store, key, data, null);
          await repo.insert(tx, {
            type: type.type,
            key,
            position: (await repo.lastPosition(tx, type.type)) + 1,
            draft,
            translations: recordTranslations(type, null, data, {}),
            updatedByEmail: actor.email,
            updatedAt: now(),
          });
          // Every saved draft is kept (docs/spec/decisions.md §15), the first one too.
          await keepRevision(tx, actor, type, key, draft, 'draft');
          return key;
        },
      );
    },

    /**
     * Saves the draft of the version the editor had (`expected`, from If-Match): a draft saved
     * meanwhile by someone else is a 409 EDIT_CONFLICT, never overwritten. Every save is kept.
     */
    async save(
      actor: Actor,
      name: string,
      key: string,
      input: unknown,
      confirmed: string[] = [],
      expected?: number | null,
    ) {
      const { type, store } = typeOf(name);
      const valid = await validated(type, input);
      await auditedWrite(actor, event('content.save', type, keyOf(type, key), valid), async (tx) => {
        const entry = await repo.get(tx, type.type, keyOf(type, key), true);
        if (!entry && !type.singleton) throw appError('NOT_FOUND');
        // A singleton saved for the first time has no version to name yet.
        if (entry) assertVersion(entry, expected);
        if (entry && type.keyedBy && valid[type.keyedBy] !== entry.key)
          throw appError('VALIDATION_FAILED', { fields: { [type.keyedBy]: 'INVALID' } });
        const data = entry ? await prepared(tx, store, entry.key, valid, entry.draft) : valid;
        const translations = recordTranslations(type, entry?.draft ?? null, data, entry?.translations ?? {}, confirmed);
        if (!entry) {
          await repo.insert(tx, {
            type: type.type,
            key: SINGLETON_KEY,
            draft: data,
            translations,
            updatedByEmail: actor.email,
          });
        } else {
          await repo.update(tx, type.type, entry.key, {
            draft: data,
            changed: !isDeepStrictEqual(data, entry.published),
            translations,
            updatedByEmail: actor.email,
            updatedAt: now(),
          });
        }
        await keepRevision(tx, actor, type, entry?.key ?? SINGLETON_KEY, data, 'draft');
      });
    },

    async remove(actor: Actor, name: string, key: string, expected?: number | null) {
      const { type, store } = typeOf(name);
      if (!type.creatable) throw appError('BAD_REQUEST');
      await auditedWrite(
        actor,
        (e: Entry) => event('content.delete', type, e.key, e.draft),
        async (tx) => {
          const entry = await entryOf(tx, type, key, true);
          assertVersion(entry, expected);
          await store.destroy(tx, entry.key);
          await told(tx, type, entry.key, null);
          await repo.remove(tx, type.type, entry.key);
          return entry;
        },
      );
    },

    /**
     * Sets the order of an ordered type: the keys of all its items, first to last; public at once.
     * `expected`: the order's version the list showed (If-Match), or 409 with the version now.
     */
    async order(actor: Actor, name: string, keys: string[], expected: number | null) {
      const { type, store } = typeOf(name);
      if (!type.ordered) throw appError('BAD_REQUEST');
      await auditedWrite(
        actor,
        { action: 'content.order', targetType: type.type, details: { count: keys.length } },
        async (tx) => {
          const version = await repo.lockOrder(tx, type.type);
          if (expected === null) throw appError('PRECONDITION_REQUIRED');
          if (expected !== version) {
            throw appError('EDIT_CONFLICT', {
              current: { version, updatedAt: now().toISOString(), author: null },
            });
          }
          const known = await repo.keys(tx, type.type);
          if (keys.length !== known.size || new Set(keys).size !== keys.length || keys.some((k) => !known.has(k)))
            throw appError('VALIDATION_FAILED', { fields: { ids: 'INVALID' } });
          await repo.setPositions(tx, type.type, keys);
          await store.reorder?.(tx, keys);
          await repo.bumpOrder(tx, type.type);
        },
      );
    },
  };
}
