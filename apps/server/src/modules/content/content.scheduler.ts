import type { Log } from '#server/lib/logger';
import type { ContentService } from './content.service';

/** How often due publishes are looked for: "within a minute" with room to spare. */
const SCHEDULE_INTERVAL_MS = 15_000;

/**
 * Runs scheduled publishing: the state is in the database (it survives restarts) and each due item
 * is claimed with FOR UPDATE SKIP LOCKED, so it runs once however many instances poll.
 */
export function startContentScheduler(content: ContentService, log: Log, intervalMs = SCHEDULE_INTERVAL_MS) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = content
      .runDue()
      .then((n) => n && log.info({ published: n }, 'scheduled content changes applied'))
      .catch((error: unknown) => log.error({ err: error }, 'scheduled publishing failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** How often old drafts are thinned (docs/spec/decisions.md §15): the work is small, once an hour does. */
const THINNING_INTERVAL_MS = 60 * 60 * 1000;

/** Thins saved drafts older than 30 days to the last of each venue day, once an hour. */
export function startDraftThinning(content: ContentService, log: Log, timeZone: string) {
  const thin = () =>
    content
      .thinDrafts(timeZone)
      .then((n) => n && log.info({ thinned: n }, 'old draft revisions thinned'))
      .catch((error: unknown) => log.warn({ err: error }, 'thinning old drafts failed'));
  const timer = setInterval(thin, THINNING_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
