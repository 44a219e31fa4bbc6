import type { ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useController } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import type { GroupField } from '@atrium/shared/content/fields';
import { useEditor } from '../editor/EditorContext';
import { formValuesOf } from '#web/features/admin/content/lib/form-values';
import { FieldSet } from './FieldSet';

interface GroupInputProps {
  name: string;
  label: string;
  field: GroupField;
  /** The group's sub-fields, under `prefix` ('video.'). */
  renderFields: (prefix: string) => ReactNode;
}

/** A `group` that is there or not as a whole (an item's video): a switch adds or removes it. */
export function GroupInput({ name, label, field, renderFields }: GroupInputProps) {
  const { t } = useTranslation();
  const { clearErrors } = useEditor();
  const { field: input } = useController({ name });
  const present = input.value !== null && typeof input.value === 'object';
  return (
    <FieldSet name={name} label={label} required={field.required}>
      <FormControlLabel
        control={
          <Switch
            checked={present}
            onChange={(_event, on) => {
              input.onChange(on ? formValuesOf(field.of, {}) : null);
              clearErrors(name);
            }}
          />
        }
        label={t('admin:content.group.include', { field: label })}
      />
      {present && (
        <Stack spacing={2.5} sx={{ mt: 2, pl: 2, borderInlineStart: 2, borderColor: 'divider' }}>
          {renderFields(`${name}.`)}
        </Stack>
      )}
    </FieldSet>
  );
}
