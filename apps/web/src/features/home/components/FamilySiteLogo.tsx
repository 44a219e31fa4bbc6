import Box from '@mui/material/Box';
import type { FamilySite } from '@atrium/shared/api/content';
import { contentHref } from '@atrium/shared/links';
import { langIfOther } from '#web/components/content/served-language';
import { visuallyHidden } from '#web/components/forms/visually-hidden';
import { useLanguage } from '#web/lib/i18n/use-language';
import { DEFAULT_LOGO_MAX_HEIGHT } from './family-site-groups';

/** One affiliated site's logo link, opening in a new tab (said to screen readers too). */
export function FamilySiteLogo({ site, newTabText }: { site: FamilySite; newTabText: string }) {
  const maxHeight = site.maxHeight ?? DEFAULT_LOGO_MAX_HEIGHT;
  // The name may be served in a fallback language (docs/spec/decisions.md §8); the new-tab note is the page's.
  const lang = useLanguage();
  const nameLang = langIfOther(site.lang, lang);
  return (
    <Box
      component="a"
      href={contentHref(lang, site.href)?.href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{
        position: 'relative',
        height: 64,
        px: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        // Logos are drawn for a light background: keep it light in the dark scheme too.
        bgcolor: '#fff',
        color: '#1d1b1a',
        fontWeight: 700,
        textDecoration: 'none',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      {site.logo ? (
        <Box
          component="img"
          src={site.logo.url}
          alt={site.name}
          lang={nameLang}
          width={site.logo.width}
          height={site.logo.height}
          loading="lazy"
          decoding="async"
          sx={{ display: 'block', height: maxHeight, width: 'auto', maxWidth: '100%', objectFit: 'contain' }}
        />
      ) : (
        <span lang={nameLang}>{site.name}</span>
      )}
      <Box component="span" sx={visuallyHidden}>
        {` ${newTabText}`}
      </Box>
    </Box>
  );
}
