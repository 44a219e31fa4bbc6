import { useTranslation } from '#web/lib/i18n/react';
import { useEditor } from '../editor/EditorContext';
import { PlainTextInput } from './PlainTextInput';

/** A `slug`: the item's address part. A type keyed by it (venue pages) keeps it fixed once stored. */
export function SlugInput({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const fixed = useEditor().fixedKey === name;
  return (
    <PlainTextInput
      name={name}
      label={label}
      required
      maxLength={100}
      readOnly={fixed}
      hint={fixed ? t('admin:content.hints.slugFixed') : t('admin:content.hints.slug')}
    />
  );
}
