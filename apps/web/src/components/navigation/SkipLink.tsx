import { useTranslation } from '#web/lib/i18n/react';
import Box from '@mui/material/Box';

export const MAIN_ID = 'main';

/** First in the tab order: jumps past the navigation to <main id="main">; visible on focus. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
      onClick={(event) => {
        // Move focus too, not only the scroll position, so the next Tab continues in the content.
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}
