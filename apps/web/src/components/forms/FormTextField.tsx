import { TextField, type TextFieldProps } from '#web/components/ui/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from './use-field-error-text';

type FormTextFieldProps<T extends FieldValues, C, O extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'
> & {
  /** The form's control (with the schema's output type, when a resolver transforms the values). */
  control: Control<T, C, O>;
  name: FieldPath<T>;
  /** A field shown only for some answers: its value goes when it does (not validated, not sent). */
  shouldUnregister?: boolean;
  /** Shown under the field while it has no error. */
  hint?: string;
};

/** A text field of a react-hook-form form, full width, with its error (localized) under it. */
export function FormTextField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  shouldUnregister,
  hint,
  ...props
}: FormTextFieldProps<T, C, O>) {
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
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? hint}
        />
      )}
    />
  );
}
