import { useTranslation } from '#web/lib/i18n/react';
import { Pager } from '#web/components/ui/Pager';
import styles from './ListPager.module.css';

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
    <Pager
      label={label}
      page={page}
      count={pages}
      hrefOf={hrefOf}
      className={styles.pager}
      itemLabel={(type, n, selected) =>
        type === 'page' ? t(selected ? 'edu:pager.current' : 'edu:pager.page', { page: n }) : t(`edu:pager.${type}`)
      }
    />
  );
}
