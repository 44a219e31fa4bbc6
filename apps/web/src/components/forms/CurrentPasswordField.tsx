import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import { FormPasswordField } from './FormPasswordField';

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
  return (
    <FormPasswordField
      control={control}
      name={name}
      label={label}
      autoComplete="current-password"
      requiredText={t('auth:signin.passwordRequired')}
    />
  );
}
