import type { Db } from '../db/client';
import { bumpCounter, readCounters } from '../db/meta.repository';
import type { ChangeCounts } from './bus';

/** Keys of app_meta holding a bus topic's change count (no LIKE wildcard in it). */
const PREFIX = 'changes:';

/**
 * The bus's change counts in the database every instance shares (app_meta rows
 * `changes:<topic>`): one row per topic, read in one short query by an instance polling them.
 */
export function createChangeCounts(db: Db): ChangeCounts {
  return {
    bump: (topic) => bumpCounter(db, PREFIX + topic),
    read: () => readCounters(db, PREFIX),
  };
}
