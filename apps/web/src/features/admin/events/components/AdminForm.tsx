import { useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldErrorText } from '#web/components/forms/useFieldErrorText';
import { fieldError, serverFields, validate, type FieldErrors } from './formErrors';
import { FormProblems } from './FormProblems';

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
  const errorText = useFieldErrorText();
  const [fields, setFields] = useState<FieldErrors>({});
  /** The form's onSubmit, reading the values when it is sent. */
  const submit = (values: () => unknown) => (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(schema, values());
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    save(checked.data, { onSuccess: onSaved, onError: (error) => setFields(serverFields(error)) });
  };
  /** The localized error of a field (of any of its languages), for its helper text. */
  const message = (name: string) => {
    const code = fieldError(fields, name);
    return code ? errorText({ message: code }) : undefined;
  };
  return { fields, submit, message };
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

/** The end of an editor: what is wrong with it, then save (off while saving) and cancel. */
export function FormFooter({
  fields,
  save,
  onCancel,
}: {
  fields: FieldErrors;
  /** The editor's save mutation. */
  save: { isError: boolean; error: unknown; isPending: boolean };
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormProblems fields={fields} error={save.isError ? save.error : null} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('admin:common.save')}
        </Button>
        <Button onClick={onCancel}>{t('admin:common.cancel')}</Button>
      </Stack>
    </>
  );
}

/** An item's place in its list's order (0 first). */
export function PositionField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      type="number"
      size="small"
      label={t('admin:eventAdmin.form.position')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { min: 0, max: 10000 } }}
      sx={{ maxWidth: 200 }}
    />
  );
}
