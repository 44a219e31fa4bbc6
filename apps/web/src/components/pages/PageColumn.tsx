import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './PageColumn.module.css';

/** The reading column of the content pages (education, exhibitions, quizzes); `wide` for card grids. */
export function PageColumn({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={clsx(styles.column, wide && styles.wide)}>{children}</div>;
}
