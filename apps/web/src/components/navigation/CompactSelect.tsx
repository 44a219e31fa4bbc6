import type { ReactNode } from 'react';
import styles from './CompactSelect.module.css';

interface CompactSelectProps {
  id: string;
  /** The accessible name (the select has no visible label in the navigation). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/**
 * A native <select> in the theme's look, for the navigation's language and mode choices:
 * the platform's own picker on phones, and far lighter than MUI's input stack.
 */
export function CompactSelect({ id, label, value, onChange, children }: CompactSelectProps) {
  return (
    <select
      id={id}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={styles.select}
    >
      {children}
    </select>
  );
}
