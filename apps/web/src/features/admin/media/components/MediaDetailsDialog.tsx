import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { TextInput } from '#web/features/admin/components/TextInput';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import { LANGUAGES, LANGUAGE_NAMES } from '@atrium/shared/languages';
import { mediaDetailsSchema, type MediaDetails, type MediaItem } from '@atrium/shared/api/media';
import { showNotice } from '#web/components/notice/notice-store';
import { useFieldErrorText } from '#web/components/forms/use-field-error-text';
import { useUpdateMediaDetails } from '../api/update-media-details';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { FocusPicker } from './FocusPicker';

/**
 * What a picture says and how it is cut: its alternative text in each language (what a screen
 * reader says on the site; Korean required, the others flagged while missing) and its focus point.
 */
export function MediaDetailsDialog({
  item,
  onClose,
  onSaved,
}: {
  item: MediaItem;
  onClose: () => void;
  /** After a save (the picker goes on with the described picture); closes by default. */
  onSaved?: (item: MediaItem) => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const update = useUpdateMediaDetails();
  const form = useForm<MediaDetails>({
    resolver: zodResolver(mediaDetailsSchema),
    defaultValues: { alt: item.alt, focus: item.focus },
  });
  const alt = useWatch({ control: form.control, name: 'alt' });
  const missing = LANGUAGES.filter((lang) => !alt?.[lang]?.trim());

  const onValid = async ({ alt: texts, focus }: MediaDetails) => {
    // An emptied field means "no text in this language": leave it out rather than store ''.
    const filled = Object.fromEntries(Object.entries(texts).filter(([, text]) => text?.trim()));
    try {
      const saved = await update.mutateAsync({ id: item.id, alt: filled, focus });
      showNotice('admin:media.detailsSaved', 'success');
      (onSaved ?? onClose)(saved);
    } catch {
      // Shown in the dialog (update.error).
    }
  };

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby="media-details-title"
      fullWidth
      maxWidth="md"
    >
      <form
        noValidate
        onSubmit={(event) => {
          // A portal's submit still bubbles through React to the content editor's form around the picker.
          event.stopPropagation();
          void form.handleSubmit(onValid)(event);
        }}
      >
        <DialogTitle id="media-details-title">{t('admin:media.detailsTitle', { name: item.originalName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <Controller
              control={form.control}
              name="focus"
              render={({ field }) => (
                <FocusPicker
                  url={item.url}
                  width={item.width}
                  height={item.height}
                  value={field.value ?? { x: 50, y: 50 }}
                  onChange={field.onChange}
                />
              )}
            />
            <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                {t('admin:media.altHeading')}
              </Typography>
              {missing.length > 0 && (
                <Alert severity="warning" role="status">
                  {t('admin:media.altMissing', { languages: missing.map((l) => LANGUAGE_NAMES[l]).join(', ') })}
                </Alert>
              )}
              {LANGUAGES.map((lang, index) => (
                <TextInput
                  key={lang}
                  {...form.register(`alt.${lang}`)}
                  autoFocus={index === 0}
                  fullWidth
                  required={lang === 'ko'}
                  label={LANGUAGE_NAMES[lang]}
                  error={Boolean(form.formState.errors.alt?.[lang])}
                  helperText={
                    form.formState.errors.alt?.[lang]?.message === 'REQUIRED'
                      ? t('admin:media.altKoRequired')
                      : errorText(form.formState.errors.alt?.[lang])
                  }
                  slotProps={{ htmlInput: { lang, maxLength: 300 }, inputLabel: { lang } }}
                />
              ))}
            </Stack>
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
