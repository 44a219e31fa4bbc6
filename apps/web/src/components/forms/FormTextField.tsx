import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from './useFieldErrorText';

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'fullWidth'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** A field shown only for some answers: its value goes when it does (not validated, not sent). */
  shouldUnregister?: boolean;
  /** Shown under the field while it has no error. */
  hint?: string;
};

/** A text field of a react-hook-form form, full width, with its error (localized) under it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  shouldUnregister,
  hint,
  ...props
}: FormTextFieldProps<T>) {
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      shouldUnregister={shouldUnregister}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? hint}
        />
      )}
    />
  );
}
