import clsx from 'clsx';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import stack from '#web/components/ui/Stack.module.css';
import { FormPasswordField } from './FormPasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/** The fields of any form choosing a password: the new one and its confirmation. */
export interface NewPasswordValues {
  password: string;
  newPassword: string;
  passwordConfirm: string;
}

interface NewPasswordFieldsProps {
  /** `password` at sign-up, `newPassword` when replacing one (the API's field names). */
  name: 'password' | 'newPassword';
}

/**
 * A new password with its strength meter and the confirmation, inside a react-hook-form
 * FormProvider whose values have these fields (checked by the form's schema, see
 * form-rules.ts).
 */
export function NewPasswordFields({ name }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<NewPasswordValues>();
  const password = useWatch({ control, name }) ?? '';
  const meterId = useId();
  return (
    <div className={clsx(stack.stack, stack.gap2)}>
      <div>
        <FormPasswordField
          control={control}
          name={name}
          label={t(name === 'password' ? 'auth:field.password' : 'auth:field.newPassword')}
          helperText={t('auth:field.passwordHint')}
          autoComplete="new-password"
          describedBy={meterId}
        />
        <PasswordStrengthMeter id={meterId} password={password} />
      </div>
      <FormPasswordField
        control={control}
        name="passwordConfirm"
        label={t('auth:field.passwordConfirm')}
        autoComplete="new-password"
      />
    </div>
  );
}
