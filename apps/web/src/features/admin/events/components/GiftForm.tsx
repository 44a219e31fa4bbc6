import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import { GIFT_KINDS, giftFormat } from '@atrium/shared/gift-kinds';
import { giftInputSchema, type AdminGift } from '@atrium/shared/api/events-admin';
import type { Localized } from '@atrium/shared/localized';
import { useSaveGift } from '../api/gifts';
import { AdminForm, FormFooter, useEventForm } from './AdminForm';
import { GiftPreview } from './GiftPreview';
import { LocalizedTexts } from './LocalizedTexts';
import { cleanLocalized } from '../lib/localized-values';
import { MediaChoice, type ChosenMedia } from './MediaChoice';

interface GiftValues {
  kind: string;
  title: Localized;
  media: ChosenMedia | null;
}

interface GiftFormProps {
  eventId: number;
  gift: AdminGift;
  onSaved: () => void;
  onCancel: () => void;
}

/** One day's gift: its kind (wallpaper or emoticon follows from it), title per language, and the file from the library. */
export function GiftForm({ eventId, gift, onSaved, onCancel }: GiftFormProps) {
  const { t } = useTranslation();
  const save = useSaveGift(eventId);
  const kit = useEventForm({
    defaultValues: {
      kind: gift.kind ?? '',
      title: gift.title,
      media: gift.mediaId ? { id: gift.mediaId, url: null, name: t('admin:eventAdmin.gifts.currentFile') } : null,
    } as GiftValues,
    schema: giftInputSchema,
    toInput: ({ kind, title, media }: GiftValues) => ({ kind, title: cleanLocalized(title), mediaId: media?.id }),
    save: (input, handlers) => save.mutate({ day: gift.day, input }, handlers),
    onSaved,
  });
  const { message } = kit;
  const media = useWatch({ control: kit.form.control, name: 'media' });
  // A seeded or custom `<name>_photo` kind stays choosable.
  const kinds =
    gift.kind && !(GIFT_KINDS as readonly string[]).includes(gift.kind) ? [...GIFT_KINDS, gift.kind] : GIFT_KINDS;

  return (
    <AdminForm label={t('admin:eventAdmin.gifts.form', { day: gift.day })} kit={kit}>
      <FormControl size="small" required error={Boolean(message('kind'))} sx={{ maxWidth: 360 }}>
        <InputLabel id="gift-kind-label">{t('admin:eventAdmin.gifts.kind')}</InputLabel>
        <Controller
          name="kind"
          render={({ field }) => (
            <Select labelId="gift-kind-label" label={t('admin:eventAdmin.gifts.kind')} {...field}>
              {kinds.map((k) => (
                <MenuItem key={k} value={k}>
                  {`${t(`admin:eventAdmin.kind.${(GIFT_KINDS as readonly string[]).includes(k) ? k : 'product_photo'}`)} (${k}) · ${t(`admin:eventAdmin.format.${giftFormat(k)}`)}`}
                </MenuItem>
              ))}
            </Select>
          )}
        />
        {message('kind') && <FormHelperText>{message('kind')}</FormHelperText>}
      </FormControl>
      <LocalizedTexts editor={kit.editor} texts={[{ name: 'title', label: t('admin:eventAdmin.gifts.title') }]} />
      {gift.fileUrl && (media?.id ?? null) === gift.mediaId && (
        <div>
          <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('admin:eventAdmin.gifts.currentFile')}
          </Typography>
          <GiftPreview fileUrl={gift.fileUrl} alt={t('admin:eventAdmin.gifts.previewAlt', { day: gift.day })} />
        </div>
      )}
      <Controller
        name="media"
        render={({ field }) => (
          <MediaChoice
            label={t('admin:eventAdmin.gifts.file')}
            value={field.value as ChosenMedia | null}
            onChange={field.onChange}
            error={message('mediaId')}
          />
        )}
      />
      <Typography variant="caption" color="text.secondary">
        {t('admin:eventAdmin.gifts.fileHint')}
      </Typography>
      <FormFooter errors={kit.editor.state.errors} save={save} onCancel={onCancel} />
    </AdminForm>
  );
}
