import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Element, type LegacySx } from './legacy-sx';
import styles from './IconLabel.module.css';

/** A short text with an icon before it, inline (the icon should be aria-hidden: the text says it). */
export function IconLabel(props: {
  icon: ReactNode;
  children: ReactNode;
  id?: string;
  className?: string;
  sx?: LegacySx;
}) {
  const { icon, children, id, className, sx } = props;
  return (
    <Element as="span" id={id} className={clsx(styles.label, className)} sx={sx}>
      {icon}
      {children}
    </Element>
  );
}
