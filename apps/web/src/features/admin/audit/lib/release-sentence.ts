import type { TFunction } from '#web/lib/i18n/translator';
import type { AuditEntry } from './content-sentence';

/** The release actions (releases.service), each with its sentence key. */
const SENTENCES: Record<string, string> = {
  'release.create': 'create',
  'release.add': 'add',
  'release.remove': 'remove',
  'release.delete': 'delete',
  'release.schedule': 'schedule',
  'release.publish': 'publish',
  'release.failed': 'failed',
};

/** The details a release sentence already says (a failure's code and fields: AuditTable words them). */
export const RELEASE_SENTENCE_DETAILS = new Set(['title', 'type', 'id', 'added', 'at', 'count', 'code', 'fields']);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A release action as a sentence in the admin's language ('admin@example.org added the artwork
 * #12 to the release “Spring opening”'), or null for any other action. The item a release names is
 * told by its type and id: the row keeps no title for it. `venueTime` formats details.at.
 */
export function releaseSentence(entry: AuditEntry, t: TFunction, venueTime: (iso: string) => string): string | null {
  let sentence = SENTENCES[entry.action];
  if (!sentence) return null;
  const details = entry.details ?? {};
  // Adding an item the release held already changes nothing; the row says so.
  if (sentence === 'add' && details.added === false) sentence = 'addAgain';
  const type = text(details.type);
  return t(`admin:audit.release.${sentence}`, {
    actor: entry.actor.email,
    title: text(details.title).trim() || `#${entry.targetId ?? '?'}`,
    type: t(`admin:audit.object.${type}`, { defaultValue: type }),
    id: details.id ?? '?',
    n: details.count ?? '?',
    at: text(details.at) && sentence === 'schedule' ? venueTime(text(details.at)) : '',
  });
}
