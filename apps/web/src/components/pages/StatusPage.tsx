import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';

interface StatusPageProps {
  icon: typeof SvgIcon;
  title: string;
  description?: string;
  /** Links or buttons offered below the message. */
  actions?: ReactNode;
  /** 'alert' for failures a screen reader should announce at once. */
  role?: 'alert' | 'status';
}

/** The shared look of the not-found, in-preparation, login-required and error pages. */
export function StatusPage({ icon: Icon, title, description, actions, role }: StatusPageProps) {
  return (
    <Box
      role={role}
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        px: 3,
        py: 8,
      }}
    >
      <Icon aria-hidden sx={{ fontSize: 72, color: 'primary.main' }} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
          {description}
        </Typography>
      )}
      {actions && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}>{actions}</Box>
      )}
    </Box>
  );
}
