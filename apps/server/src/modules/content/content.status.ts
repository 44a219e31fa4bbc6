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

/**
 * Staff have a change the public has not seen yet: a draft newer than the live version, or a
 * publish or withdrawal set for later. The spec's old admin calls refuse what would override it.
 */
export const hasPendingChange = (
  entry: Pick<Entry, 'published' | 'everPublished' | 'changed' | 'publishAt' | 'unpublishAt'>,
): boolean => ['scheduled', 'changed'].includes(statusOf(entry));
