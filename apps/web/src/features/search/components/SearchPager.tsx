import { useTranslation } from '#web/lib/i18n/react';
import { SEARCH_PAGE_SIZE, type SearchType } from '@atrium/shared/search-rules';
import { searchPageHref } from '@atrium/shared/search-page';
import { Pager } from '#web/components/ui/Pager';

interface SearchPagerProps {
  base: string;
  q: string;
  type?: SearchType;
  page: number;
  total: number;
}

/** The result pages as real links (?q=&type=&page=), so they work without JavaScript. */
export function SearchPager({ base, q, type, page, total }: SearchPagerProps) {
  const { t } = useTranslation();
  const count = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  if (count <= 1 && page <= 1) return null;
  return (
    <Pager
      label={t('search:pager.label')}
      page={Math.min(page, count)}
      count={count}
      hrefOf={(p) => searchPageHref(base, q, type, p)}
      itemLabel={(kind, p, selected) =>
        kind === 'page'
          ? t(selected ? 'search:pager.current' : 'search:pager.page', { page: p })
          : t(`search:pager.${kind}`)
      }
    />
  );
}
