import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { programInputSchema, type AdminCategory, type AdminProgram } from '@atrium/shared/api/events-admin';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized, type Localized } from '@atrium/shared/localized';
import { useLanguage } from '#web/lib/i18n/useLanguage';
import { useEventChoices } from '../api/events';
import { useSaveProgram } from '../api/programs';
import { AdminForm, FormFooter, PositionField, useCheckedSubmit } from './AdminForm';
import { LanguageTabs } from './LanguageTabs';
import { LocalizedFields, titleField } from './LocalizedInput';
import { cleanLocalized, hasText } from './localizedValues';
import { MediaChoice, type ChosenMedia } from './MediaChoice';

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
  const [category, setCategory] = useState(program?.categoryId ?? categoryId);
  const [eventId, setEventId] = useState<number | ''>(program?.eventId ?? '');
  const [title, setTitle] = useState<Localized>(program?.title ?? {});
  const [summary, setSummary] = useState<Localized>(program?.summary ?? {});
  const [description, setDescription] = useState<Localized>(cleanLocalized(program?.description));
  const [cover, setCover] = useState<ChosenMedia | null>(
    program?.coverId
      ? { id: program.coverId, url: program.cover?.url ?? null, name: program.cover?.alt || program.coverId }
      : null,
  );
  const [position, setPosition] = useState(String(program?.position ?? 0));
  const [isPublic, setIsPublic] = useState(program?.isPublic ?? false);
  const [lang, setLang] = useState<Language>('ko');
  const { fields, submit } = useCheckedSubmit(
    programInputSchema,
    (input, handlers) => save.mutate({ id: program?.id ?? null, input }, handlers),
    onSaved,
  );

  const onSubmit = submit(() => ({
    categoryId: category,
    eventId: eventId === '' ? null : eventId,
    title: cleanLocalized(title),
    summary: cleanLocalized(summary),
    description: cleanLocalized(description),
    coverId: cover?.id ?? null,
    position: Number(position) || 0,
    isPublic,
  }));

  return (
    <AdminForm label={t('admin:eventAdmin.programs.programForm')} onSubmit={onSubmit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl size="small" fullWidth required>
          <InputLabel id="program-category-label">{t('admin:eventAdmin.programs.category')}</InputLabel>
          <Select
            labelId="program-category-label"
            label={t('admin:eventAdmin.programs.category')}
            value={category}
            onChange={(e) => setCategory(Number(e.target.value))}
          >
            {categories.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {pickLocalized(c.title, pageLang).text}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" fullWidth>
          <InputLabel id="program-event-label">{t('admin:eventAdmin.programs.event')}</InputLabel>
          <Select
            labelId="program-event-label"
            label={t('admin:eventAdmin.programs.event')}
            value={eventId}
            onChange={(e) => setEventId(String(e.target.value) === '' ? '' : Number(e.target.value))}
          >
            <MenuItem value="">{t('admin:eventAdmin.programs.noEvent')}</MenuItem>
            {events.data?.items.map((event) => (
              <MenuItem key={event.id} value={event.id}>
                {pickLocalized(event.title, pageLang).text}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <LanguageTabs id="program-form" value={lang} onChange={setLang} filled={(l) => hasText(l, title)}>
        <LocalizedFields
          lang={lang}
          fields={fields}
          inputs={[
            titleField(t('admin:eventAdmin.programs.title'), title, setTitle),
            {
              name: 'summary',
              label: t('admin:eventAdmin.programs.summary'),
              value: summary,
              onChange: setSummary,
              multiline: true,
            },
            {
              name: 'description',
              label: t('admin:eventAdmin.programs.description'),
              value: description,
              onChange: setDescription,
              multiline: true,
              maxLength: 20_000,
            },
          ]}
        />
      </LanguageTabs>
      <MediaChoice label={t('admin:eventAdmin.events.cover')} value={cover} onChange={setCover} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <PositionField value={position} onChange={setPosition} />
        <FormControlLabel
          control={<Checkbox checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />}
          label={t('admin:eventAdmin.form.public')}
        />
      </Stack>
      <FormFooter fields={fields} save={save} onCancel={onCancel} />
    </AdminForm>
  );
}
