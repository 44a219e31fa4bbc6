import type { ReactNode } from 'react';
import styles from './VenueColumn.module.css';

/** The reading column of the venue pages (about 760 px of text, like a printed page). */
export function VenueColumn({ children }: { children: ReactNode }) {
  return <div className={styles.column}>{children}</div>;
}
