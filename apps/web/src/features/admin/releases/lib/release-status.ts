import type { ReleaseStatus } from '@atrium/shared/api/content-admin';

/** Items can be added or removed while a release has not gone live: open, or failed (to fix and publish again). */
export const canChangeItems = (status: ReleaseStatus) => status === 'open' || status === 'failed';

/** A release can be published (now or at a time) until it has gone live; a scheduled one can be moved or brought forward. */
export const canPublish = (status: ReleaseStatus) => status !== 'published';

/** A release is deleted only while not published (docs/spec/decisions.md §15). */
export const canDelete = (status: ReleaseStatus) => status !== 'published';
