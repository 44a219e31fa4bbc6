import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileUpdate } from '@atrium/shared/api/auth';
import { PHONE_REGIONS } from '@atrium/shared/phone-regions';
import { useLanguage } from '#web/lib/i18n/use-language';
import { FormTextField } from './FormTextField';

/** Country names in the page language, from the browser (Intl), not from a list of our own. */
function useRegionNames(): (code: string) => string {
  const lang = useLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    return (code: string) => names.of(code) ?? code;
  }, [lang]);
}

/**
 * The phone number and its country (default KR). The countries the venue's members mostly come
 * from are offered; any other number is typed with its +code, which then decides the country.
 */
export function PhoneFields() {
  const { t } = useTranslation();
  const regionName = useRegionNames();
  const { control } = useFormContext<ProfileUpdate>();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Controller
        control={control}
        name="phoneRegion"
        render={({ field }) => (
          <TextField
            select
            label={t('auth:field.phoneRegion')}
            name={field.name}
            value={field.value ?? 'KR'}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            autoComplete="country"
            sx={{ minWidth: { sm: 200 } }}
            slotProps={{ select: { native: true } }}
          >
            {PHONE_REGIONS.map((code) => (
              <option key={code} value={code}>
                {regionName(code)}
              </option>
            ))}
          </TextField>
        )}
      />
      <FormTextField
        control={control}
        name="phoneNumber"
        label={t('auth:field.phone')}
        type="tel"
        autoComplete="tel-national"
        required
        hint={t('auth:field.phoneHint')}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
    </Stack>
  );
}
