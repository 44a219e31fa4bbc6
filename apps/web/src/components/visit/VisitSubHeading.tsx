import type { ReactNode } from 'react';
import type { IconComponent } from '#web/components/ui/Icon';
import styles from './VisitSubHeading.module.css';

/** A heading of the visit information with its icon (hours, address, admission…). */
export function VisitSubHeading({ icon: Icon, children }: { icon: IconComponent; children: ReactNode }) {
  return (
    <h3 className={`type-subtitle1 ${styles.subHeading}`}>
      <Icon fontSize="small" className={styles.subHeadingIcon} />
      {children}
    </h3>
  );
}
