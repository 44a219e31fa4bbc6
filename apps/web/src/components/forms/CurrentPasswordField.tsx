import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';
import { useFieldErrorText } from './use-field-error-text';

/** The password a member signs in with (sign-in, password change); an empty one is said in the spec's words. */
export function CurrentPasswordField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          autoComplete="current-password"
          error={
            fieldState.error?.message === 'REQUIRED' ? t('auth:signin.passwordRequired') : errorText(fieldState.error)
          }
        />
      )}
    />
  );
}
