import type { Propagation } from '@atrium/shared/api/propagation';
import { showNotice } from '#web/components/notice/notice-store';

/**
 * The notice after a change made live now: `doneKey`, or, while the site's other server instances
 * catch up by polling (Redis unreachable), that visitors may see the previous version for a few
 * seconds (docs/decisions/032-bounded-staleness-and-stale-pages.md).
 */
export function noticePublished(doneKey: string, propagation: Propagation | undefined): void {
  if (propagation === 'polling') showNotice('admin:propagation.polling', 'info');
  else showNotice(doneKey, 'success');
}
