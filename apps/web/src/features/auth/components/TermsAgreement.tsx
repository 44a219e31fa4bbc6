import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import { href, type PageId } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useFieldErrorText } from '#web/components/forms/use-field-error-text';
import { visuallyHidden } from '#web/components/forms/visually-hidden';
import type { SignupFormInput } from '@atrium/shared/api/account-forms';

const TERMS = [
  { name: 'agreeService', page: 'termsService', label: 'auth:terms.service', title: 'footer.termsService' },
  { name: 'agreePrivacy', page: 'termsPrivacy', label: 'auth:terms.privacy', title: 'footer.termsPrivacy' },
] as const satisfies readonly { name: keyof SignupFormInput; page: PageId; label: string; title: string }[];

/** Both terms, each with a link to read it in a new tab, and "agree to all"; every one is required. */
export function TermsAgreement() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const errorText = useFieldErrorText();
  const { control, setValue, resetField, trigger, formState } = useFormContext<SignupFormInput>();
  const [service, privacy] = useWatch({ control, name: ['agreeService', 'agreePrivacy'] });
  const agreed = [service, privacy].filter((v) => v === true).length;
  const idPrefix = useId();
  const setAll = (checked: boolean) => {
    for (const term of TERMS) {
      // The schema knows only `true`: unchecked is "not given", the field's empty default.
      if (checked) setValue(term.name, true, { shouldValidate: formState.isSubmitted });
      else resetField(term.name);
    }
    if (!checked && formState.isSubmitted) void trigger(TERMS.map((term) => term.name));
  };
  return (
    <Box>
      <FormControlLabel
        label={t('auth:terms.all')}
        control={
          <Checkbox
            checked={agreed === TERMS.length}
            indeterminate={agreed > 0 && agreed < TERMS.length}
            onChange={(event) => setAll(event.target.checked)}
          />
        }
        slotProps={{ typography: { sx: { fontWeight: 700 } } }}
      />
      <Divider sx={{ my: 1 }} />
      {TERMS.map((term) => (
        <Controller
          key={term.name}
          control={control}
          name={term.name}
          render={({ field, fieldState }) => {
            const error = errorText(fieldState.error);
            const helperId = `${idPrefix}-${term.name}`;
            return (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                <FormControlLabel
                  label={t(term.label)}
                  control={
                    <Checkbox
                      // The label already says "(required)": no asterisk, but the input still says so.
                      required
                      name={field.name}
                      checked={field.value === true}
                      onChange={(event) => field.onChange(event.target.checked ? true : undefined)}
                      onBlur={field.onBlur}
                      slotProps={{
                        input: {
                          ref: field.ref,
                          'aria-invalid': Boolean(error),
                          'aria-describedby': error ? helperId : undefined,
                        },
                      }}
                    />
                  }
                />
                <Link href={href(lang, term.page)} target="_blank" rel="noopener">
                  {t('auth:terms.view')}
                  <Box component="span" sx={visuallyHidden}>
                    {` ${t(term.title)} ${t('newTab')}`}
                  </Box>
                </Link>
                {error && (
                  <FormHelperText error id={helperId} sx={{ flexBasis: '100%', mt: 0 }}>
                    {error}
                  </FormHelperText>
                )}
              </Box>
            );
          }}
        />
      ))}
    </Box>
  );
}
