import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './HomeSection.module.css';

/** A home panel: a section named by its heading, with the home page's side and vertical spacing. */
export function HomeSection({
  headingId,
  className,
  children,
}: {
  headingId: string;
  /** A panel's own look (a surface, a border) on top of the spacing. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={clsx(styles.section, className)}>
      {children}
    </section>
  );
}
