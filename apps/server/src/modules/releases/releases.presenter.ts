import type { PublishWarnings } from '@atrium/shared/api/content-admin';
import type { Release } from '@atrium/shared/api/releases';
import type { ContentType } from '@atrium/shared/content/define';
import { itemTitle } from '@atrium/shared/content/validate';
import type { Language } from '@atrium/shared/languages';
import { idOf } from '../content/content.presenter';
import type { Entry } from '../content/content.repository';
import { statusOf } from '../content/content.status';
import type { ReleaseRow } from './releases.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A release as lists show it (GET /api/admin/releases). */
export const presentReleaseSummary = (release: ReleaseRow & { itemCount: number }) => ({
  id: release.id,
  title: release.title,
  at: iso(release.at),
  status: release.status,
  failure: release.failure,
  author: release.authorEmail,
  createdAt: release.createdAt.toISOString(),
  itemCount: release.itemCount,
});

/** A release with its items as they are now, each with what to know before it goes live. */
export function presentRelease(
  release: ReleaseRow,
  items: Array<{ type: ContentType; entry: Entry; warnings: PublishWarnings }>,
  lang: Language,
): Release {
  return {
    id: release.id,
    title: release.title,
    at: iso(release.at),
    status: release.status,
    items: items.map(({ type, entry, warnings }) => ({
      type: type.type,
      id: idOf(type, entry.key),
      title: itemTitle(type, entry.draft, lang),
      status: statusOf(entry),
      warnings,
    })),
    failure: release.failure,
    author: release.authorEmail,
    createdAt: release.createdAt.toISOString(),
  };
}

/** A failed release as the dashboard lists it. */
export const presentFailedRelease = (release: ReleaseRow) =>
  release.failure ? [{ id: release.id, title: release.title, at: iso(release.at), failure: release.failure }] : [];
