import type { EmailField } from '@atrium/shared/content/fields';
import { PlainTextInput } from './PlainTextInput';

/** An `email` address. */
export function EmailInput({ name, label, field }: { name: string; label: string; field: EmailField }) {
  return <PlainTextInput name={name} label={label} type="email" required={field.required} maxLength={254} />;
}
