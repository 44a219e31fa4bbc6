import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import type { MediaField } from '@atrium/shared/content/fields';
import { useEditor } from '../editor/EditorContext';
import { FieldSet } from './FieldSet';
import { LibraryPicker } from './LibraryPicker';
import { MediaPreview } from './MediaPreview';

/** A `media` field: one library image (its id), chosen or uploaded in the picker, shown as a thumbnail. */
export function MediaInput({ name, label, field }: { name: string; label: string; field: MediaField }) {
  const { t } = useTranslation();
  const { clearErrors } = useEditor();
  const { field: input } = useController({ name });
  const [open, setOpen] = useState(false);
  const id = typeof input.value === 'string' && input.value ? input.value : null;
  const set = (value: string | null) => {
    input.onChange(value);
    clearErrors(name);
  };
  return (
    <FieldSet name={name} label={label} required={field.required}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {id ? (
          <MediaPreview id={id} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('admin:content.media.none')}
          </Typography>
        )}
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setOpen(true)}>
            {t(id ? 'admin:content.media.change' : 'admin:content.media.choose', { field: label })}
          </Button>
          {id && (
            <Button color="error" onClick={() => set(null)}>
              {t('admin:content.media.remove', { field: label })}
            </Button>
          )}
        </Stack>
      </Stack>
      <LibraryPicker label={label} open={open} onClose={() => setOpen(false)} onPick={set} />
    </FieldSet>
  );
}
