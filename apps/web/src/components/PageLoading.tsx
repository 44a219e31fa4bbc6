import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from '#web/lib/i18n/react';

/** Shown only after a short delay, so fast page loads do not flash a spinner. */
const SHOW_AFTER_MS = 300;

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * The Suspense fallback while a page's chunk loads: a small ring (CSS only, no extra component
 * code). It fills the viewport so the footer below starts off screen: a shorter placeholder
 * showed the footer for a moment and then pushed it away (a layout shift) when the page came.
 */
export function PageLoading() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Box role="status" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {visible && (
        // A progress indicator, so its name is read: a plain element may not carry aria-label
        // (axe's aria-prohibited-attr, seen whenever a page took longer than SHOW_AFTER_MS).
        <Box
          role="progressbar"
          aria-label={t('loading')}
          sx={{
            width: 40,
            height: 40,
            borderRadius: '50%',
            border: 4,
            borderColor: 'divider',
            borderTopColor: 'primary.main',
            animation: `${spin} 0.8s linear infinite`,
            // With reduced motion the ring stays still (global rule) and still says "loading".
          }}
        />
      )}
    </Box>
  );
}
