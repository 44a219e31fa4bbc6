import { TextInput } from '#web/features/admin/components/TextInput';

/** The words a list is searched for: a small search box of at most 100 characters. */
export function SearchField({
  name,
  label,
  value,
  onChange,
  fullWidth,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  fullWidth?: boolean;
}) {
  return (
    <TextInput
      size="small"
      type="search"
      name={name}
      fullWidth={fullWidth}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 100 } }}
    />
  );
}
