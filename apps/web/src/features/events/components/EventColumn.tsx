import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './EventColumn.module.css';

/** The reading column of the event and program pages. */
export function EventColumn({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={clsx(styles.column, wide && styles.wide)}>{children}</div>;
}
