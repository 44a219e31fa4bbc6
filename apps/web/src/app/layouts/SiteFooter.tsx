import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { contentHref } from '@atrium/shared/links';
import { pickLocalized } from '@atrium/shared/localized';
import { href } from '@atrium/shared/routes';
import { FOOTER_LINKS, TERMS_LINKS } from '#web/config/footer';
import { useCurrentYear } from '#web/lib/current-year';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useSiteLinks } from '#web/lib/site-links';
import { visuallyHidden } from '#web/components/forms/visually-hidden';

const linkRow = { display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 3 }, m: 0, p: 0, listStyle: 'none' } as const;
/** Footer links as plain anchors (MUI's Link would add its code to every page's first load). */
const linkSx = { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '0.2em' } as const;

/**
 * Spec footer: navigation, terms, © and the current year, the managing body's credit and a
 * contact e-mail (those two from the `site` singleton staff edit). The credit links to the body's
 * site (in a new tab) only where the link rule takes its address.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const site = useSiteLinks();
  const year = useCurrentYear();
  const body = site && pickLocalized(site.managingBody, lang);
  const bodySite = site && contentHref(lang, site.managingBodyUrl);
  const bodyName = body && (body.lang === lang ? body.text : <span lang={body.lang}>{body.text}</span>);
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: { xs: 3, md: 6 }, py: 5 }}
    >
      <Box component="nav" aria-label={t('footer.label')} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box component="ul" sx={linkRow}>
          {FOOTER_LINKS.map(({ text, page }) => (
            <li key={page}>
              <Box component={RouterLink} to={href(lang, page)} sx={{ ...linkSx, color: 'text.primary' }}>
                {t(text)}
              </Box>
            </li>
          ))}
        </Box>
        <Box component="ul" sx={linkRow}>
          {TERMS_LINKS.map(({ text, page }) => (
            <li key={page}>
              <Box
                component={RouterLink}
                to={href(lang, page)}
                sx={{ ...linkSx, color: 'text.primary', fontWeight: 700 }}
              >
                {t(text)}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
      <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 0.5, color: 'text.secondary' }}>
        {body?.text && (
          <Typography variant="body2">
            {t('footer.managedBy')}{' '}
            {bodySite ? (
              <Box component="a" href={bodySite.href} target="_blank" rel="noopener noreferrer" sx={linkSx}>
                {bodyName}
                <Box component="span" sx={visuallyHidden}>
                  {` ${t('newTab')}`}
                </Box>
              </Box>
            ) : (
              bodyName
            )}
          </Typography>
        )}
        {site?.contactEmail && (
          <Typography variant="body2">
            {t('footer.contact')}{' '}
            <Box component="a" href={`mailto:${site.contactEmail}`} sx={linkSx}>
              {site.contactEmail}
            </Box>
          </Typography>
        )}
        <Typography variant="body2">{t('footer.copyright', { year })}</Typography>
      </Box>
    </Box>
  );
}
