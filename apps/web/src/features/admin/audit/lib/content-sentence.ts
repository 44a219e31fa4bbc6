import type { TFunction } from '#web/lib/i18n/translator';
import type { z } from 'zod';
import type { auditEntrySchema } from '@atrium/shared/api/admin';
import { contentType } from '@atrium/shared/content/registry';

export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The editorial engine's audit actions (content.service), each with its sentence key. */
const SENTENCES: Record<string, string> = {
  'content.create': 'create',
  'content.save': 'save',
  'content.publish': 'publish',
  'content.schedule': 'schedule',
  'content.unpublish': 'unpublish',
  'content.schedule-unpublish': 'scheduleUnpublish',
  'content.delete': 'delete',
  'content.restore': 'restore',
  'content.schedule-failed': 'scheduleFailed',
  'content.unschedule': 'unschedule',
};

/** The details a content sentence already says; anything else still shows beside it. */
export const SENTENCE_DETAILS = new Set(['title', 'scheduled', 'at', 'rev', 'count', 'code', 'release']);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A content action as a sentence in the admin's language ('admin@example.org published the main
 * slide “Faith, remembered”'), or null for any other action. Singletons (visit information, site
 * information) and untitled items are named by their type alone. `venueTime` formats the
 * scheduled time (details.at). An item a release put live names the release.
 */
export function contentSentence(entry: AuditEntry, t: TFunction, venueTime: (iso: string) => string): string | null {
  const details = entry.details ?? {};
  const actor = entry.actor.email;
  const type = entry.targetType ?? '';
  if (entry.action === 'content.order') {
    const list = t(`admin:content.types.${type}`, { defaultValue: type });
    return t('admin:audit.content.order', { actor, list, n: details.count ?? '?' });
  }
  let sentence = SENTENCES[entry.action];
  if (!sentence) return null;
  if (details.scheduled === true && (sentence === 'publish' || sentence === 'unpublish')) sentence += 'Scheduled';
  // Put live by a release (details.release, its id): the publish note is the release's title.
  const release = details.release !== undefined && sentence === 'publish';
  if (release) sentence = 'publishReleased';
  const title = text(details.title).trim();
  const bare = !title || contentType(type)?.singleton === true;
  return t(`admin:audit.content.${sentence}${bare ? 'Bare' : ''}`, {
    actor,
    type: t(`admin:audit.object.${type}`, { defaultValue: type }),
    title,
    at: text(details.at) ? venueTime(text(details.at)) : '',
    rev: details.rev ?? '?',
    release: release ? text(details.memo).trim() || `#${String(details.release)}` : '',
  });
}
