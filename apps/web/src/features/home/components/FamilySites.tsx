import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { contentHref } from '@atrium/shared/links';
import { useTranslation } from '#web/lib/i18n/react';
import { useStringsLoaded } from '#web/lib/i18n/use-page-strings';
import { useLanguage } from '#web/lib/i18n/use-language';
import { CardGrid } from '#web/components/pages/CardGrid';
import { useFamilySites } from '../api/get-family-sites';
import { FamilySiteLogo } from './FamilySiteLogo';
import { HomeSection } from './HomeSection';
import { groupFamilySites } from './family-site-groups';
import type { FamilySite } from '@atrium/shared/api/content';

/** Spec: four rows a column on desktop, empty cells kept; the grid's rows keep them without empty elements. */
const DESKTOP_ROWS = 4;

/**
 * Home panel 8: the affiliated sites in three categories. Desktop: a column per category, four
 * rows each; phones: each category's logos two to a row. Links open in a new tab. Its sites come
 * after hydration: the server renders nothing here.
 */
export function FamilySites() {
  const lang = useLanguage();
  const sites = useFamilySites(lang);
  // A site whose address the link rule refuses is left out: its logo would lead nowhere safe.
  const linked = sites.data?.filter((site) => contentHref(lang, site.href)) ?? [];
  if (!linked.length) return null;
  return <FamilySiteColumns sites={linked} />;
}

/**
 * The server's render read none of these strings: the panel comes once they are in, rather than
 * showing keys meanwhile. It waits without suspending, so the page's parts stay as they are.
 */
function FamilySiteColumns({ sites }: { sites: FamilySite[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const stringsLoaded = useStringsLoaded();
  if (!stringsLoaded) return null;
  const categoryTitle = {
    family: t('home:familySites.family'),
    education: t('home:familySites.education'),
    content: t('home:familySites.content'),
  };
  return (
    <HomeSection headingId={headingId} sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
        {t('home:familySites.title')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: { xs: 3, md: 4 } }}>
        {groupFamilySites(sites).map((group) => (
          <Box key={group.category} data-category={group.category}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
              {categoryTitle[group.category]}
            </Typography>
            <CardGrid
              gap={1.5}
              columns={{ xs: 'repeat(2, minmax(0, 1fr))', md: '1fr' }}
              sx={{ gridTemplateRows: { md: `repeat(${DESKTOP_ROWS}, 64px)` } }}
            >
              {group.sites.map((site) => (
                <li key={site.href}>
                  <FamilySiteLogo site={site} newTabText={t('home:newTab')} />
                </li>
              ))}
            </CardGrid>
          </Box>
        ))}
      </Box>
    </HomeSection>
  );
}
