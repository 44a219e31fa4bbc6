import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import type { ContentItem, EditConflict } from '@atrium/shared/api/content-admin';
import type { ContentType } from '@atrium/shared/content/define';
import { Skeleton } from '#web/components/content/Skeleton';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { conflictChanges, type ChangedBy } from '#web/features/admin/content/lib/edit-conflict';
import { formValuesOf } from '#web/features/admin/content/lib/form-values';
import { keepWords } from '#web/features/admin/content/lib/layout';
import { RevisionDiffTable } from '../revisions/RevisionDiffTable';

const TITLE_ID = 'edit-conflict-title';
const CHOICES = ['reload', 'copy', 'keep'] as const;
export type ConflictChoice = (typeof CHOICES)[number];

export interface EditConflictDialogProps {
  type: ContentType;
  /** What the refusal said: their version, when and by whom (null when it said nothing). */
  current: EditConflict | null;
  /** Their item as it is now (GET again); undefined while it loads. */
  theirs: ContentItem | undefined;
  /** Why theirs could not be loaded. */
  error: unknown;
  /** The version my form was filled from, and my unsaved form. */
  base: FieldValues;
  mine: FieldValues;
  busy: boolean;
  onChoose: (choice: ConflictChoice) => void;
  /** Decide later: nothing changes, the form keeps what was typed. */
  onClose: () => void;
}

/**
 * Someone else saved the item after this form was filled (409 EDIT_CONFLICT): their draft and
 * mine side by side, each differing field marked with who changed it, and three ways on. Nothing
 * typed is lost until one is chosen.
 */
export function EditConflictDialog({
  type,
  current,
  theirs,
  error,
  base,
  mine,
  busy,
  onChoose,
  onClose,
}: EditConflictDialogProps) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const author = current?.author ?? theirs?.updatedBy ?? t('admin:content.conflict.someone');
  const at = current?.updatedAt ?? theirs?.updatedAt;
  const theirValues = theirs ? formValuesOf(type.fields, theirs.draft) : null;
  const changes = theirValues ? conflictChanges(type, base, mine, theirValues) : [];
  const byOf = new Map<string, ChangedBy>(changes.map((change) => [change.path, change.by]));
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={TITLE_ID}
      aria-describedby="edit-conflict-text"
      fullWidth
      maxWidth="lg"
      data-testid="edit-conflict"
    >
      <DialogTitle id={TITLE_ID}>{t('admin:content.conflict.title')}</DialogTitle>
      <DialogContent sx={keepWords}>
        <Stack spacing={2}>
          <Typography id="edit-conflict-text">
            {at
              ? t('admin:content.conflict.text', { author, time: format.dateTime(at) })
              : t('admin:content.conflict.textNoTime', { author })}
          </Typography>
          {Boolean(error) && <AdminErrorAlert error={error} />}
          {!theirs && !error && <Skeleton variant="rectangular" height={160} />}
          {theirs && (
            <RevisionDiffTable
              type={type}
              changes={changes}
              labels={{
                caption: t('admin:content.conflict.caption'),
                revision: t('admin:content.conflict.theirs', { author }),
                current: t('admin:content.conflict.yours'),
                note: (change) => t(`admin:content.conflict.by.${byOf.get(change.path) ?? 'both'}`),
              }}
            />
          )}
          {theirs && (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {CHOICES.map((choice) => (
                <Stack
                  component="li"
                  key={choice}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1.5}
                  sx={{ alignItems: { sm: 'center' } }}
                >
                  <Button
                    variant={choice === 'copy' ? 'contained' : 'outlined'}
                    disabled={busy}
                    aria-describedby={`edit-conflict-${choice}-help`}
                    onClick={() => onChoose(choice)}
                    sx={{ flexShrink: 0, minWidth: { sm: 240 } }}
                  >
                    {t(`admin:content.conflict.${choice}`)}
                  </Button>
                  <Typography id={`edit-conflict-${choice}-help`} variant="body2" color="text.secondary">
                    {t(`admin:content.conflict.${choice}Help`)}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          )}
          {theirs && changes.length === 0 && <Alert severity="info">{t('admin:content.conflict.noDifference')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('admin:content.conflict.later')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
