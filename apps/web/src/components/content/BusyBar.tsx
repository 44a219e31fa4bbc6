import clsx from 'clsx';
import styles from './BusyBar.module.css';

/**
 * A thin bar that moves while a list or a member's state loads again; it keeps its height when
 * idle, so nothing below it jumps. Decorative (aria-hidden): the content it precedes says what
 * changed. The look of MUI's indeterminate LinearProgress without its module; still under
 * prefers-reduced-motion (the global rule). `className` places it (its margin).
 */
export function BusyBar({ busy, className }: { busy: boolean; className?: string }) {
  return <div aria-hidden className={clsx(styles.bar, busy && styles.busy, className)} />;
}
