import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '@atrium/shared/localized';
import { href } from '@atrium/shared/routes';
import { FOOTER_LINKS, TERMS_LINKS } from '../../config/footer';
import { useCurrentYear } from '../../lib/currentYear';
import { useLanguage } from '../../lib/i18n/useLanguage';
import { useSiteLinks } from '../../lib/siteLinks';

const linkRow = { display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 3 }, m: 0, p: 0, listStyle: 'none' } as const;

/**
 * Spec footer: navigation, terms, © and the current year, the managing body's credit and a
 * contact e-mail (those two from the `site` singleton staff edit).
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const site = useSiteLinks();
  const year = useCurrentYear();
  const body = site && pickLocalized(site.managingBody, lang);
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: { xs: 3, md: 6 }, py: 5 }}
    >
      <Box component="nav" aria-label={t('footer.label')} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box component="ul" sx={linkRow}>
          {FOOTER_LINKS.map(({ text, page }) => (
            <li key={page}>
              <Link component={RouterLink} to={href(lang, page)} color="text.primary">
                {t(text)}
              </Link>
            </li>
          ))}
        </Box>
        <Box component="ul" sx={linkRow}>
          {TERMS_LINKS.map(({ text, page }) => (
            <li key={page}>
              <Link component={RouterLink} to={href(lang, page)} color="text.primary" sx={{ fontWeight: 700 }}>
                {t(text)}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 0.5, color: 'text.secondary' }}>
        {body?.text && (
          <Typography variant="body2">
            {t('footer.managedBy')}{' '}
            <Link href={site?.managingBodyUrl} target="_blank" rel="noopener noreferrer" color="inherit">
              {body.lang === lang ? body.text : <span lang={body.lang}>{body.text}</span>}
              <Box component="span" sx={visuallyHidden}>
                {` ${t('newTab')}`}
              </Box>
            </Link>
          </Typography>
        )}
        {site?.contactEmail && (
          <Typography variant="body2">
            {t('footer.contact')}{' '}
            <Link href={`mailto:${site.contactEmail}`} color="inherit">
              {site.contactEmail}
            </Link>
          </Typography>
        )}
        <Typography variant="body2">{t('footer.copyright', { year })}</Typography>
      </Box>
    </Box>
  );
}

/** In sx, width: 1 would mean 100%: the sizes are written in px so the text takes no room. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
