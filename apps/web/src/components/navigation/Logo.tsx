import Box from '@mui/material/Box';
import { useTranslation } from '#web/lib/i18n/react';

interface LogoProps {
  /** Mark height in px; the name shows beside it when `withName`. */
  size: number;
  withName?: boolean;
}

/** The venue's mark (an arch over an A) and name. Inline SVG: no request, follows the theme colour. */
export function Logo({ size, withName = false }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, color: 'primary.main' }}>
      <Box
        component="svg"
        viewBox="0 0 64 64"
        aria-hidden
        sx={{ width: size, height: size, flexShrink: 0, transition: 'width 200ms, height 200ms' }}
      >
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path
          d="M32 12 14 52h8l4-10h12l4 10h8L32 12Zm-3.6 23L32 25.6 35.6 35h-7.2Z"
          fill="var(--mui-palette-background-paper)"
        />
      </Box>
      {withName && (
        <Box
          component="span"
          sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'text.primary', whiteSpace: 'nowrap' }}
        >
          {t('siteName')}
        </Box>
      )}
    </Box>
  );
}
