import type { ChangeEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';

interface CompactSelectProps {
  id: string;
  /** The accessible name (the select has no visible label in the navigation). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/**
 * A native <select> in the theme's look, for the navigation's language and mode choices:
 * the platform's own picker on phones, and far lighter than MUI's input stack.
 */
export function CompactSelect({ id, label, value, onChange, children }: CompactSelectProps) {
  return (
    <Box
      component="select"
      id={id}
      aria-label={label}
      value={value}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      sx={{
        font: 'inherit',
        fontSize: '0.875rem',
        fontWeight: 700,
        color: 'text.primary',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        minHeight: 40,
        px: 1.5,
        cursor: 'pointer',
        '&:hover': { borderColor: 'text.primary' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
      }}
    >
      {children}
    </Box>
  );
}
