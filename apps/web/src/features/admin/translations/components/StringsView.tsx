import { Skeleton } from '#web/components/content/Skeleton';
import skeletonSizes from '#web/features/admin/components/skeleton-sizes.module.css';
import { useTranslation } from '#web/lib/i18n/react';
import type { useTranslations } from '../api/get-translations';
import type { SearchPatch } from '#web/features/admin/lib/search-state';
import { PagedResult } from '#web/features/admin/components/PagedResult';
import { TranslationFilters } from './TranslationFilters';
import { TranslationGrid } from './TranslationGrid';
import type { TranslationSearch } from '../lib/translation-search';

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
      <PagedResult
        query={list}
        pagesLabel={t('admin:translations.pages')}
        onPage={(page) => onChange({ page })}
        pending={<Skeleton variant="rectangular" className={skeletonSizes.h400} />}
      >
        {(data) => <TranslationGrid rows={data.items} counts={data.counts} />}
      </PagedResult>
    </>
  );
}
