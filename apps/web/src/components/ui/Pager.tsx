import clsx from 'clsx';
import { Link as RouterLink } from '#web/lib/router';
import { NavigateBeforeIcon, NavigateNextIcon } from './icons';
import { pagerItems, type PagerItem } from './pager-items';
import styles from './Pager.module.css';

interface PagerProps {
  label: string;
  page: number;
  count: number;
  /** The address of a page (the ends ask for page 0 or count + 1 when disabled). */
  hrefOf: (page: number) => string;
  /** A link's name: "Page 2", "Page 1 (current)", "Next page". */
  itemLabel: (type: 'page' | 'previous' | 'next', page: number, selected: boolean) => string;
  /** Its place on the page (the space above it). */
  className?: string;
}

/** Pages as real links, so they work without JavaScript: MUI's Pagination look, without its run-time styles. */
export function Pager({ label, page, count, hrefOf, itemLabel, className }: PagerProps) {
  const link = (item: Exclude<PagerItem, { type: 'ellipsis' }>) => {
    const disabled = item.type !== 'page' && item.disabled;
    const selected = item.type === 'page' && item.selected;
    return (
      <RouterLink
        to={hrefOf(item.page)}
        aria-label={itemLabel(item.type, item.page, selected)}
        aria-current={selected ? 'page' : undefined}
        // The disabled ends stay in place, out of the tab order (as MUI's).
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : undefined}
        className={clsx('type-body2', styles.item, styles.link)}
      >
        {item.type === 'previous' && <NavigateBeforeIcon className={styles.icon} />}
        {item.type === 'page' && item.page}
        {item.type === 'next' && <NavigateNextIcon className={styles.icon} />}
      </RouterLink>
    );
  };
  return (
    <nav aria-label={label} className={clsx(styles.pager, className)}>
      <ul className={styles.list}>
        {pagerItems(page, count).map((item) => (
          <li key={item.type === 'page' ? item.page : item.type === 'ellipsis' ? item.key : item.type}>
            {item.type === 'ellipsis' ? <div className={clsx('type-body2', styles.item)}>…</div> : link(item)}
          </li>
        ))}
      </ul>
    </nav>
  );
}
