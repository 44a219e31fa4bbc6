import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './FormPage.module.css';

interface FormPageProps {
  title: string;
  /** A sentence under the title saying what the page is for. */
  intro?: ReactNode;
  children: ReactNode;
  /** Wider for the sign-up and profile forms. */
  width?: 'narrow' | 'wide';
}

/** The frame of the member pages: a centred card with the page's h1 (static CSS: no MUI of its own). */
export function FormPage({ title, intro, children, width = 'narrow' }: FormPageProps) {
  return (
    <div className={styles.page}>
      <div className={clsx(styles.card, width === 'wide' && styles.wide)}>
        <h1 className={clsx('type-h4', styles.title, intro && styles.titleWithIntro)}>{title}</h1>
        {/* The main colour, as MUI drew it (its Typography ignored color="text.secondary"). */}
        {intro && <p className={clsx('type-body1', styles.intro)}>{intro}</p>}
        {children}
      </div>
    </div>
  );
}
