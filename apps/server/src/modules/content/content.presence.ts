import { PRESENCE_TTL_SECONDS, type EditorPresence } from '@atrium/shared/api/content-admin';
import type { Actor } from '../audit/audit.service';
import type { Engine } from './content.engine';

/** A day: a heartbeat older than this is forgotten (a browser closed without a word). */
const FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Who else has an item open in an editor (docs/spec/decisions.md §15): each open editor beats
 * every 20 s; anyone heard from within PRESENCE_TTL_SECONDS is "editing this". No lock: the
 * versions keep two editors from losing each other's work, this only tells them.
 */
export function createPresence(engine: Engine) {
  const { db, repo, now, typeOf, entryOf } = engine;
  const fresh = () => new Date(now().getTime() - PRESENCE_TTL_SECONDS * 1000);
  const present = (rows: Array<{ id: number; name: string; since: Date }>): EditorPresence[] =>
    rows.map((r) => ({ id: r.id, name: r.name, since: r.since.toISOString() }));

  return {
    /** The actor's heartbeat on an item's editor; answers the others editing it. */
    async presence(actor: Actor, name: string, key: string): Promise<EditorPresence[]> {
      const { type } = typeOf(name);
      const entry = await entryOf(db, type, key);
      if (actor.id === null) return [];
      await repo.heartbeat(db, type.type, entry.key, actor.id, now(), PRESENCE_TTL_SECONDS);
      await repo.forgetPresence(db, new Date(now().getTime() - FORGOTTEN_AFTER_MS));
      return present(await repo.editors(db, type.type, fresh(), actor.id, entry.key));
    },

    /** Per item of a type, the staff other than `viewerId` editing it now. */
    async editorsOf(name: string, viewerId: number | null): Promise<Map<string, EditorPresence[]>> {
      const { type } = typeOf(name);
      const byKey = new Map<string, EditorPresence[]>();
      for (const row of await repo.editors(db, type.type, fresh(), viewerId)) {
        byKey.set(row.key, [...(byKey.get(row.key) ?? []), ...present([row])]);
      }
      return byKey;
    },
  };
}
