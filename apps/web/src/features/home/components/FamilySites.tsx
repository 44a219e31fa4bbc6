import { useId } from 'react';
import { contentHref } from '@atrium/shared/links';
import { useTranslation } from '#web/lib/i18n/react';
import { useStringsLoaded } from '#web/lib/i18n/use-page-strings';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useFamilySites } from '../api/get-family-sites';
import { FamilySiteLogo } from './FamilySiteLogo';
import { HomeSection } from './HomeSection';
import { groupFamilySites } from './family-site-groups';
import type { FamilySite } from '@atrium/shared/api/content';
import styles from './FamilySites.module.css';

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
    <HomeSection headingId={headingId} className={styles.panel}>
      <h2 id={headingId} className={`type-h5 ${styles.title}`}>
        {t('home:familySites.title')}
      </h2>
      <div className={styles.columns}>
        {groupFamilySites(sites).map((group) => (
          <div key={group.category} data-category={group.category}>
            <h3 className={`type-subtitle1 ${styles.category}`}>{categoryTitle[group.category]}</h3>
            <ul className={styles.sites}>
              {group.sites.map((site) => (
                <li key={site.href}>
                  <FamilySiteLogo site={site} newTabText={t('home:newTab')} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </HomeSection>
  );
}
