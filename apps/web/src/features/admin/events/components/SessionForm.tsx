import Stack from '@mui/material/Stack';
import { TextInput } from '#web/features/admin/components/TextInput';
import { Controller } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import { sessionInputSchema, type AdminSession } from '@atrium/shared/api/events-admin';
import type { Localized } from '@atrium/shared/localized';
import { useSaveSession } from '../api/programs';
import { AdminForm, FormFooter, useEventForm } from './AdminForm';
import { LocalizedTexts } from './LocalizedTexts';
import { VENUE_TIME_ZONE, isoToVenueLocal, venueLocalToIso } from '#web/features/admin/content/lib/venue-time';
import { cleanLocalized } from '../lib/localized-values';
import { MediaListChoice, type ChosenMedia } from './MediaChoice';

interface SessionFormProps {
  programId: number;
  session: AdminSession | null;
  onSaved: () => void;
  onCancel: () => void;
}

interface SessionValues {
  title: Localized;
  place: Localized;
  description: Localized;
  startsAt: string;
  endsAt: string;
  media: ChosenMedia[];
}

const toInput = (values: SessionValues) => ({
  title: cleanLocalized(values.title),
  place: cleanLocalized(values.place),
  description: cleanLocalized(values.description),
  startsAt: venueLocalToIso(values.startsAt) ?? '',
  endsAt: venueLocalToIso(values.endsAt) ?? '',
  mediaIds: values.media.map((m) => m.id),
});

/** A session: title, place and description per language, start and end (on the venue's clock, as schedules are), media. */
export function SessionForm({ programId, session, onSaved, onCancel }: SessionFormProps) {
  const { t } = useTranslation();
  const save = useSaveSession(programId);
  const kit = useEventForm({
    defaultValues: {
      title: session?.title ?? {},
      place: session?.place ?? {},
      description: cleanLocalized(session?.description),
      startsAt: session ? isoToVenueLocal(session.startsAt) : '',
      endsAt: session ? isoToVenueLocal(session.endsAt) : '',
      media:
        session?.mediaIds.map((id, i) => ({
          id,
          url: session.media[i]?.url ?? null,
          name: session.media[i]?.alt || id,
        })) ?? [],
    } as SessionValues,
    schema: sessionInputSchema,
    toInput,
    save: (input, handlers) => save.mutate({ id: session?.id ?? null, input }, handlers),
    onSaved,
  });
  /** A start or end, typed on the venue's clock whatever the computer's zone; the start says so while it has no error. */
  const when = (name: 'startsAt' | 'endsAt', hint?: string) => (
    <Controller
      name={name}
      render={({ field }) => (
        <TextInput
          type="datetime-local"
          size="small"
          required
          label={t(`admin:eventAdmin.sessions.${name}`)}
          {...field}
          error={Boolean(kit.message(name))}
          helperText={kit.message(name) ?? hint}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );

  return (
    <AdminForm label={t('admin:eventAdmin.sessions.form')} kit={kit}>
      <LocalizedTexts
        editor={kit.editor}
        texts={[
          { name: 'title', label: t('admin:eventAdmin.sessions.title'), required: true },
          { name: 'place', label: t('admin:eventAdmin.sessions.place') },
          { name: 'description', label: t('admin:eventAdmin.sessions.description'), multiline: true, max: 20_000 },
        ]}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {when('startsAt', t('admin:content.when.timeZone', { zone: VENUE_TIME_ZONE }))}
        {when('endsAt')}
      </Stack>
      <Controller
        name="media"
        render={({ field }) => (
          <MediaListChoice
            label={t('admin:eventAdmin.sessions.media')}
            value={field.value as ChosenMedia[]}
            onChange={field.onChange}
          />
        )}
      />
      <FormFooter errors={kit.editor.state.errors} save={save} onCancel={onCancel} />
    </AdminForm>
  );
}
