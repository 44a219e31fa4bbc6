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
