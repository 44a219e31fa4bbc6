import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Link from '@mui/material/Link';
import { Link as RouterLink } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import type { Release, ReleaseItem } from '@atrium/shared/api/releases';
import { DataTable, type DataColumn } from '#web/features/admin/components/DataTable';
import { contentHref, contentTypeNameKey } from '#web/features/admin/content/lib/content-paths';
import { ContentStatusChip } from '#web/features/admin/content/components/status/ContentStatusChip';
import { PublishWarningsList, hasWarnings } from '#web/features/admin/content/components/status/PublishWarningsList';

interface ReleaseItemsTableProps {
  release: Release;
  /** Set while items may leave the release (open or failed). */
  onRemove?: (item: ReleaseItem) => void;
  busy: boolean;
}

/** A release's items: each linking to its editor, its type and status, and what to know before it goes live. */
export function ReleaseItemsTable({ release, onRemove, busy }: ReleaseItemsTableProps) {
  const { t } = useTranslation();
  // The item the last publish stopped at (docs/spec/decisions.md §15: the failure shows on the items too).
  const failed = (item: ReleaseItem) =>
    release.failure !== null && release.failure.type === item.type && String(release.failure.id) === String(item.id);
  const title = (item: ReleaseItem) => item.title || t('admin:content.list.untitled', { id: item.id });
  const columns: DataColumn<ReleaseItem>[] = [
    {
      header: t('admin:releases.items.item'),
      cell: (item) => (
        <Link component={RouterLink} to={contentHref.editor(item.type, item.id)}>
          {title(item)}
        </Link>
      ),
    },
    { header: t('admin:releases.items.type'), cell: (item) => t(contentTypeNameKey(item.type)) },
    {
      header: t('admin:releases.items.status'),
      cell: (item) => (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          <ContentStatusChip status={item.status} />
          {failed(item) && <Chip size="small" color="error" label={t('admin:releases.items.failed')} />}
        </Stack>
      ),
    },
    {
      header: t('admin:releases.items.warnings'),
      cell: (item) =>
        hasWarnings(item.warnings) ? <PublishWarningsList warnings={item.warnings} /> : t('admin:releases.items.ready'),
    },
  ];
  if (onRemove)
    columns.push({
      header: t('admin:releases.items.actions'),
      cell: (item) => (
        <Button
          size="small"
          color="error"
          disabled={busy}
          aria-label={t('admin:releases.items.removeItem', { title: title(item) })}
          onClick={() => onRemove(item)}
        >
          {t('admin:releases.items.remove')}
        </Button>
      ),
    });
  return (
    <DataTable
      caption={t('admin:releases.items.caption')}
      columns={columns}
      rows={release.items}
      rowKey={(item) => `${item.type} ${item.id}`}
      empty={t('admin:releases.items.none')}
    />
  );
}
