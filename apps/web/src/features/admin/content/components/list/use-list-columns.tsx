import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { contentType } from '@atrium/shared/content/registry';
import { hasPictureField } from '@atrium/shared/content/first-picture';
import { SmallThumbnail } from '#web/features/admin/media/components/SmallThumbnail';
import type { DataColumn } from '#web/features/admin/components/DataTable';
import { useAdminFormat } from '#web/features/admin/lib/format';
import type { ContentListRow } from '#web/features/admin/content/api/get-content-list';
import { contentHref } from '#web/features/admin/content/lib/content-paths';
import { ContentStatusChip } from '../status/ContentStatusChip';
import { EditingMarker } from '../presence/EditingMarker';
import { ScheduleFailureText } from '../status/ScheduleFailureText';
import { ScheduleText } from '../status/ScheduleText';
import { TranslationChips } from '../status/TranslationChips';

/**
 * A type list's columns: its first picture where the type has pictures (slides, artworks), title (to the editor, and who else has it open), status (a failed
 * schedule with why), translations, last change, schedule.
 */
export function useListColumns(type: string): DataColumn<ContentListRow>[] {
  const { t } = useTranslation();
  const declaration = contentType(type);
  const format = useAdminFormat();
  const thumbnails: DataColumn<ContentListRow>[] =
    declaration && hasPictureField(declaration)
      ? [
          {
            header: t('admin:content.list.picture'),
            cell: (row) => (row.thumbnail ? <SmallThumbnail image={row.thumbnail} /> : '—'),
          },
        ]
      : [];
  return [
    ...thumbnails,
    {
      header: t('admin:content.list.title'),
      cell: (row) => (
        <>
          <Link
            component={RouterLink}
            to={contentHref.editor(type, row.id)}
            sx={{ display: 'inline-block', minWidth: '10rem' }}
          >
            {row.title || t('admin:content.list.untitled', { id: row.id })}
          </Link>
          <EditingMarker editors={row.editors} />
        </>
      ),
    },
    {
      header: t('admin:content.list.status'),
      cell: (row) => (
        <>
          <ContentStatusChip status={row.status} failed={Boolean(row.scheduleFailure)} />
          {row.scheduleFailure && <ScheduleFailureText type={declaration} failure={row.scheduleFailure} />}
        </>
      ),
    },
    { header: t('admin:content.list.translations'), cell: (row) => <TranslationChips languages={row.languages} /> },
    {
      header: t('admin:content.list.updated'),
      cell: (row) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {format.dateTime(row.updatedAt)}
        </Box>
      ),
    },
    {
      header: t('admin:content.list.schedule'),
      cell: (row) =>
        row.publishAt || row.unpublishAt ? (
          <ScheduleText publishAt={row.publishAt} unpublishAt={row.unpublishAt} />
        ) : (
          '—'
        ),
    },
  ];
}
