import { useTranslation } from '#web/lib/i18n/react';
import { categoryInputSchema, type AdminCategory } from '@atrium/shared/api/events-admin';
import type { Localized } from '@atrium/shared/localized';
import { useSaveCategory } from '../api/programs';
import { AdminForm, FormFooter, PositionField, useEventForm } from './AdminForm';
import { LocalizedTexts } from './LocalizedTexts';
import { cleanLocalized } from '../lib/localized-values';

interface CategoryValues {
  title: Localized;
  position: string;
}

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
  const kit = useEventForm({
    defaultValues: { title: category?.title ?? {}, position: String(category?.position ?? 0) } as CategoryValues,
    schema: categoryInputSchema,
    toInput: (values: CategoryValues) => ({
      title: cleanLocalized(values.title),
      position: Number(values.position) || 0,
    }),
    save: (input, handlers) => save.mutate({ id: category?.id ?? null, input }, handlers),
    onSaved,
  });
  return (
    <AdminForm label={t('admin:eventAdmin.programs.categoryForm')} kit={kit}>
      <LocalizedTexts
        editor={kit.editor}
        texts={[{ name: 'title', label: t('admin:eventAdmin.programs.categoryTitle'), required: true }]}
      />
      <PositionField />
      <FormFooter errors={kit.editor.state.errors} save={save} onCancel={onCancel} />
    </AdminForm>
  );
}
