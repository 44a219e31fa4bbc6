import type { ReactNode } from 'react';
import type { IconComponent } from '#web/components/ui/Icon';
import styles from './StatusPage.module.css';

interface StatusPageProps {
  icon: IconComponent;
  title: string;
  description?: string;
  /** Links or buttons offered below the message. */
  actions?: ReactNode;
  /** 'alert' for failures a screen reader should announce at once. */
  role?: 'alert' | 'status';
}

/** The shared look of the not-found, in-preparation, login-required and error pages. */
export function StatusPage({ icon: Icon, title, description, actions, role }: StatusPageProps) {
  return (
    <div role={role} className={styles.page}>
      <Icon className={styles.icon} fontSize="inherit" />
      <h1 className="type-h4">{title}</h1>
      {/* The main colour, as MUI drew it (its Typography ignored color="text.secondary"). */}
      {description && <p className={`type-body1 ${styles.description}`}>{description}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
