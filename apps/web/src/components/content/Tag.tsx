import clsx from 'clsx';
import type { ReactElement } from 'react';
import { Element, type LegacySx } from './legacy-sx';
import styles from './Tag.module.css';

type TagColor = 'default' | 'primary' | 'success';

interface TagProps {
  label: string;
  color?: TagColor;
  variant?: 'filled' | 'outlined';
  /** An icon before the text (aria-hidden: the text says it). */
  icon?: ReactElement;
  lang?: string;
  /** Places the tag (its margin, its alignment). */
  className?: string;
  sx?: LegacySx;
}

/**
 * A small label that says what something is ("Permanent", "In progress", "Video"): the look of
 * MUI's small Chip, without the click, delete and avatar machinery a label never uses. Clickable
 * filters stay Chips.
 */
export function Tag({ label, color = 'default', variant = 'filled', icon, lang, className, sx }: TagProps) {
  return (
    <Element
      as="span"
      lang={lang}
      className={clsx(styles.tag, styles[color], variant === 'outlined' && styles.outlined, className)}
      sx={sx}
    >
      {icon}
      <span className={styles.label}>{label}</span>
    </Element>
  );
}
