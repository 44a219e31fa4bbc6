import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { eventInputSchema, type AdminEvent } from '@atrium/shared/api/events-admin';
import type { Language } from '@atrium/shared/languages';
import type { Localized } from '@atrium/shared/localized';
import { CHECK_IN_DAYS } from '@atrium/shared/limits';
import { useSaveEvent } from '../api/events';
import { AdminForm, FormFooter, useCheckedSubmit } from './AdminForm';
import { LanguageTabs } from './LanguageTabs';
import { LocalizedFields } from './LocalizedInput';
import { cleanLocalized, hasText } from './localizedValues';
import { MediaChoice, MediaListChoice, type ChosenMedia } from './MediaChoice';

const TEXT_FIELDS = ['title', 'summary', 'location', 'target', 'program', 'organizer', 'body'] as const;
type TextKey = (typeof TEXT_FIELDS)[number];

interface EventValues {
  texts: Record<TextKey, Localized>;
  startDate: string;
  endDate: string;
  checkIn: boolean;
  isPublic: boolean;
  cover: ChosenMedia | null;
  images: ChosenMedia[];
}

function valuesOf(event: AdminEvent | null): EventValues {
  const empty = Object.fromEntries(TEXT_FIELDS.map((f) => [f, {}])) as Record<TextKey, Localized>;
  if (!event)
    return { texts: empty, startDate: '', endDate: '', checkIn: false, isPublic: false, cover: null, images: [] };
  return {
    texts: {
      title: event.title,
      summary: event.summary,
      location: event.location,
      target: event.target,
      program: event.program,
      organizer: event.organizer,
      body: cleanLocalized(event.body),
    },
    startDate: event.startDate,
    endDate: event.endDate,
    checkIn: event.checkIn,
    isPublic: event.isPublic,
    cover: event.coverId
      ? { id: event.coverId, url: event.cover?.url ?? null, name: event.cover?.alt || event.coverId }
      : null,
    images: event.imageIds.map((id, i) => ({
      id,
      url: event.images[i]?.url ?? null,
      name: event.images[i]?.alt || id,
    })),
  };
}

/** Creates or edits an event: texts per language (tabs), dates, check-in, visibility, cover and photos. */
export function EventForm({
  event,
  onSaved,
  onCancel,
}: {
  event: AdminEvent | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveEvent();
  const [values, setValues] = useState<EventValues>(() => valuesOf(event));
  const [lang, setLang] = useState<Language>('ko');
  const { fields, submit, message } = useCheckedSubmit(
    eventInputSchema,
    (input, handlers) => save.mutate({ id: event?.id ?? null, input }, handlers),
    onSaved,
  );
  const set = (patch: Partial<EventValues>) => setValues((v) => ({ ...v, ...patch }));
  const setText = (field: TextKey) => (value: Localized) => set({ texts: { ...values.texts, [field]: value } });

  const onSubmit = submit(() => ({
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, cleanLocalized(values.texts[f])])),
    startDate: values.startDate,
    endDate: values.checkIn ? undefined : values.endDate || undefined,
    checkIn: values.checkIn,
    isPublic: values.isPublic,
    coverId: values.cover?.id ?? null,
    imageIds: values.images.map((image) => image.id),
  }));

  return (
    <AdminForm label={t('admin:eventAdmin.events.form')} onSubmit={onSubmit}>
      <LanguageTabs id="event-form" value={lang} onChange={setLang} filled={(l) => hasText(l, values.texts.title)}>
        <LocalizedFields
          lang={lang}
          fields={fields}
          inputs={TEXT_FIELDS.map((field) => ({
            name: field,
            label: t(`admin:eventAdmin.events.${field}`),
            value: values.texts[field],
            onChange: setText(field),
            required: field === 'title',
            multiline: field === 'body' || field === 'summary',
            maxLength: field === 'body' ? 20_000 : 300,
          }))}
        />
      </LanguageTabs>
      <Typography variant="caption" color="text.secondary">
        {t('admin:eventAdmin.form.titleRule')}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={values.checkIn} onChange={(e) => set({ checkIn: e.target.checked })} />}
        label={t('admin:eventAdmin.events.checkIn', { days: CHECK_IN_DAYS })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="date"
          size="small"
          required
          label={t('admin:eventAdmin.events.startDate')}
          value={values.startDate}
          onChange={(e) => set({ startDate: e.target.value })}
          error={Boolean(message('startDate'))}
          helperText={message('startDate')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          required={!values.checkIn}
          disabled={values.checkIn}
          label={t('admin:eventAdmin.events.endDate')}
          value={values.endDate}
          onChange={(e) => set({ endDate: e.target.value })}
          error={Boolean(message('endDate'))}
          helperText={message('endDate') ?? (values.checkIn ? t('admin:eventAdmin.events.endDateCheckIn') : undefined)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={values.isPublic} onChange={(e) => set({ isPublic: e.target.checked })} />}
        label={t('admin:eventAdmin.form.public')}
      />
      <MediaChoice
        label={t('admin:eventAdmin.events.cover')}
        value={values.cover}
        onChange={(cover) => set({ cover })}
        error={message('coverId')}
      />
      <MediaListChoice
        label={t('admin:eventAdmin.events.images')}
        value={values.images}
        onChange={(images) => set({ images })}
      />
      <FormFooter fields={fields} save={save} onCancel={onCancel} />
    </AdminForm>
  );
}
