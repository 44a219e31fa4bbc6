import clsx from 'clsx';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import type { ProfileUpdate } from '@atrium/shared/api/auth';
import { MEMBER_TYPES } from '@atrium/shared/member-types';
import { Radio } from '#web/components/ui/Radio';
import { FieldHelper, REQUIRED_MARK } from '#web/components/ui/TextField';
import fieldStyles from '#web/components/ui/TextField.module.css';
import { useFieldErrorText } from './use-field-error-text';
import styles from './MemberTypeField.module.css';

/** The member type as a group of four radio buttons with a legend (pastor, public servant, blessed family, general). */
export function MemberTypeField() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { control } = useFormContext<ProfileUpdate>();
  const labelId = useId();
  const helperId = useId();
  return (
    <Controller
      control={control}
      name="memberType"
      render={({ field, fieldState }) => {
        const error = errorText(fieldState.error);
        return (
          <fieldset className={clsx(styles.group, error && [styles.invalid, fieldStyles.error])}>
            <legend id={labelId} className={styles.legend}>
              {t('auth:field.memberType')}
              <span aria-hidden>{REQUIRED_MARK}</span>
            </legend>
            <div role="radiogroup" aria-labelledby={labelId} className={styles.choices}>
              {MEMBER_TYPES.map((type, index) => (
                <Radio
                  key={type}
                  name={field.name}
                  value={type}
                  checked={field.value === type}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  // The first radio takes the focus when the group is the first field in error.
                  inputRef={index === 0 ? field.ref : undefined}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? helperId : undefined}
                >
                  {t(`auth:memberType.${type}`)}
                </Radio>
              ))}
            </div>
            {error && <FieldHelper id={helperId}>{error}</FieldHelper>}
          </fieldset>
        );
      }}
    />
  );
}
