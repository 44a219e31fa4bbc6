import { useWatch } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import type { LinkField } from '@atrium/shared/content/fields';
import { isLanguage } from '@atrium/shared/languages';
import { PlainTextInput } from './PlainTextInput';

/** The language a site path starts with ('/ko/news' → 'ko'): such a link would open as /ko/ko/news. */
export function leadingLanguage(link: unknown): string | null {
  if (typeof link !== 'string') return null;
  const first = /^\/?([a-z]{2})(?:[/?#]|$)/i.exec(link.trim())?.[1]?.toLowerCase();
  return isLanguage(first) ? first : null;
}

/**
 * A `link`: a site path below the language ('news', 'about/history': it opens in the visitor's
 * language) or an https:// address. A path that starts with a language is pointed out.
 */
export function LinkInput({ name, label, field }: { name: string; label: string; field: LinkField }) {
  const { t } = useTranslation();
  const lang = leadingLanguage(useWatch({ name }));
  return (
    <PlainTextInput
      name={name}
      label={label}
      required={field.required}
      maxLength={500}
      hint={lang ? t('admin:content.hints.linkWithLanguage', { lang }) : t('admin:content.hints.link')}
    />
  );
}
