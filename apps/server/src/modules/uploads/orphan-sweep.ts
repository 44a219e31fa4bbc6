import type { Db } from '#server/db/client';
import { claimPeriodic } from '#server/db/meta.repository';
import type { Log } from '#server/lib/logger';
import { orphansRemoved } from '#server/lib/metrics';
import type { Storage, StoredObject } from '#server/lib/storage';
import { createUploadsRepository } from './uploads.repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Where files belong to a row: uploads/ (a media row), gifts/ (an event's gift row) and
 * renditions/ (made from a media row's original). seed/ is left alone: the demo seed writes its
 * originals under fixed names and puts them back if a start stopped halfway.
 */
const SWEPT_FOLDERS = ['uploads/', 'gifts/', 'renditions/'] as const;

/** renditions/<original key>.<width>.<format> → the original's key. */
const originalOf = (renditionKey: string) => /^renditions\/(.+)\.\d+\.[a-z0-9]+$/.exec(renditionKey)?.[1];

export interface SweepResult {
  removed: number;
  bytes: number;
  /** The first few keys removed, for the log line. */
  sample: string[];
}

/**
 * Removes the stored files that no row names (an upload whose request died between the file and
 * its row, a half-written file) once they are older than `minAgeMs`, so that a file written just
 * before its row is never taken. Storage is listed before the rows are read: a file listed
 * without a row then has none.
 */
export async function sweepOrphans(
  db: Db,
  storage: Storage,
  { now = new Date(), minAgeMs = HOUR_MS }: { now?: Date; minAgeMs?: number } = {},
): Promise<SweepResult> {
  const before = now.getTime() - minAgeMs;
  const candidates: StoredObject[] = [];
  for (const folder of SWEPT_FOLDERS) {
    for await (const object of storage.list(folder)) {
      if (object.modified.getTime() < before) candidates.push(object);
    }
  }
  const result: SweepResult = { removed: 0, bytes: 0, sample: [] };
  if (candidates.length === 0) return result;
  const live = await createUploadsRepository(db).storedKeys();
  for (const object of candidates) {
    const owner = object.key.startsWith('renditions/') ? originalOf(object.key) : object.key;
    if (owner && live.has(owner)) continue;
    await storage.delete(object.key);
    result.removed += 1;
    result.bytes += object.size;
    if (result.sample.length < 10) result.sample.push(object.key);
  }
  return result;
}

const CLAIM_KEY = 'orphan_sweep_claimed';

/** The hourly sweep, on one instance at a time; logged and counted (atrium_orphan_files_removed_total). */
export function startOrphanSweep(db: Db, storage: Storage, log: Log, intervalMs = HOUR_MS) {
  let running: Promise<unknown> | null = null;
  const tick = (): Promise<unknown> => {
    if (running) return running;
    running = (async () => {
      // One instance an hour: the others find this hour's sweep claimed.
      if (!(await claimPeriodic(db, CLAIM_KEY, intervalMs))) return;
      const { removed, bytes, sample } = await sweepOrphans(db, storage);
      if (removed === 0) return;
      orphansRemoved.inc(removed);
      log.info({ removed, bytes, sample }, 'stored files without a row removed');
    })()
      .catch((error: unknown) => log.warn({ err: error }, 'sweeping stored files without a row failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    /** One sweep now, as the timer runs it (claimed first): done when the promise is. */
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
