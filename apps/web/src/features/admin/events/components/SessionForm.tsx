import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { sessionInputSchema, type AdminSession } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import type { Localized } from '@atrium/shared/localized';
import { useFieldErrorText } from '../../../../components/forms/useFieldErrorText';
import { useSaveSession } from '../api/programs';
import { fieldError } from './formErrors';
import { AdminForm, useCheckedSubmit } from './AdminForm';
import { FormProblems } from './FormProblems';
import { LanguageTabs } from './LanguageTabs';
import { LocalizedInput } from './LocalizedInput';
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
  const errorText = useFieldErrorText();
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
  const { fields, submit } = useCheckedSubmit(
    sessionInputSchema,
    (input, handlers) => save.mutate({ id: session?.id ?? null, input }, handlers),
    onSaved,
  );
  const message = (name: string) => {
    const code = fieldError(fields, name);
    return code ? errorText({ message: code }) : undefined;
  };

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
        <LocalizedInput
          key={`title-${lang}`}
          label={t('admin:eventAdmin.sessions.title')}
          lang={lang}
          value={title}
          onChange={setTitle}
          required={lang === 'ko' || lang === 'en'}
          error={fields[`title.${lang}`] ?? fields.title}
        />
        <LocalizedInput
          key={`place-${lang}`}
          label={t('admin:eventAdmin.sessions.place')}
          lang={lang}
          value={place}
          onChange={setPlace}
          error={fields[`place.${lang}`]}
        />
        <LocalizedInput
          key={`description-${lang}`}
          label={t('admin:eventAdmin.sessions.description')}
          lang={lang}
          value={description}
          onChange={setDescription}
          multiline
          maxLength={20_000}
          error={fields[`description.${lang}`]}
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
      <FormProblems fields={fields} error={save.isError ? save.error : null} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('admin:common.save')}
        </Button>
        <Button onClick={onCancel}>{t('admin:common.cancel')}</Button>
      </Stack>
    </AdminForm>
  );
}
