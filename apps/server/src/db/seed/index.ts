import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client';
import type { Config } from '#server/config';
import type { Storage } from '#server/lib/storage';
import type { ContentService } from '#server/modules/content/content.service';
import { getMeta, setMeta } from '../meta.repository';

export interface SeedContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  storage: Storage;
  /** The editorial engine: demo content of its types goes in through content.seed. */
  content: ContentService;
}

/** One part of the demo content; each feature adds its own step here. */
export interface SeedStep {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

/** A step whose code and content data load only when it runs (never on an ordinary start). */
const lazyStep = (name: string, load: () => Promise<SeedStep>): SeedStep => ({
  name,
  run: async (ctx) => (await load()).run(ctx),
});

/**
 * Demo content steps, in order. The engine's types (news among them) come from the data files
 * (db/seed/data); the events step adds what is not event content (the check-in event's
 * gifts, programs and sessions) after the data files made the events.
 */
const DEMO_SEED_STEPS: SeedStep[] = [
  lazyStep('content-data', async () => (await import('./content-data')).contentDataSeed),
  lazyStep('events', async () => (await import('./events.seed')).eventsSeed),
];

const SEEDED_KEY = 'demo_seeded_steps';
const NO_DEMO = '-';

/**
 * A database that is empty at its first start gets the demo content when SEED_DEMO is on
 * (the default); a demo installation later gets the steps a new release adds, once each.
 * A database first started without SEED_DEMO never gets demo content.
 */
export async function runDemoSeed(ctx: SeedContext, steps: SeedStep[] = DEMO_SEED_STEPS): Promise<string[]> {
  const marker = await getMeta(ctx.db, SEEDED_KEY);
  if (marker === NO_DEMO || (marker === undefined && !ctx.config.seedDemo)) {
    if (marker === undefined) await setMeta(ctx.db, SEEDED_KEY, NO_DEMO);
    return [];
  }
  if (!ctx.config.seedDemo) return [];
  const done = new Set(marker?.split(',').filter(Boolean) ?? []);
  const ran: string[] = [];
  for (const step of steps) {
    if (done.has(step.name)) continue;
    const started = performance.now();
    await step.run(ctx);
    done.add(step.name);
    ran.push(step.name);
    await setMeta(ctx.db, SEEDED_KEY, [...done].join(','));
    ctx.log.info({ step: step.name, ms: Math.round(performance.now() - started) }, 'demo content seeded');
  }
  if (marker === undefined && ran.length === 0) await setMeta(ctx.db, SEEDED_KEY, '');
  return ran;
}
