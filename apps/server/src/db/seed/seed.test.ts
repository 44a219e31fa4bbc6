import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { loadConfig } from '#server/config';
import { openTestDatabase } from '#server/test/database';
import type { Database } from '../client';
import { runDemoSeed, type SeedContext, type SeedStep } from './index';
import { createDiskStorage } from '#server/lib/storage';

const log = pino({ level: 'silent' });
const storage = createDiskStorage('/tmp/atrium-seed-test');
const config = (seed: boolean) => loadConfig({ SEED_DEMO: String(seed) });
/** The steps here are stand-ins: none of them writes through the editorial engine. */
const content = {} as SeedContext['content'];

describe('demo seed', () => {
  let database: Database;
  let calls: string[];
  const step = (name: string): SeedStep => ({ name, run: async () => void calls.push(name) });
  beforeEach(async () => {
    database = await openTestDatabase();
    calls = [];
  });
  afterEach(() => database.close());

  it('fills an empty database once, and adds a later release step once', async () => {
    const ctx = { db: database.db, config: config(true), log, storage, content };
    await runDemoSeed(ctx, [step('slides'), step('news')]);
    await runDemoSeed(ctx, [step('slides'), step('news')]);
    expect(calls).toEqual(['slides', 'news']);
    await runDemoSeed(ctx, [step('slides'), step('news'), step('events')]);
    expect(calls).toEqual(['slides', 'news', 'events']);
  });

  it('never seeds a database first started without SEED_DEMO, even if it is switched on later', async () => {
    await runDemoSeed({ db: database.db, config: config(false), log, storage, content }, [step('slides')]);
    await runDemoSeed({ db: database.db, config: config(true), log, storage, content }, [step('slides')]);
    expect(calls).toEqual([]);
  });
});
