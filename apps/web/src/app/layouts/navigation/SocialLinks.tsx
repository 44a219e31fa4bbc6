import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LINKS } from '../../../config/social';

/** The venue's channels and app stores, each opening in a new tab. */
export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('social.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {SOCIAL_LINKS.map(({ text, href, icon: Icon }) => (
        <li key={text}>
          <IconButton
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t(text)} ${t('newTab')}`}
            size="small"
            sx={{ color: 'text.secondary' }}
          >
            <Icon aria-hidden fontSize="small" />
          </IconButton>
        </li>
      ))}
    </Box>
  );
}
