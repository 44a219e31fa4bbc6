import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { newsPageHref, pageCount } from './news-paging';

interface NewsPagerProps {
  listPath: string;
  page: number;
  pageSize: number;
  total: number;
}

/** The list's pages as real links (`?page=2`): shareable, crawlable, and back/forward walk through them. */
export function NewsPager({ listPath, page, pageSize, total }: NewsPagerProps) {
  const { t } = useTranslation();
  const count = pageCount(total, pageSize);
  if (count <= 1 && page <= 1) return null;
  return (
    <Pagination
      aria-label={t('news:list.pages')}
      page={Math.min(page, count)}
      count={count}
      sx={{ display: 'flex', justifyContent: 'center', mt: 4, '& ul': { justifyContent: 'center' } }}
      getItemAriaLabel={(type, item, selected) => {
        if (type === 'page') return t(selected ? 'news:pager.current' : 'news:pager.page', { page: item ?? 1 });
        return t(`news:pager.${type}`);
      }}
      renderItem={(item) => (
        <PaginationItem component={RouterLink} to={newsPageHref(listPath, item.page ?? 1)} {...item} />
      )}
    />
  );
}
