import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import { href, type PageId } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useFieldErrorText } from '#web/components/forms/use-field-error-text';
import { Checkbox } from '#web/components/ui/Checkbox';
import { TextLink } from '#web/components/ui/TextLink';
import type { SignupFormInput } from '@atrium/shared/api/account-forms';
import styles from './TermsAgreement.module.css';

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
    <div>
      <Checkbox
        strong
        checked={agreed === TERMS.length}
        indeterminate={agreed > 0 && agreed < TERMS.length}
        onChange={(event) => setAll(event.target.checked)}
      >
        {t('auth:terms.all')}
      </Checkbox>
      <hr className={styles.divider} />
      {TERMS.map((term) => (
        <Controller
          key={term.name}
          control={control}
          name={term.name}
          render={({ field, fieldState }) => {
            const error = errorText(fieldState.error);
            const helperId = `${idPrefix}-${term.name}`;
            return (
              <div className={styles.term}>
                <Checkbox
                  // The label says "(required)"; the asterisk stays as MUI drew it, hidden from assistive technology.
                  required
                  name={field.name}
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked ? true : undefined)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? helperId : undefined}
                >
                  {t(term.label)}
                </Checkbox>
                <TextLink href={href(lang, term.page)} target="_blank" rel="noopener">
                  {t('auth:terms.view')}
                  <span className="visually-hidden">{` ${t(term.title)} ${t('newTab')}`}</span>
                </TextLink>
                {error && (
                  <p id={helperId} className={`type-caption ${styles.error}`}>
                    {error}
                  </p>
                )}
              </div>
            );
          }}
        />
      ))}
    </div>
  );
}
