import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { withSx } from '#web/components/theme/with-sx';

/** A short text with an icon before it, inline (the icon should be aria-hidden: the text says it). */
export function IconLabel(props: { icon: ReactNode; children: ReactNode; id?: string; sx?: SxProps<Theme> }) {
  const { icon, children, id, sx } = props;
  return (
    <Box component="span" id={id} sx={withSx({ display: 'inline-flex', alignItems: 'center', gap: 0.5 }, sx)}>
      {icon}
      {children}
    </Box>
  );
}
