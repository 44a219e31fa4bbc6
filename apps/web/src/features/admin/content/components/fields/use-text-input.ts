import type { ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { useEditor } from '../editor/EditorContext';
import { fieldDomId, useFieldErrors } from './use-field-errors';

/**
 * The props a text-like input of the kit passes to its TextField: id and name, the value as text,
 * a change that stores `store(text)` and drops the field's errors, blur, ref and error text.
 * `path` is where the value lives when it is not `name` itself (one language of it: 'title.en').
 */
export function useTextInput(
  name: string,
  { path = name, store = (text: string): unknown => text }: { path?: string; store?: (text: string) => unknown } = {},
) {
  const { clearErrors } = useEditor();
  const { field } = useController({ name: path });
  const { text, invalid } = useFieldErrors(name);
  return {
    id: fieldDomId(path),
    name: path,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      field.onChange(store(event.target.value));
      clearErrors(name);
    },
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: invalid,
    helperText: text,
  };
}

/** An empty input stores null (no date, no time, no option). */
export const textOrNull = (text: string) => text || null;
