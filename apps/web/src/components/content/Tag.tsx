import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { withSx } from '#web/components/theme/with-sx';

type TagColor = 'default' | 'primary' | 'success';

interface TagProps {
  label: string;
  color?: TagColor;
  variant?: 'filled' | 'outlined';
  /** An icon before the text (aria-hidden: the text says it). */
  icon?: ReactElement;
  lang?: string;
  sx?: SxProps<Theme>;
}

/** Text and border of each colour and variant, as MUI's Chip draws them. */
function colors(color: TagColor, outlined: boolean) {
  if (color === 'default')
    return outlined
      ? { color: 'text.primary', border: '1px solid var(--mui-palette-Chip-defaultBorder)' }
      : { color: 'text.primary', bgcolor: 'action.selected' };
  return outlined
    ? { color: `${color}.main`, border: `1px solid rgba(var(--mui-palette-${color}-mainChannel) / 0.7)` }
    : { color: `${color}.contrastText`, bgcolor: `${color}.main` };
}

/**
 * A small label that says what something is ("Permanent", "In progress", "Video"): the look of
 * MUI's small Chip, without the click, delete and avatar machinery a label never uses (Chip's
 * module is 2.3 KB of the first-load script of each page that shows one). Clickable filters
 * stay Chips.
 */
export function Tag({ label, color = 'default', variant = 'filled', icon, lang, sx }: TagProps) {
  const outlined = variant === 'outlined';
  return (
    <Box
      component="span"
      lang={lang}
      sx={withSx(
        {
          display: 'inline-flex',
          alignItems: 'center',
          verticalAlign: 'middle',
          boxSizing: 'border-box',
          maxWidth: '100%',
          height: 24,
          borderRadius: '12px',
          fontSize: '0.8125rem',
          lineHeight: 1.5,
          whiteSpace: 'nowrap',
          ...colors(color, outlined),
          '& > svg': { fontSize: 18, ml: outlined ? '2px' : '4px', mr: '-4px' },
        },
        sx,
      )}
    >
      {icon}
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', px: outlined ? '7px' : 1 }}>
        {label}
      </Box>
    </Box>
  );
}
