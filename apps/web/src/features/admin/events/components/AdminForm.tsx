import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '#web/features/admin/components/TextInput';
import { FormProvider, useController, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import type { z } from 'zod';
import { useFieldErrorText } from '#web/components/forms/use-field-error-text';
import { EditorProvider } from '#web/features/admin/content/components/editor/EditorContext';
import { useEditorState } from '#web/features/admin/content/components/editor/use-editor-state';
import { fieldError, serverFields, validate } from '../lib/form-errors';
import { FormProblems } from './FormProblems';

type SaveHandlers = { onSuccess: () => void; onError: (error: unknown) => void };

/**
 * An events form on the admin's one form kit: react-hook-form holds the values, the engine's
 * editor state the language shown and the errors. A submit checks the values (turned into the
 * request by `toInput`) with the shared input schema, then saves them; the field codes of either
 * check (the schema's or the server's 400) go to the fields they are about.
 */
export function useEventForm<V extends FieldValues, S extends z.ZodType>({
  defaultValues,
  schema,
  toInput,
  save,
  onSaved,
}: {
  defaultValues: DefaultValues<V>;
  schema: S;
  toInput: (values: V) => unknown;
  save: (input: z.output<S>, handlers: SaveHandlers) => void;
  onSaved: () => void;
}) {
  const form = useForm<V>({ defaultValues });
  const editor = useEditorState();
  const errorText = useFieldErrorText();
  const onValid = (values: V) => {
    const checked = validate(schema, toInput(values));
    if (!checked.ok) return editor.showErrors(checked.fields);
    editor.saved();
    save(checked.data, { onSuccess: onSaved, onError: (error) => editor.showErrors(serverFields(error)) });
  };
  /** The localized error of a field (of any of its languages), for its helper text. */
  const message = (name: string) => {
    const code = fieldError(editor.state.errors, name);
    return code ? errorText({ message: code }) : undefined;
  };
  return { form, editor, onValid, message };
}

type EventForm<V extends FieldValues> = ReturnType<typeof useEventForm<V, z.ZodType>>;

/** The editors' form element: named, without the browser's own validation (the schema's runs). */
export function AdminForm<V extends FieldValues>({
  label,
  kit,
  children,
}: {
  label: string;
  kit: EventForm<V>;
  children: ReactNode;
}) {
  return (
    <EditorProvider value={kit.editor.state}>
      <FormProvider {...kit.form}>
        {/* Room above the first field, whose label rises above its outline. */}
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          sx={{ pt: 1 }}
          onSubmit={kit.form.handleSubmit(kit.onValid)}
          aria-label={label}
        >
          {children}
        </Stack>
      </FormProvider>
    </EditorProvider>
  );
}

/** The end of an editor: what is wrong with it, then save (off while saving) and cancel. */
export function FormFooter({
  errors,
  save,
  onCancel,
}: {
  errors: Readonly<Record<string, string>>;
  /** The editor's save mutation. */
  save: { isError: boolean; error: unknown; isPending: boolean };
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormProblems fields={errors} error={save.isError ? save.error : null} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('admin:common.save')}
        </Button>
        <Button onClick={onCancel}>{t('admin:common.cancel')}</Button>
      </Stack>
    </>
  );
}

/** An item's place in its list's order (0 first), the form's `position` value. */
export function PositionField() {
  const { t } = useTranslation();
  const { field } = useController({ name: 'position' });
  return (
    <TextInput
      type="number"
      size="small"
      label={t('admin:eventAdmin.form.position')}
      name={field.name}
      value={field.value}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      slotProps={{ htmlInput: { min: 0, max: 10000 } }}
      sx={{ maxWidth: 200 }}
    />
  );
}
