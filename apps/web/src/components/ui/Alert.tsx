import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import type { Severity } from '#web/components/theme/tokens';
import { ErrorOutlineIcon, InfoOutlinedIcon, SuccessOutlinedIcon, WarningOutlinedIcon } from './icons';
import styles from './Alert.module.css';

const ICONS = {
  info: InfoOutlinedIcon,
  success: SuccessOutlinedIcon,
  warning: WarningOutlinedIcon,
  error: ErrorOutlineIcon,
} as const;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  severity?: Severity;
  /** `outlined`: a border on the page's surface instead of a tinted one; `filled`: a solid one (a notice). */
  variant?: 'standard' | 'outlined' | 'filled';
  /** A heading in bold above the message. */
  title?: ReactNode;
  /** A button or link at the end (MUI's `action`). */
  action?: ReactNode;
  /** false: no icon. */
  icon?: false;
}

/**
 * A message in a coloured box, as MUI's Alert draws it. Its role is `alert` by default, so
 * assistive technology reads it as it appears; pass `role="status"` for a quieter one.
 */
export function Alert({
  severity = 'info',
  variant = 'standard',
  title,
  action,
  icon,
  role = 'alert',
  className,
  children,
  ...rest
}: AlertProps) {
  const Icon = ICONS[severity];
  return (
    <div {...rest} role={role} className={clsx(styles.alert, styles[severity], styles[variant], className)}>
      {icon !== false && (
        <span className={styles.icon}>
          <Icon fontSize="inherit" />
        </span>
      )}
      <div className={styles.message}>
        {title && <div className={styles.title}>{title}</div>}
        {children}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
