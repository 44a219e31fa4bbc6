import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import type { ListField } from '@atrium/shared/content/fields';
import { useEditor } from '../editor/EditorContext';
import { formValuesOf } from '#web/features/admin/content/lib/form-values';
import { FieldSet } from './FieldSet';
import { fieldDomId } from './use-field-errors';

/**
 * The heading of a list's entries: h2 under the page's h1, one level lower for each list the
 * list sits in ('questions.0.choices' → h3).
 */
const entryHeading = (name: string) => {
  const depth = name.split('.').filter((part) => /^\d+$/.test(part)).length;
  return `h${Math.min(6, 2 + depth)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
};

interface ListInputProps {
  name: string;
  label: string;
  field: ListField;
  /** The sub-form of one entry, its fields under `prefix` ('sections.2.'). */
  renderEntry: (prefix: string) => ReactNode;
}

/** A `list`: repeated sub-forms (a page's sections, a quiz's questions); add, remove, move up and down. */
export function ListInput({ name, label, field, renderEntry }: ListInputProps) {
  const { t } = useTranslation();
  const { clearErrors, markReshaped } = useEditor();
  const { fields: entries, append, remove, move } = useFieldArray({ name });
  const headingLevel = entryHeading(name);
  // Entry errors and translation marks are keyed by position: a reshaped list drops them.
  const reshaped = () => {
    clearErrors(name);
    markReshaped(name);
  };
  return (
    <FieldSet name={name} label={label} required={field.required}>
      <Stack spacing={2}>
        {entries.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('admin:content.list.empty')}
          </Typography>
        )}
        {entries.map((entry, index) => {
          const n = index + 1;
          const headingId = fieldDomId(`${name}.${index}`, 'heading');
          return (
            <Paper key={entry.id} component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
              <Stack
                direction="row"
                sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
              >
                <Typography id={headingId} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {t('admin:content.list.entry', { field: label, n })}
                </Typography>
                <Stack direction="row" spacing={0.5}>
                  <IconButton
                    aria-label={t('admin:content.list.moveUp', { field: label, n })}
                    disabled={index === 0}
                    onClick={() => {
                      move(index, index - 1);
                      reshaped();
                    }}
                  >
                    <ArrowUpward aria-hidden />
                  </IconButton>
                  <IconButton
                    aria-label={t('admin:content.list.moveDown', { field: label, n })}
                    disabled={index === entries.length - 1}
                    onClick={() => {
                      move(index, index + 1);
                      reshaped();
                    }}
                  >
                    <ArrowDownward aria-hidden />
                  </IconButton>
                  <Button
                    color="error"
                    onClick={() => {
                      remove(index);
                      reshaped();
                    }}
                  >
                    {t('admin:content.list.remove', { field: label, n })}
                  </Button>
                </Stack>
              </Stack>
              <Stack spacing={2.5}>{renderEntry(`${name}.${index}.`)}</Stack>
            </Paper>
          );
        })}
        <Button
          variant="outlined"
          startIcon={<Add aria-hidden />}
          disabled={entries.length >= field.max}
          onClick={() => {
            append(formValuesOf(field.of, {}));
            reshaped();
          }}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('admin:content.list.add', { field: label })}
        </Button>
      </Stack>
    </FieldSet>
  );
}
