import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MuiScope } from '#web/components/theme/MuiScope';

interface FormPageProps {
  title: string;
  /** A sentence under the title saying what the page is for. */
  intro?: ReactNode;
  children: ReactNode;
  /** Wider for the sign-up and profile forms. */
  width?: 'narrow' | 'wide';
}

/** The frame of the member pages: a centred card with the page's h1, in MUI's theme (its forms are MUI's). */
export function FormPage({ title, intro, children, width = 'narrow' }: FormPageProps) {
  return (
    <MuiScope>
      <Box sx={{ px: { xs: 2, sm: 3 }, py: { xs: 4, md: 8 }, display: 'flex', justifyContent: 'center' }}>
        <Paper
          variant="outlined"
          sx={{
            width: '100%',
            maxWidth: width === 'wide' ? 720 : 480,
            p: { xs: 3, sm: 5 },
            borderRadius: 3,
            // Korean wraps between words, not inside them; long e-mail addresses still wrap.
            wordBreak: 'keep-all',
            overflowWrap: 'break-word',
          }}
        >
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: intro ? 1 : 3 }}>
            {title}
          </Typography>
          {intro && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {intro}
            </Typography>
          )}
          {children}
        </Paper>
      </Box>
    </MuiScope>
  );
}
