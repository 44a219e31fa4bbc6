import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { GIFT_KINDS, giftFormat } from '@atrium/shared/api/events';
import { giftInputSchema, type AdminGift } from '@atrium/shared/api/events-admin';
import type { Language } from '@atrium/shared/languages';
import type { Localized } from '@atrium/shared/localized';
import { useSaveGift } from '../api/gifts';
import { AdminForm, FormFooter, useCheckedSubmit } from './AdminForm';
import { GiftPreview } from './GiftPreview';
import { LanguageTabs } from './LanguageTabs';
import { LocalizedFields } from './LocalizedInput';
import { cleanLocalized, hasText } from './localizedValues';
import { MediaChoice, type ChosenMedia } from './MediaChoice';

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
  const [kind, setKind] = useState(gift.kind ?? '');
  const [title, setTitle] = useState<Localized>(gift.title);
  const [media, setMedia] = useState<ChosenMedia | null>(
    gift.mediaId ? { id: gift.mediaId, url: null, name: t('admin:eventAdmin.gifts.currentFile') } : null,
  );
  const [lang, setLang] = useState<Language>('ko');
  const { fields, submit, message } = useCheckedSubmit(
    giftInputSchema,
    (input, handlers) => save.mutate({ day: gift.day, input }, handlers),
    onSaved,
  );
  // A seeded or custom `<name>_photo` kind stays choosable.
  const kinds =
    gift.kind && !(GIFT_KINDS as readonly string[]).includes(gift.kind) ? [...GIFT_KINDS, gift.kind] : GIFT_KINDS;

  const onSubmit = submit(() => ({ kind, title: cleanLocalized(title), mediaId: media?.id }));

  return (
    <AdminForm label={t('admin:eventAdmin.gifts.form', { day: gift.day })} onSubmit={onSubmit}>
      <FormControl size="small" required error={Boolean(message('kind'))} sx={{ maxWidth: 360 }}>
        <InputLabel id="gift-kind-label">{t('admin:eventAdmin.gifts.kind')}</InputLabel>
        <Select
          labelId="gift-kind-label"
          label={t('admin:eventAdmin.gifts.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value)}
        >
          {kinds.map((k) => (
            <MenuItem key={k} value={k}>
              {`${t(`admin:eventAdmin.kind.${(GIFT_KINDS as readonly string[]).includes(k) ? k : 'product_photo'}`)} (${k}) · ${t(`admin:eventAdmin.format.${giftFormat(k)}`)}`}
            </MenuItem>
          ))}
        </Select>
        {message('kind') && <FormHelperText>{message('kind')}</FormHelperText>}
      </FormControl>
      <LanguageTabs id="gift-form" value={lang} onChange={setLang} filled={(l) => hasText(l, title)}>
        <LocalizedFields
          lang={lang}
          fields={fields}
          inputs={[{ name: 'title', label: t('admin:eventAdmin.gifts.title'), value: title, onChange: setTitle }]}
        />
      </LanguageTabs>
      {gift.fileUrl && (media?.id ?? null) === gift.mediaId && (
        <div>
          <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('admin:eventAdmin.gifts.currentFile')}
          </Typography>
          <GiftPreview fileUrl={gift.fileUrl} alt={t('admin:eventAdmin.gifts.previewAlt', { day: gift.day })} />
        </div>
      )}
      <MediaChoice
        label={t('admin:eventAdmin.gifts.file')}
        value={media}
        onChange={setMedia}
        error={message('mediaId')}
      />
      <Typography variant="caption" color="text.secondary">
        {t('admin:eventAdmin.gifts.fileHint')}
      </Typography>
      <FormFooter fields={fields} save={save} onCancel={onCancel} />
    </AdminForm>
  );
}
