import type { ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import { ForwardButton } from '#web/components/pages/ForwardButton';
import { HomeSection } from './HomeSection';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';

interface PromoPanelProps {
  title: string;
  text: string;
  cta: string;
  to: string;
  icon: typeof SvgIcon;
  /** Which side the visual stands on from 768 px, alternating down the page. */
  reverse?: boolean;
  /** Shown under the text (the spaces map). */
  children?: ReactNode;
}

/** A home panel that introduces a page: heading, a sentence, a link to it and a visual. */
export function PromoPanel({ title, text, cta, to, icon: Icon, reverse = false, children }: PromoPanelProps) {
  const headingId = useId();
  return (
    <HomeSection headingId={headingId}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: reverse ? 'row-reverse' : 'row' },
          alignItems: { md: 'center' },
          gap: { xs: 3, md: 6 },
        }}
      >
        <Box
          aria-hidden
          sx={{
            flex: { md: '0 0 35%' },
            minHeight: { xs: 140, md: 220 },
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.contrastText',
            background: 'linear-gradient(135deg, var(--mui-palette-primary-main), var(--mui-palette-secondary-main))',
          }}
        >
          <Icon sx={{ fontSize: { xs: 64, md: 96 }, opacity: 0.9 }} />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography id={headingId} component="h2" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 1.8, maxWidth: 640 }}>
            {text}
          </Typography>
          <ForwardButton to={to} variant="contained">
            {cta}
          </ForwardButton>
        </Box>
      </Box>
      {children}
    </HomeSection>
  );
}
