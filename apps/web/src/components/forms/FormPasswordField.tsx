import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordField, type PasswordFieldProps } from './PasswordField';
import { useFieldErrorText } from './use-field-error-text';

type FormPasswordFieldProps<T extends FieldValues> = Omit<
  PasswordFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Said instead of the generic text when the field is left empty. */
  requiredText?: string;
};

/** A password field of a react-hook-form form, with its error (localized) under it. */
export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  requiredText,
  ...props
}: FormPasswordFieldProps<T>) {
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={requiredText && fieldState.error?.message === 'REQUIRED' ? requiredText : errorText(fieldState.error)}
        />
      )}
    />
  );
}
