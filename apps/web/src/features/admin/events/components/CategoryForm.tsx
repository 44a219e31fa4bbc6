import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryInputSchema, type AdminCategory } from '@atrium/shared/api/events-admin';
import type { Language } from '@atrium/shared/languages';
import type { Localized } from '@atrium/shared/localized';
import { useSaveCategory } from '../api/programs';
import { AdminForm, FormFooter, PositionField, useCheckedSubmit } from './AdminForm';
import { LanguageTabs } from './LanguageTabs';
import { LocalizedFields, titleField } from './LocalizedInput';
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
        <LocalizedFields
          lang={lang}
          fields={fields}
          inputs={[titleField(t('admin:eventAdmin.programs.categoryTitle'), title, setTitle)]}
        />
      </LanguageTabs>
      <PositionField value={position} onChange={setPosition} />
      <FormFooter fields={fields} save={save} onCancel={onCancel} />
    </AdminForm>
  );
}
