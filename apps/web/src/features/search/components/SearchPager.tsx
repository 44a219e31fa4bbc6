import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { SEARCH_PAGE_SIZE, type SearchType } from '@atrium/shared/search-rules';
import { searchPageHref } from '@atrium/shared/search-page';

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
    <Pagination
      aria-label={t('search:pager.label')}
      page={Math.min(page, count)}
      count={count}
      sx={{ display: 'flex', justifyContent: 'center', mt: 4, '& ul': { justifyContent: 'center' } }}
      getItemAriaLabel={(kind, item, selected) => {
        if (kind === 'page') return t(selected ? 'search:pager.current' : 'search:pager.page', { page: item ?? 1 });
        return t(`search:pager.${kind}`);
      }}
      renderItem={(item) => (
        <PaginationItem component={RouterLink} to={searchPageHref(base, q, type, item.page ?? 1)} {...item} />
      )}
    />
  );
}
