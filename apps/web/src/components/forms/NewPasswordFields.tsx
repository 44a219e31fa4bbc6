import { useId } from 'react';
import Stack from '@mui/material/Stack';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { useFieldErrorText } from './use-field-error-text';

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
 * formRules.passwordsMatch).
 */
export function NewPasswordFields({ name }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { control } = useFormContext<NewPasswordValues>();
  const password = useWatch({ control, name }) ?? '';
  const meterId = useId();
  return (
    <Stack spacing={2}>
      <div>
        <Controller
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <PasswordField
              label={t(name === 'password' ? 'auth:field.password' : 'auth:field.newPassword')}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              autoComplete="new-password"
              error={errorText(fieldState.error)}
              helperText={t('auth:field.passwordHint')}
              describedBy={meterId}
            />
          )}
        />
        <PasswordStrengthMeter id={meterId} password={password} />
      </div>
      <Controller
        control={control}
        name="passwordConfirm"
        render={({ field, fieldState }) => (
          <PasswordField
            label={t('auth:field.passwordConfirm')}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            autoComplete="new-password"
            error={errorText(fieldState.error)}
          />
        )}
      />
    </Stack>
  );
}
