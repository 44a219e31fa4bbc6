import { useState } from 'react';
import { TextInput } from '#web/features/admin/components/TextInput';
import { useController } from 'react-hook-form';
import type { NumberField } from '@atrium/shared/content/fields';
import { useEditor } from '../editor/EditorContext';
import { fieldDomId, useFieldErrors } from './use-field-errors';

/** What the input shows for a stored number (null: empty). */
const shown = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** A `number` within its range; an empty input stores null. */
export function NumberInput({ name, label, field }: { name: string; label: string; field: NumberField }) {
  const { clearErrors } = useEditor();
  const { field: input } = useController({ name });
  const { text, invalid } = useFieldErrors(name);
  // What is typed ('1.', '-') may not be a number yet: keep the text while the value is the same.
  const [typed, setTyped] = useState(() => shown(input.value));
  const display = Number(typed) === input.value || (typed === '' && input.value === null) ? typed : shown(input.value);
  return (
    <TextInput
      id={fieldDomId(name)}
      name={name}
      label={label}
      type="number"
      required={field.required}
      value={display}
      onChange={(event) => {
        const raw = event.target.value;
        setTyped(raw);
        const value = raw.trim() === '' ? null : Number(raw);
        input.onChange(value === null || Number.isNaN(value) ? null : value);
        clearErrors(name);
      }}
      onBlur={input.onBlur}
      inputRef={input.ref}
      error={invalid}
      helperText={text}
      slotProps={{ htmlInput: { min: field.min, max: field.max, step: field.integer ? 1 : 'any' } }}
      sx={{ maxWidth: 240 }}
    />
  );
}
