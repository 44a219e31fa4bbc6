import clsx from 'clsx';
import type { ReactElement } from 'react';
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
}

/**
 * A small label that says what something is ("Permanent", "In progress", "Video"): the look of
 * MUI's small Chip, without the click, delete and avatar machinery a label never uses. Clickable
 * filters stay Chips.
 */
export function Tag({ label, color = 'default', variant = 'filled', icon, lang, className }: TagProps) {
  return (
    <span lang={lang} className={clsx(styles.tag, styles[color], variant === 'outlined' && styles.outlined, className)}>
      {icon}
      <span className={styles.label}>{label}</span>
    </span>
  );
}
