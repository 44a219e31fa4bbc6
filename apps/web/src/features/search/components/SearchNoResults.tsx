import { useTranslation } from '#web/lib/i18n/react';
import type { SearchType } from '@atrium/shared/api/search';
import type { Language } from '@atrium/shared/languages';
import { href, type PageId } from '@atrium/shared/routes';
import { searchPageHref } from '@atrium/shared/search-page';
import { TextLink } from '#web/components/ui/TextLink';
import styles from './SearchNoResults.module.css';

/** Where a visitor whose search found nothing may look instead (pages and their menu labels). */
const BROWSE: Array<{ page: PageId; label: string }> = [
  { page: 'exhibitions', label: 'nav.exhibitions' },
  { page: 'news', label: 'nav.news' },
  { page: 'spaces', label: 'nav.spaces' },
  { page: 'event', label: 'nav.event' },
];

interface SearchNoResultsProps {
  lang: Language;
  base: string;
  q: string;
  type?: SearchType;
}

/** Nothing found: what to try (other words, every type), and the Memorial's main lists. */
export function SearchNoResults({ lang, base, q, type }: SearchNoResultsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.none}>
      <h2 className={`type-h5 ${styles.heading}`}>{t('search:none.heading', { q })}</h2>
      <p className={`type-body1 ${styles.tipsHeading}`}>{t('search:none.tipsHeading')}</p>
      <ul className={styles.tips}>
        {type && (
          <li>
            <TextLink to={searchPageHref(base, q)}>
              {t('search:none.allTypes', { type: t(`search:types.${type}`) })}
            </TextLink>
          </li>
        )}
        <li>{t('search:none.spelling')}</li>
        <li>{t('search:none.fewer')}</li>
        <li>{t('search:none.other')}</li>
      </ul>
      <p className={`type-body1 ${styles.browseHeading}`}>{t('search:none.browseHeading')}</p>
      <ul className={styles.browse}>
        {BROWSE.map(({ page, label }) => (
          <li key={page}>
            <TextLink to={href(lang, page)} className={styles.browseLink}>
              {t(label)}
            </TextLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
