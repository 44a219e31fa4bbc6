import { useTranslation } from 'react-i18next';
import type { LinkField } from '@atrium/shared/content/fields';
import { PlainTextInput } from './PlainTextInput';

/** A `link`: a site path (/ko/news) or an https:// address. */
export function LinkInput({ name, label, field }: { name: string; label: string; field: LinkField }) {
  const { t } = useTranslation();
  return (
    <PlainTextInput
      name={name}
      label={label}
      required={field.required}
      maxLength={500}
      hint={t('admin:content.hints.link')}
    />
  );
}
