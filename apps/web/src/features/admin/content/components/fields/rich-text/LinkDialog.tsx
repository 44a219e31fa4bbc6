import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { TextInput } from '#web/features/admin/components/TextInput';
import { isRichTextLink } from '@atrium/shared/links';
import { useTranslation } from '#web/lib/i18n/react';

/** Asks for a link's address; an empty address removes the link. */
export function LinkDialog({
  initial,
  onSave,
  onClose,
}: {
  initial: string;
  onSave: (url: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    // The links the server keeps: https:// and mail addresses, and this site's own pages ('/en/news/3').
    if (trimmed && !isRichTextLink(trimmed)) {
      setInvalid(true);
      return;
    }
    onSave(trimmed);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="link-dialog-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="link-dialog-title">{t('admin:richText.link.title')}</DialogTitle>
        <DialogContent>
          <TextInput
            autoFocus
            fullWidth
            margin="dense"
            label={t('admin:richText.link.url')}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t('admin:richText.link.invalid') : t('admin:richText.link.help')}
            slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin:common.cancel')}</Button>
          {initial && <Button onClick={() => onSave('')}>{t('admin:richText.link.remove')}</Button>}
          <Button type="submit" variant="contained">
            {t('admin:richText.link.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
