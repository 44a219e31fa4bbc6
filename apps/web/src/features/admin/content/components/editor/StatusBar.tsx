import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import History from '@mui/icons-material/History';
import { useTranslation } from '#web/lib/i18n/react';
import type { ContentItem } from '@atrium/shared/api/content-admin';
import type { ContentType } from '@atrium/shared/content/define';
import type { Language } from '@atrium/shared/languages';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { ContentStatusChip } from '../status/ContentStatusChip';
import { ScheduleFailureText } from '../status/ScheduleFailureText';
import { ScheduleText } from '../status/ScheduleText';
import { AddToReleaseButton } from '#web/features/admin/releases/components/AddToReleaseButton';
import { PreviewMenu } from './PreviewMenu';

interface StatusBarProps {
  type: ContentType;
  /** The stored item; null while it is new (only saving is possible). */
  item: ContentItem | null;
  dirty: boolean;
  busy: boolean;
  canDelete: boolean;
  onPublish: () => void;
  onUnpublish: () => void;
  onCancelSchedule: () => void;
  onDelete: () => void;
  onPreview: (lang: Language, tab: Window | null) => void;
  onRevisions: () => void;
}

/**
 * The item's state and what can be done with it: save the draft (the form's submit), publish,
 * withdraw, cancel a schedule, preview, revisions, delete. Stays in view while the form scrolls.
 */
export function StatusBar({
  type,
  item,
  dirty,
  busy,
  canDelete,
  onPublish,
  onUnpublish,
  onCancelSchedule,
  onDelete,
  onPreview,
  onRevisions,
}: StatusBarProps) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        p: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
      }}
    >
      <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 200 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {item ? (
            <ContentStatusChip status={item.status} failed={item.scheduleFailure !== null} />
          ) : (
            <Typography variant="body2">{t('admin:content.editor.new')}</Typography>
          )}
          {dirty && (
            <Typography variant="body2" color="warning.main" role="status">
              {t('admin:content.editor.unsaved')}
            </Typography>
          )}
        </Stack>
        {item && (
          <Typography variant="body2" color="text.secondary">
            {t('admin:content.editor.updated', { time: format.dateTime(item.updatedAt), by: item.updatedBy ?? '—' })}
          </Typography>
        )}
        {item && <ScheduleText publishAt={item.publishAt} unpublishAt={item.unpublishAt} />}
        {item?.scheduleFailure && <ScheduleFailureText type={type} failure={item.scheduleFailure} />}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('admin:content.editor.saveDraft')}
        </Button>
        {item && (
          <>
            <Button variant="contained" color="success" disabled={busy} onClick={onPublish}>
              {t('admin:content.publish.button')}
            </Button>
            {item.published !== null && (
              <Button variant="outlined" disabled={busy} onClick={onUnpublish}>
                {t('admin:content.unpublish.button')}
              </Button>
            )}
            {(item.publishAt || item.unpublishAt) && (
              <Button variant="outlined" disabled={busy} onClick={onCancelSchedule}>
                {t('admin:content.unschedule.button')}
              </Button>
            )}
            <PreviewMenu disabled={busy} onPreview={onPreview} />
            <AddToReleaseButton id={item.id} disabled={busy} />
            <Button variant="outlined" startIcon={<History aria-hidden />} onClick={onRevisions}>
              {t('admin:content.revisions.button')}
            </Button>
            {canDelete && (
              <Button color="error" disabled={busy} onClick={onDelete}>
                {t('admin:content.editor.delete')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
