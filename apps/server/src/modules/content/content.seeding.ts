import { CONTENT_TYPES } from '@atrium/shared/content/registry';
import { validateData, type ContentData } from '@atrium/shared/content/validate';
import type { Actor } from '../audit/audit.service';
import { STORES } from './content-stores.repository';
import { SINGLETON_KEY, type Engine } from './content.engine';
import { recordTranslations } from './content.translations';

/** Content that comes from elsewhere than staff: rows made before the engine, and the demo seed. */
export function createSeeding(engine: Engine) {
  const { db, repo, cache, now, typeOf, entryOf, validated, prepared, publishIn } = engine;
  return {
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
      await repo.transaction(db, async (tx) => {
        let position = (await repo.lastPosition(tx, type.type)) + 1;
        for (const [i, input] of items.entries()) {
          const data = await validated(type, input);
          const key = type.singleton
            ? SINGLETON_KEY
            : type.keyedBy
              ? String(data[type.keyedBy])
              : (givenKeys?.[i] ?? (await store.newKey(tx)));
          await repo.insert(tx, {
            type: type.type,
            key,
            position,
            draft: await prepared(tx, store, key, data, null),
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
  };
}
