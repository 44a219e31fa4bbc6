import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import type { LinkField } from '@atrium/shared/content/fields';
import { isLanguage } from '@atrium/shared/languages';
import { LinkPickerDialog } from './LinkPickerDialog';
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
  const { setValue } = useFormContext();
  const [picking, setPicking] = useState(false);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ width: '100%' }}>
        <PlainTextInput
          name={name}
          label={label}
          required={field.required}
          maxLength={500}
          hint={lang ? t('admin:content.hints.linkWithLanguage', { lang }) : t('admin:content.hints.link')}
        />
      </Box>
      {/* Beside the typed path: a page or item found by its title. */}
      <Button size="small" variant="outlined" onClick={() => setPicking(true)}>
        {t('admin:content.linkPicker.open', { field: label })}
      </Button>
      {picking && (
        <LinkPickerDialog
          open
          field={label}
          onClose={() => setPicking(false)}
          onPick={(path) => {
            setValue(name, path, { shouldDirty: true, shouldValidate: true });
            setPicking(false);
          }}
        />
      )}
    </Stack>
  );
}
