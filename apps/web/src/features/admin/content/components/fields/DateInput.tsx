import { TextInput } from '#web/features/admin/components/TextInput';
import type { DateField, TimeField } from '@atrium/shared/content/fields';
import { textOrNull, useTextInput } from './use-text-input';

/** How wide each input is, and a time's step of one minute (no seconds). */
const SHAPES = {
  date: { maxWidth: 240, htmlInput: undefined },
  time: { maxWidth: 180, htmlInput: { step: 60 } },
} as const;

/**
 * A `date` (yyyy-MM-dd, the venue's calendar) or a `time` of day (HH:mm, the venue's clock), in
 * the browser's own input; an empty input stores null.
 */
export function DateInput({ name, label, field }: { name: string; label: string; field: DateField | TimeField }) {
  const input = useTextInput(name, { store: textOrNull });
  const shape = SHAPES[field.kind];
  return (
    <TextInput
      {...input}
      type={field.kind}
      label={label}
      required={field.required}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: shape.htmlInput }}
      sx={{ maxWidth: shape.maxWidth }}
    />
  );
}
