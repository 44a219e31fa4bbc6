import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import { programInputSchema, type AdminCategory, type AdminProgram } from '@atrium/shared/api/events-admin';
import { pickLocalized, type Localized } from '@atrium/shared/localized';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useEventChoices } from '../api/events';
import { useSaveProgram } from '../api/programs';
import { AdminForm, FormFooter, PositionField, useEventForm } from './AdminForm';
import { LocalizedTexts } from './LocalizedTexts';
import { cleanLocalized } from '../lib/localized-values';
import { MediaChoice, type ChosenMedia } from './MediaChoice';

interface ProgramValues {
  categoryId: number;
  eventId: number | '';
  title: Localized;
  summary: Localized;
  description: Localized;
  cover: ChosenMedia | null;
  position: string;
  isPublic: boolean;
}

const toInput = (values: ProgramValues) => ({
  categoryId: values.categoryId,
  eventId: values.eventId === '' ? null : values.eventId,
  title: cleanLocalized(values.title),
  summary: cleanLocalized(values.summary),
  description: cleanLocalized(values.description),
  coverId: values.cover?.id ?? null,
  position: Number(values.position) || 0,
  isPublic: values.isPublic,
});

interface ProgramFormProps {
  program: AdminProgram | null;
  categories: readonly AdminCategory[];
  /** The category a new program goes into. */
  categoryId: number;
  onSaved: () => void;
  onCancel: () => void;
}

/** A program: category, the event it belongs to, texts per language, cover, order and visibility. */
export function ProgramForm({ program, categories, categoryId, onSaved, onCancel }: ProgramFormProps) {
  const { t } = useTranslation();
  const pageLang = useLanguage();
  const save = useSaveProgram();
  const events = useEventChoices();
  const kit = useEventForm({
    defaultValues: {
      categoryId: program?.categoryId ?? categoryId,
      eventId: program?.eventId ?? '',
      title: program?.title ?? {},
      summary: program?.summary ?? {},
      description: cleanLocalized(program?.description),
      cover: program?.coverId
        ? { id: program.coverId, url: program.cover?.url ?? null, name: program.cover?.alt || program.coverId }
        : null,
      position: String(program?.position ?? 0),
      isPublic: program?.isPublic ?? false,
    } as ProgramValues,
    schema: programInputSchema,
    toInput,
    save: (input, handlers) => save.mutate({ id: program?.id ?? null, input }, handlers),
    onSaved,
  });

  return (
    <AdminForm label={t('admin:eventAdmin.programs.programForm')} kit={kit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl size="small" fullWidth required>
          <InputLabel id="program-category-label">{t('admin:eventAdmin.programs.category')}</InputLabel>
          <Controller
            name="categoryId"
            render={({ field }) => (
              <Select
                labelId="program-category-label"
                label={t('admin:eventAdmin.programs.category')}
                value={field.value as number}
                onChange={(e) => field.onChange(Number(e.target.value))}
              >
                {categories.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {pickLocalized(c.title, pageLang).text}
                  </MenuItem>
                ))}
              </Select>
            )}
          />
        </FormControl>
        <FormControl size="small" fullWidth>
          <InputLabel id="program-event-label">{t('admin:eventAdmin.programs.event')}</InputLabel>
          <Controller
            name="eventId"
            render={({ field }) => (
              <Select
                labelId="program-event-label"
                label={t('admin:eventAdmin.programs.event')}
                value={field.value as number | ''}
                onChange={(e) => field.onChange(String(e.target.value) === '' ? '' : Number(e.target.value))}
              >
                <MenuItem value="">{t('admin:eventAdmin.programs.noEvent')}</MenuItem>
                {events.data?.items.map((event) => (
                  <MenuItem key={event.id} value={event.id}>
                    {pickLocalized(event.title, pageLang).text}
                  </MenuItem>
                ))}
              </Select>
            )}
          />
        </FormControl>
      </Stack>
      <LocalizedTexts
        editor={kit.editor}
        texts={[
          { name: 'title', label: t('admin:eventAdmin.programs.title'), required: true },
          { name: 'summary', label: t('admin:eventAdmin.programs.summary'), multiline: true },
          { name: 'description', label: t('admin:eventAdmin.programs.description'), multiline: true, max: 20_000 },
        ]}
      />
      <Controller
        name="cover"
        render={({ field }) => (
          <MediaChoice
            label={t('admin:eventAdmin.events.cover')}
            value={field.value as ChosenMedia | null}
            onChange={field.onChange}
          />
        )}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <PositionField />
        <Controller
          name="isPublic"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value as boolean} onChange={(e) => field.onChange(e.target.checked)} />}
              label={t('admin:eventAdmin.form.public')}
            />
          )}
        />
      </Stack>
      <FormFooter errors={kit.editor.state.errors} save={save} onCancel={onCancel} />
    </AdminForm>
  );
}
