import clsx from 'clsx';
import { Fragment, type ReactNode } from 'react';
import styles from './TermList.module.css';

export interface Term {
  term: string;
  value: ReactNode;
}

/** The terms' column beside the values, each a class (the CSP allows no style attribute). */
const TERM_COLUMNS = {
  'minmax(7rem, auto)': styles.narrow,
  'minmax(140px, max-content)': styles.wide,
} as const;

/**
 * Terms and their values as a description list: one under the other on phones, the term beside
 * its value from 425 px (`termColumn` sizes the terms' column). `className` sets the spacing.
 */
export function TermList({
  terms,
  termColumn,
  className,
}: {
  terms: readonly Term[];
  termColumn: keyof typeof TERM_COLUMNS;
  className?: string;
}) {
  return (
    <dl className={clsx(styles.list, TERM_COLUMNS[termColumn], className)}>
      {terms.map(({ term, value }) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
