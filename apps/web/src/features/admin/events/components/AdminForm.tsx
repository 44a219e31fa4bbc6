import { useState, type FormEvent, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';
import { serverFields, validate, type FieldErrors } from './formErrors';

type SaveHandlers = { onSuccess: () => void; onError: (error: unknown) => void };

/**
 * A form's submit: checks the values with the shared input schema, then saves them; the field
 * codes of either check (the schema's or the server's 400) end up in `fields`.
 */
export function useCheckedSubmit<S extends z.ZodType>(
  schema: S,
  save: (input: z.output<S>, handlers: SaveHandlers) => void,
  onSaved: () => void,
) {
  const [fields, setFields] = useState<FieldErrors>({});
  /** The form's onSubmit, reading the values when it is sent. */
  const submit = (values: () => unknown) => (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(schema, values());
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    save(checked.data, { onSuccess: onSaved, onError: (error) => setFields(serverFields(error)) });
  };
  return { fields, submit };
}

/** The editors' form element: named, without the browser's own validation (the schema's runs). */
export function AdminForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    // Room above the first field, whose label rises above its outline.
    <Stack component="form" noValidate spacing={2.5} sx={{ pt: 1 }} onSubmit={onSubmit} aria-label={label}>
      {children}
    </Stack>
  );
}
