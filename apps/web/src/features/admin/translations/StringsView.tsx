import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import type { useTranslations } from '../api/getTranslations';
import { AdminErrorAlert } from '../components/AdminErrorAlert';
import { AdminPagination } from '../components/AdminPagination';
import type { SearchPatch } from '../lib/searchState';
import { TranslationFilters } from './TranslationFilters';
import { TranslationGrid } from './TranslationGrid';
import type { TranslationSearch } from './translationSearch';

interface StringsViewProps {
  search: TranslationSearch;
  list: ReturnType<typeof useTranslations>;
  onChange: (patch: SearchPatch) => void;
}

/** The grid view: filters, the key × language grid and its pages. */
export function StringsView({ search, list, onChange }: StringsViewProps) {
  const { t } = useTranslation();
  return (
    <>
      <TranslationFilters
        key={search.q ?? ''}
        search={search}
        namespaces={list.data?.namespaces ?? []}
        onChange={onChange}
      />
      {list.isError && <AdminErrorAlert error={list.error} />}
      <LinearProgress sx={{ visibility: list.isFetching ? 'visible' : 'hidden' }} aria-hidden />
      {list.isPending && <Skeleton variant="rectangular" height={400} />}
      {list.data && (
        <div>
          <TranslationGrid rows={list.data.items} counts={list.data.counts} />
          <AdminPagination
            label={t('admin:translations.pages')}
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onChange={(page) => onChange({ page })}
          />
        </div>
      )}
    </>
  );
}
