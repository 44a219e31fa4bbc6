import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './TitledSection.module.css';

interface TitledSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  headingId?: string;
  /** h5 on detail pages; h6 in the sections of a form or an account page. */
  variant?: 'h5' | 'h6';
  title: ReactNode;
  /** The section's own id, when a table of contents links to it. */
  id?: string;
  lang?: string;
  /** Places the section (its margin). */
  className?: string;
  children: ReactNode;
}

/** A part of a page under its own h2 ("About this work", "Gallery", "Programs", "Sign-in"). */
export function TitledSection(props: TitledSectionProps) {
  const { headingId, variant = 'h5', title, id, lang, className, children } = props;
  return (
    <section id={id} aria-labelledby={headingId} lang={lang} className={className}>
      <h2 id={headingId} className={clsx(`type-${variant}`, styles.heading)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
