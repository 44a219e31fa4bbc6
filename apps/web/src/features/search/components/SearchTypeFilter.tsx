import clsx from 'clsx';
import { Link as RouterLink } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { SEARCH_TYPES, type SearchType } from '@atrium/shared/search-rules';
import { searchPageHref } from '@atrium/shared/search-page';
import styles from './SearchTypeFilter.module.css';

interface SearchTypeFilterProps {
  base: string;
  q: string;
  type?: SearchType;
}

/** The result types as links (?type=): they work without JavaScript, and the address says what is shown. */
export function SearchTypeFilter({ base, q, type }: SearchTypeFilterProps) {
  const { t } = useTranslation();
  const choices: Array<SearchType | undefined> = [undefined, ...SEARCH_TYPES];
  return (
    <nav aria-label={t('search:filters.label')} className={styles.filters}>
      <ul className={styles.list}>
        {choices.map((choice) => {
          const current = choice === type;
          return (
            <li key={choice ?? 'all'}>
              <RouterLink
                to={searchPageHref(base, q, choice)}
                aria-current={current ? 'page' : undefined}
                className={clsx(styles.chip, current && styles.current)}
              >
                {choice ? t(`search:types.${choice}`) : t('search:filters.all')}
              </RouterLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
