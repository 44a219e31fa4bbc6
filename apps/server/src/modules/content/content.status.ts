import type { ContentStatus } from '@atrium/shared/api/content-admin';
import type { Entry } from './content.repository';

/** draft (never public), published, changed (public with a newer draft), scheduled, unpublished. */
export function statusOf(
  entry: Pick<Entry, 'published' | 'everPublished' | 'changed' | 'publishAt' | 'unpublishAt'>,
): ContentStatus {
  if (entry.publishAt || entry.unpublishAt) return 'scheduled';
  if (entry.published) return entry.changed ? 'changed' : 'published';
  return entry.everPublished ? 'unpublished' : 'draft';
}
