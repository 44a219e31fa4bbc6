import { useTranslation } from '#web/lib/i18n/react';
import { newsPageHref, pageCount } from './news-paging';
import { Pager } from '#web/components/ui/Pager';

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
    <Pager
      label={t('news:list.pages')}
      page={Math.min(page, count)}
      count={count}
      hrefOf={(p) => newsPageHref(listPath, p)}
      itemLabel={(type, p, selected) =>
        type === 'page' ? t(selected ? 'news:pager.current' : 'news:pager.page', { page: p }) : t(`news:pager.${type}`)
      }
    />
  );
}
