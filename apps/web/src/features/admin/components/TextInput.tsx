import { useId, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { TextFieldProps } from '@mui/material/TextField';

export type TextInputProps = Omit<
  TextFieldProps,
  'select' | 'SelectProps' | 'variant' | 'children' | 'slots' | 'InputProps' | 'inputProps' | 'InputLabelProps'
>;

/**
 * The staff screens' text field (the public forms' is components/ui/TextField, without MUI).
 * MUI's outlined TextField for text, without its select mode: the same markup, label, helper
 * text and `aria-describedby`, but TextField imports Select, Menu, Popover and the other two
 * variants whatever it renders (about 11 KB brotli on every page with a form). A choice from a
 * list is a TextField with `select`, or a NativeSelect. `ref` reaches the root, as TextField's
 * does (react-hook-form's `register` finds the input inside it).
 */
export function TextInput({
  id: idOverride,
  label,
  helperText,
  slotProps = {},
  autoComplete,
  autoFocus,
  defaultValue,
  multiline,
  rows,
  minRows,
  maxRows,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  type,
  value,
  inputRef,
  fullWidth,
  ref,
  ...root
}: TextInputProps & { ref?: Ref<HTMLDivElement> }) {
  const generated = useId();
  const id = idOverride ?? generated;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelId = label ? `${id}-label` : undefined;
  const { input, htmlInput, inputLabel, formHelperText } = slotProps as Record<string, object | undefined>;
  return (
    <FormControl {...root} ref={ref} fullWidth={fullWidth}>
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={labelId} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        rows={rows}
        minRows={minRows}
        maxRows={maxRows}
        name={name}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        label={label}
        notched={(inputLabel as { shrink?: boolean } | undefined)?.shrink}
        inputProps={htmlInput}
        {...input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
