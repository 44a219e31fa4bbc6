import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './IconLabel.module.css';

/** A short text with an icon before it, inline (the icon should be aria-hidden: the text says it). */
export function IconLabel(props: { icon: ReactNode; children: ReactNode; id?: string; className?: string }) {
  const { icon, children, id, className } = props;
  return (
    <span id={id} className={clsx(styles.label, className)}>
      {icon}
      {children}
    </span>
  );
}
