import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { categoryInputSchema, type AdminCategory } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import type { Localized } from '@atrium/shared/localized';
import { useSaveCategory } from '../api/programs';
import { AdminForm, useCheckedSubmit } from './AdminForm';
import { FormProblems } from './FormProblems';
import { LanguageTabs } from './LanguageTabs';
import { LocalizedInput } from './LocalizedInput';
import { cleanLocalized, hasText } from './localizedValues';

/** A program category: its title per language and its place in the order. */
export function CategoryForm({
  category,
  onSaved,
  onCancel,
}: {
  category: AdminCategory | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const [title, setTitle] = useState<Localized>(category?.title ?? {});
  const [position, setPosition] = useState(String(category?.position ?? 0));
  const [lang, setLang] = useState<Language>('ko');
  const { fields, submit } = useCheckedSubmit(
    categoryInputSchema,
    (input, handlers) => save.mutate({ id: category?.id ?? null, input }, handlers),
    onSaved,
  );
  const onSubmit = submit(() => ({ title: cleanLocalized(title), position: Number(position) || 0 }));
  return (
    <AdminForm label={t('admin:eventAdmin.programs.categoryForm')} onSubmit={onSubmit}>
      <LanguageTabs id="category-form" value={lang} onChange={setLang} filled={(l) => hasText(l, title)}>
        <LocalizedInput
          key={lang}
          label={t('admin:eventAdmin.programs.categoryTitle')}
          lang={lang}
          value={title}
          onChange={setTitle}
          required={lang === 'ko' || lang === 'en'}
          error={fields[`title.${lang}`] ?? fields.title}
        />
      </LanguageTabs>
      <TextField
        type="number"
        size="small"
        label={t('admin:eventAdmin.form.position')}
        value={position}
        onChange={(e) => setPosition(e.target.value)}
        slotProps={{ htmlInput: { min: 0, max: 10000 } }}
        sx={{ maxWidth: 200 }}
      />
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
