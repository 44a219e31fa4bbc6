import { useTranslation } from '#web/lib/i18n/react';
import { DataTable } from '#web/features/admin/components/DataTable';
import { useFailureText } from '#web/features/admin/content/lib/failure-text';
import { useVenueDateTime } from '#web/features/admin/content/lib/use-venue-date-time';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { ACCOUNT_SENTENCE_DETAILS, accountSentence } from '../lib/account-sentence';
import { AUDIT_ACTIONS } from '../lib/audit-actions';
import { SENTENCE_DETAILS, contentSentence, type AuditEntry } from '../lib/content-sentence';
import { RELEASE_SENTENCE_DETAILS, releaseSentence } from '../lib/release-sentence';

/** Details as short "key: value" pairs; nested values as compact JSON. */
const detailsText = (details: AuditEntry['details'], skip?: ReadonlySet<string>): string =>
  details
    ? Object.entries(details)
        .filter(([key]) => !skip?.has(key))
        .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
        .join(', ')
    : '';

/**
 * One page of the audit log: when, what happened, details. Content actions read as sentences in
 * the admin's language, and so do release actions and account locks; other actions show who, their
 * label and their target.
 */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const venueTime = useVenueDateTime();
  const failureText = useFailureText();
  const what = (entry: AuditEntry) => {
    const sentence =
      contentSentence(entry, t, venueTime) ?? releaseSentence(entry, t, venueTime) ?? accountSentence(entry, t);
    if (sentence) return sentence;
    const key = AUDIT_ACTIONS[entry.action];
    const action = key ? t(key) : entry.action;
    const target = [entry.targetType, entry.targetId].filter(Boolean).join(' #');
    return target
      ? t('admin:audit.entryTarget', { actor: entry.actor.email, action, target })
      : t('admin:audit.entry', { actor: entry.actor.email, action });
  };
  const details = (entry: AuditEntry) => {
    if (entry.action.startsWith('account.')) return detailsText(entry.details, ACCOUNT_SENTENCE_DETAILS);
    if (entry.action.startsWith('release.')) {
      // A failure's reason and fields to fix in words, as the release's page says them.
      const { type, code, fields } = entry.details ?? {};
      const failure =
        entry.action === 'release.failed' && typeof code === 'string'
          ? failureText({
              type: String(type ?? ''),
              code,
              fields: fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined,
            })
          : null;
      const rest = detailsText(entry.details, RELEASE_SENTENCE_DETAILS);
      return [failure?.reason, ...(failure?.fields ?? []), rest].filter(Boolean).join(' ');
    }
    if (!entry.action.startsWith('content.')) return detailsText(entry.details);
    // The publish note in words; what the sentence says already is left out.
    // A release's items carry its title as their note: their sentence names it already.
    const memo =
      typeof entry.details?.memo === 'string' && entry.details.release === undefined ? entry.details.memo.trim() : '';
    const rest = detailsText(entry.details, new Set([...SENTENCE_DETAILS, 'memo']));
    return [memo && t('admin:audit.memo', { memo }), rest].filter(Boolean).join(', ');
  };
  return (
    <DataTable
      caption={t('admin:audit.caption')}
      rows={entries}
      rowKey={(entry) => String(entry.id)}
      empty={t('admin:audit.none')}
      columns={[
        { header: t('admin:audit.when'), cell: (entry) => format.dateTime(entry.createdAt) },
        { header: t('admin:audit.what'), cell: what },
        {
          header: t('admin:audit.details'),
          cell: (entry) => <span style={{ overflowWrap: 'anywhere' }}>{details(entry)}</span>,
        },
      ]}
    />
  );
}
