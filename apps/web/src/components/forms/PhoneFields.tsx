import { useMemo } from 'react';
import { displayNames } from '@atrium/shared/intl-formats';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import type { ProfileUpdate } from '@atrium/shared/api/auth';
import { PHONE_REGIONS } from '@atrium/shared/phone-regions';
import { useLanguage } from '#web/lib/i18n/use-language';
import { Select } from '#web/components/ui/Select';
import { FormTextField } from './FormTextField';
import styles from './PhoneFields.module.css';

/** Country names in the page language, from the browser (Intl), not from a list of our own. */
function useRegionNames(): (code: string) => string {
  const lang = useLanguage();
  return useMemo(() => {
    const names = displayNames([lang], { type: 'region' });
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
    <div className={styles.row}>
      <Controller
        control={control}
        name="phoneRegion"
        render={({ field }) => (
          // The device's own list (a native select): no menu code on the sign-up page.
          <Select
            label={t('auth:field.phoneRegion')}
            name={field.name}
            value={field.value ?? 'KR'}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            selectRef={field.ref}
            autoComplete="country"
            className={styles.region}
          >
            {PHONE_REGIONS.map((code) => (
              <option key={code} value={code}>
                {regionName(code)}
              </option>
            ))}
          </Select>
        )}
      />
      <FormTextField
        control={control}
        name="phoneNumber"
        label={t('auth:field.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        hint={t('auth:field.phoneHint')}
      />
    </div>
  );
}
