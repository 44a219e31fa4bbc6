import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fieldDomId, useFieldErrors } from './use-field-errors';

/**
 * A field made of several controls (an image and its buttons, seven day boxes, a list): a
 * fieldset named by its legend, with the field's error under it.
 */
export function FieldSet({
  name,
  label,
  required,
  hint,
  children,
}: {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  const { text } = useFieldErrors(name);
  const messageId = fieldDomId(name, 'message');
  return (
    <Box
      component="fieldset"
      id={fieldDomId(name)}
      aria-describedby={text || hint ? messageId : undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        {label}
        {required && <span aria-hidden> *</span>}
      </Typography>
      {children}
      {(text || hint) && (
        <Typography
          id={messageId}
          variant="caption"
          color={text ? 'error' : 'text.secondary'}
          sx={{ display: 'block', mt: 0.5 }}
        >
          {text ?? hint}
        </Typography>
      )}
    </Box>
  );
}
