import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';

interface ListPagerProps {
  label: string;
  page: number;
  pages: number;
  /** The address of a page of the list (`?page=n`), so pages are real links. */
  hrefOf: (page: number) => string;
}

/** Page links of a public list (a <nav>): each a link, so they can be opened, shared and bookmarked. */
export function ListPager({ label, page, pages, hrefOf }: ListPagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}>
      <Pagination
        aria-label={label}
        page={page}
        count={pages}
        renderItem={(item) => <PaginationItem component={RouterLink} to={hrefOf(item.page ?? 1)} {...item} />}
        getItemAriaLabel={(type, item, selected) => {
          if (type === 'page') return t(selected ? 'edu:pager.current' : 'edu:pager.page', { page: item ?? 1 });
          if (type === 'previous') return t('edu:pager.previous');
          if (type === 'next') return t('edu:pager.next');
          if (type === 'first') return t('edu:pager.first');
          return t('edu:pager.last');
        }}
      />
    </Box>
  );
}
