import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController } from 'react-hook-form';
import { useEditor } from '../editor/EditorContext';

/** A `boolean`: a switch. */
export function BooleanInput({ name, label }: { name: string; label: string }) {
  const { clearErrors } = useEditor();
  const { field } = useController({ name });
  return (
    <FormControlLabel
      control={
        <Switch
          name={name}
          checked={field.value === true}
          onChange={(_event, on) => {
            field.onChange(on);
            clearErrors(name);
          }}
        />
      }
      label={label}
    />
  );
}
