import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Delete from '@mui/icons-material/Delete';
import { useController } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import type { MediaListField } from '@atrium/shared/content/fields';
import { useEditor } from '../editor/EditorContext';
import { FieldSet } from './FieldSet';
import { LibraryPicker } from './LibraryPicker';
import { MediaPreview } from './MediaPreview';

/** Moves one entry of a list by `by` places. */
function moved<T>(list: readonly T[], index: number, by: number): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [entry] = next.splice(index, 1);
  if (entry !== undefined) next.splice(target, 0, entry);
  return next;
}

/** A `mediaList`: library images in order (a gallery); add, remove, move. */
export function MediaListInput({ name, label, field }: { name: string; label: string; field: MediaListField }) {
  const { t } = useTranslation();
  const { clearErrors } = useEditor();
  const { field: input } = useController({ name });
  const [open, setOpen] = useState(false);
  const ids: string[] = Array.isArray(input.value) ? input.value.filter((v): v is string => typeof v === 'string') : [];
  const set = (next: string[]) => {
    input.onChange(next);
    clearErrors(name);
  };
  return (
    <FieldSet
      name={name}
      label={label}
      required={field.required}
      hint={t('admin:content.media.count', { n: ids.length, max: field.max })}
    >
      {ids.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('admin:content.media.none')}
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {ids.map((id, index) => {
          const n = index + 1;
          return (
            <Box component="li" key={`${id}-${index}`}>
              <MediaPreview id={id} width={160} />
              <Stack direction="row" sx={{ justifyContent: 'center' }}>
                <IconButton
                  aria-label={t('admin:content.media.moveEarlier', { n })}
                  disabled={index === 0}
                  onClick={() => set(moved(ids, index, -1))}
                >
                  <ArrowBack aria-hidden />
                </IconButton>
                <IconButton
                  aria-label={t('admin:content.media.moveLater', { n })}
                  disabled={index === ids.length - 1}
                  onClick={() => set(moved(ids, index, 1))}
                >
                  <ArrowForward aria-hidden />
                </IconButton>
                <IconButton
                  aria-label={t('admin:content.media.removeNth', { n })}
                  color="error"
                  onClick={() => set(ids.filter((_, i) => i !== index))}
                >
                  <Delete aria-hidden />
                </IconButton>
              </Stack>
            </Box>
          );
        })}
      </Box>
      <Button variant="outlined" disabled={ids.length >= field.max} onClick={() => setOpen(true)}>
        {t('admin:content.media.add', { field: label })}
      </Button>
      <LibraryPicker label={label} open={open} onClose={() => setOpen(false)} onPick={(id) => set([...ids, id])} />
    </FieldSet>
  );
}
