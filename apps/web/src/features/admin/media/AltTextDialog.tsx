import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES } from '@atrium/shared/languages';
import { localizedSchema, type MediaItem } from '@atrium/shared/api/media';
import type { Localized } from '@atrium/shared/localized';
import { showNotice } from '../../../components/notice/noticeStore';
import { useFieldErrorText } from '../../../components/forms/useFieldErrorText';
import { useUpdateMediaAlt } from '../api/updateMediaAlt';
import { AdminErrorAlert } from '../components/AdminErrorAlert';

/** The image's alternative text in each language (what a screen reader says for it on the site). */
export function AltTextDialog({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const update = useUpdateMediaAlt();
  const form = useForm<Localized>({ resolver: zodResolver(localizedSchema), defaultValues: item.alt });

  const onValid = async (alt: Localized) => {
    // An emptied field means "no text in this language": leave it out rather than store ''.
    const filled = Object.fromEntries(Object.entries(alt).filter(([, text]) => text?.trim()));
    try {
      await update.mutateAsync({ id: item.id, alt: filled });
      showNotice('admin:media.altSaved', 'success');
      onClose();
    } catch {
      // Shown in the dialog (update.error).
    }
  };

  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} aria-labelledby="alt-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <DialogTitle id="alt-title">{t('admin:media.altTitle', { name: item.originalName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {LANGUAGES.map((lang, index) => (
              <TextField
                key={lang}
                {...form.register(lang)}
                autoFocus={index === 0}
                fullWidth
                label={LANGUAGE_NAMES[lang]}
                error={Boolean(form.formState.errors[lang])}
                helperText={errorText(form.formState.errors[lang])}
                slotProps={{ htmlInput: { lang, maxLength: 300 }, inputLabel: { lang } }}
              />
            ))}
            {update.isError && <AdminErrorAlert error={update.error} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending}>
            {t('admin:common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t('admin:common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
