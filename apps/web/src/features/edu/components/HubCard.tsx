import clsx from 'clsx';
import { Link } from '#web/lib/router';
import { Tag } from '#web/components/content/Tag';
import type { IconComponent } from '#web/components/ui/Icon';
import styles from './HubCard.module.css';

interface HubCardProps {
  to: string;
  icon: IconComponent;
  title: string;
  description: string;
  /** A small label beside the title ("Members"). */
  badge?: string;
}

/** A way into one part of the education section: icon, title (the link, covering the card), text. */
export function HubCard({ to, icon: Icon, title, description, badge }: HubCardProps) {
  return (
    <article className={styles.card}>
      <Icon className={styles.icon} />
      <div className={styles.heading}>
        <h2 className="type-h6">
          <Link to={to} className={styles.link}>
            {title}
          </Link>
        </h2>
        {badge && <Tag variant="outlined" label={badge} />}
      </div>
      <p className={clsx('type-body1 text-secondary', styles.description)}>{description}</p>
    </article>
  );
}
