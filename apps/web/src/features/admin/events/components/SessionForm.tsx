import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { sessionInputSchema, type AdminSession } from '@atrium/shared/api/events-admin';
import type { Language } from '@atrium/shared/languages';
import type { Localized } from '@atrium/shared/localized';
import { useSaveSession } from '../api/programs';
import { AdminForm, FormFooter, useCheckedSubmit } from './AdminForm';
import { LanguageTabs } from './LanguageTabs';
import { LocalizedFields, titleField } from './LocalizedInput';
import { fromLocalInput, toLocalInput } from './localDateTime';
import { cleanLocalized, hasText } from './localizedValues';
import { MediaListChoice, type ChosenMedia } from './MediaChoice';

interface SessionFormProps {
  programId: number;
  session: AdminSession | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** A session: title, place and description per language, start and end (in this browser's time zone), media. */
export function SessionForm({ programId, session, onSaved, onCancel }: SessionFormProps) {
  const { t } = useTranslation();
  const save = useSaveSession(programId);
  const [title, setTitle] = useState<Localized>(session?.title ?? {});
  const [place, setPlace] = useState<Localized>(session?.place ?? {});
  const [description, setDescription] = useState<Localized>(cleanLocalized(session?.description));
  const [startsAt, setStartsAt] = useState(session ? toLocalInput(session.startsAt) : '');
  const [endsAt, setEndsAt] = useState(session ? toLocalInput(session.endsAt) : '');
  const [media, setMedia] = useState<ChosenMedia[]>(
    session?.mediaIds.map((id, i) => ({ id, url: session.media[i]?.url ?? null, name: session.media[i]?.alt || id })) ??
      [],
  );
  const [lang, setLang] = useState<Language>('ko');
  const { fields, submit, message } = useCheckedSubmit(
    sessionInputSchema,
    (input, handlers) => save.mutate({ id: session?.id ?? null, input }, handlers),
    onSaved,
  );

  const onSubmit = submit(() => ({
    title: cleanLocalized(title),
    place: cleanLocalized(place),
    description: cleanLocalized(description),
    startsAt: fromLocalInput(startsAt),
    endsAt: fromLocalInput(endsAt),
    mediaIds: media.map((m) => m.id),
  }));

  return (
    <AdminForm label={t('admin:eventAdmin.sessions.form')} onSubmit={onSubmit}>
      <LanguageTabs id="session-form" value={lang} onChange={setLang} filled={(l) => hasText(l, title)}>
        <LocalizedFields
          lang={lang}
          fields={fields}
          inputs={[
            titleField(t('admin:eventAdmin.sessions.title'), title, setTitle),
            { name: 'place', label: t('admin:eventAdmin.sessions.place'), value: place, onChange: setPlace },
            {
              name: 'description',
              label: t('admin:eventAdmin.sessions.description'),
              value: description,
              onChange: setDescription,
              multiline: true,
              maxLength: 20_000,
            },
          ]}
        />
      </LanguageTabs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="datetime-local"
          size="small"
          required
          label={t('admin:eventAdmin.sessions.startsAt')}
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
          error={Boolean(message('startsAt'))}
          helperText={message('startsAt') ?? t('admin:eventAdmin.sessions.localTime')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="datetime-local"
          size="small"
          required
          label={t('admin:eventAdmin.sessions.endsAt')}
          value={endsAt}
          onChange={(e) => setEndsAt(e.target.value)}
          error={Boolean(message('endsAt'))}
          helperText={message('endsAt')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <MediaListChoice label={t('admin:eventAdmin.sessions.media')} value={media} onChange={setMedia} />
      <FormFooter fields={fields} save={save} onCancel={onCancel} />
    </AdminForm>
  );
}
