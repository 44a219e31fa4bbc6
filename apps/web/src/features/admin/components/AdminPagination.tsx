import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { useAdminFormat } from '../lib/format';

interface AdminPaginationProps {
  /** Names the navigation landmark ("Users pages"), so two pagers on a page can be told apart. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** The total and the page links of a paged admin list. */
export function AdminPagination({ label, page, pageSize, total, onChange }: AdminPaginationProps) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', py: 1 }}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {t('admin:common.total', { total: format.number(total) })}
      </Typography>
      {pages > 1 && (
        <Pagination
          aria-label={label}
          page={Math.min(page, pages)}
          count={pages}
          onChange={(_event, next) => onChange(next)}
          getItemAriaLabel={(type, item, selected) => {
            if (type === 'page') return t(selected ? 'admin:pager.current' : 'admin:pager.page', { page: item });
            return t(`admin:pager.${type}`);
          }}
        />
      )}
    </Stack>
  );
}
