import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

interface TitledSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  headingId?: string;
  /** h5 on detail pages; h6 in the sections of a form or an account page. */
  variant?: 'h5' | 'h6';
  title: ReactNode;
  /** The section's own id, when a table of contents links to it. */
  id?: string;
  lang?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A part of a page under its own h2 ("About this work", "Gallery", "Programs", "Sign-in"). */
export function TitledSection({ headingId, variant = 'h5', title, id, lang, sx, children }: TitledSectionProps) {
  return (
    <Box component="section" id={id} aria-labelledby={headingId} lang={lang} sx={sx}>
      <Typography id={headingId} component="h2" variant={variant} sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
