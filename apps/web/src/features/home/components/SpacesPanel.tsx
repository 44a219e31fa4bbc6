import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { SpacesMap } from '#web/components/spaces-map/SpacesMap';
import { ForwardButton } from '#web/components/pages/ForwardButton';
import { HomeSection } from './HomeSection';

/** Home panel 5: the spaces, introduced over the venue map with its hotspot markers. */
export function SpacesPanel() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const headingId = useId();
  return (
    <HomeSection headingId={headingId} sx={{ bgcolor: 'background.paper' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Box sx={{ maxWidth: 640 }}>
          <Typography id={headingId} component="h2" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
            {t('home:panels.spaces.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ lineHeight: 1.8 }}>
            {t('home:panels.spaces.text')}
          </Typography>
        </Box>
        <ForwardButton to={href(lang, 'spaces')} variant="contained">
          {t('home:panels.spaces.cta')}
        </ForwardButton>
      </Box>
      <SpacesMap lang={lang} />
    </HomeSection>
  );
}
