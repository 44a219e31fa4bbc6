import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './NewsColumn.module.css';

/** The reading column of the news pages (wider for the list's cards). */
export function NewsColumn({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={clsx(styles.column, wide && styles.wide)}>{children}</div>;
}
