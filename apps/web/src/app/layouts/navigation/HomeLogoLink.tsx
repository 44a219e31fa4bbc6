import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { Logo } from '#web/components/navigation/Logo';
import { withSx } from '#web/components/theme/with-sx';

/** The logo as the link home; on the home page itself it takes the visitor back to the top. */
export function HomeLogoLink(props: { size: number; withName: boolean; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { sx } = props;
  return (
    <Box
      component={RouterLink}
      to={href(lang, 'home')}
      aria-label={t('nav.logoHome')}
      onClick={() => window.scrollTo({ top: 0 })}
      sx={withSx({ display: 'inline-flex', textDecoration: 'none' }, sx)}
    >
      <Logo size={props.size} withName={props.withName} />
    </Box>
  );
}
