import { useTranslation } from 'react-i18next';
import type { ContentType } from '@atrium/shared/content/define';
import type { ContentData } from '@atrium/shared/content/validate';
import { DataTable } from '../../components/DataTable';
import { pathLabel } from '../lib/fieldLabels';
import { changedFields, type FieldChange } from '../lib/revisionDiff';

/** The fields a revision and the current draft differ in, side by side (revision left, draft right). */
export function RevisionDiffTable({
  type,
  rev,
  revision,
  current,
}: {
  type: ContentType;
  rev: number;
  revision: ContentData;
  current: ContentData;
}) {
  const { t } = useTranslation();
  const changes = changedFields(type, revision, current);
  const shown = (value: string) => value || t('admin:content.revisions.emptyValue');
  return (
    <DataTable<FieldChange>
      caption={t('admin:content.revisions.diffCaption', { rev })}
      showCaption
      rows={changes}
      rowKey={(change) => change.path}
      empty={t('admin:content.revisions.same')}
      columns={[
        { header: t('admin:content.revisions.field'), cell: (change) => pathLabel(type, change.path, t) },
        {
          header: t('admin:content.revisions.revisionValue', { rev }),
          cell: (change) => (
            <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{shown(change.revision)}</span>
          ),
        },
        {
          header: t('admin:content.revisions.currentValue'),
          cell: (change) => (
            <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{shown(change.current)}</span>
          ),
        },
      ]}
    />
  );
}
