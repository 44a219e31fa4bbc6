import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Skeleton } from '#web/components/content/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { ContentType } from '@atrium/shared/content/define';
import type { ContentData } from '@atrium/shared/content/validate';
import { showNotice } from '#web/components/notice/notice-store';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { ConfirmDialog } from '#web/features/admin/components/ConfirmDialog';
import { noticeAdminError } from '#web/features/admin/lib/admin-errors';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { useRevision } from '#web/features/admin/content/api/get-revision';
import { useRevisions } from '#web/features/admin/content/api/get-revisions';
import { useRestoreRevision } from '#web/features/admin/content/api/restore-revision';
import { isEditConflict } from '#web/features/admin/content/lib/edit-conflict';
import { keepWords } from '#web/features/admin/content/lib/layout';
import type { ContentId } from '#web/features/admin/content/lib/content-paths';
import { RevisionDiffTable } from './RevisionDiffTable';

const TITLE_ID = 'content-revisions-title';

interface RevisionsDrawerProps {
  type: ContentType;
  id: ContentId;
  /** The stored draft the revisions are compared with, and its version (a restore names it). */
  current: ContentData;
  version: number;
  /** Unsaved edits a restore would replace: the confirmation says so. */
  dirty: boolean;
  open: boolean;
  onClose: () => void;
  /** The restored revision is now the draft (the form reloads it). */
  onRestored: () => void;
  /** Someone else saved meanwhile (409 EDIT_CONFLICT): nothing was restored. */
  onConflict: (error: unknown) => void;
}

/**
 * An item's revisions, newest first, each with what made it (a saved draft, a publish, a restore);
 * one chosen shows what differs from the draft and can be restored.
 */
export function RevisionsDrawer({
  type,
  id,
  current,
  version,
  dirty,
  open,
  onClose,
  onRestored,
  onConflict,
}: RevisionsDrawerProps) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const revisions = useRevisions(type.type, id, open);
  const [chosen, setChosen] = useState<number | null>(null);
  const revision = useRevision(type.type, id, chosen);
  const restore = useRestoreRevision();
  const [confirming, setConfirming] = useState(false);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // The drawer's paper is the dialog: named by its heading.
      slotProps={{ paper: { 'aria-labelledby': TITLE_ID, sx: { width: { xs: '100%', md: 760 } } } }}
    >
      <Box sx={{ p: 2, ...keepWords }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography id={TITLE_ID} component="h2" variant="h6">
            {t('admin:content.revisions.title')}
          </Typography>
          <Button onClick={onClose}>{t('admin:common.close')}</Button>
        </Stack>
        {revisions.isError && <AdminErrorAlert error={revisions.error} />}
        {revisions.isPending && <Skeleton variant="rectangular" height={120} />}
        {revisions.data?.length === 0 && <Typography>{t('admin:content.revisions.none')}</Typography>}
        <List aria-label={t('admin:content.revisions.list')} sx={{ maxHeight: 280, overflowY: 'auto' }}>
          {revisions.data?.map((r) => (
            <li key={r.rev}>
              <ListItemButton
                selected={chosen === r.rev}
                aria-current={chosen === r.rev ? 'true' : undefined}
                onClick={() => setChosen(r.rev)}
              >
                <ListItemText
                  primary={t('admin:content.revisions.entry', {
                    rev: r.rev,
                    time: format.dateTime(r.at),
                    author: r.author ?? '—',
                  })}
                  secondary={[t(`admin:content.revisions.kind.${r.kind}`), r.memo].filter(Boolean).join(' · ')}
                />
              </ListItemButton>
            </li>
          ))}
        </List>
        {chosen !== null && (
          <Stack spacing={2} sx={{ mt: 2 }}>
            {revision.isError && <AdminErrorAlert error={revision.error} />}
            {revision.isPending && <Skeleton variant="rectangular" height={160} />}
            {revision.data && (
              <>
                <RevisionDiffTable type={type} rev={chosen} revision={revision.data.data} current={current} />
                <Button variant="contained" onClick={() => setConfirming(true)} sx={{ alignSelf: 'flex-start' }}>
                  {t('admin:content.revisions.restore', { rev: chosen })}
                </Button>
              </>
            )}
          </Stack>
        )}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('admin:content.revisions.restoreTitle', { rev: chosen ?? 0 })}
        confirmLabel={t('admin:content.revisions.restoreConfirm')}
        busy={restore.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          chosen !== null &&
          restore.mutate(
            { type: type.type, id, rev: chosen, version },
            {
              onSuccess: () => {
                showNotice('admin:content.revisions.restored', 'success');
                setChosen(null);
                onRestored();
              },
              onError: (error) => (isEditConflict(error) ? onConflict(error) : noticeAdminError(error)),
              onSettled: () => setConfirming(false),
            },
          )
        }
      >
        <Typography>
          {t(dirty ? 'admin:content.revisions.restoreTextUnsaved' : 'admin:content.revisions.restoreText')}
        </Typography>
      </ConfirmDialog>
    </Drawer>
  );
}
