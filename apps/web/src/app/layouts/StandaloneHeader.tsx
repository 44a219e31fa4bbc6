import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Home from '@mui/icons-material/Home';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { LanguageSelect } from '#web/components/navigation/LanguageSelect';
import { Logo } from '#web/components/navigation/Logo';

/** The small header of standalone pages: the logo, a HOME link and the language select. */
export function StandaloneHeader() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        // On a phone a long site name (fr, es) and the controls do not fit one row: wrap, never overflow.
        flexWrap: 'wrap',
        gap: 2,
        px: { xs: 2, md: 4 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Logo size={36} withName />
      <Box component="nav" aria-label={t('nav.standaloneLabel')} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button component={RouterLink} to={href(lang, 'home')} startIcon={<Home aria-hidden />} variant="outlined">
          {t('home')}
        </Button>
        <LanguageSelect id="standalone-language" />
      </Box>
    </Box>
  );
}
