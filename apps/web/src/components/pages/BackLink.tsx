import { TextLink } from '#web/components/ui/TextLink';
import { ArrowBackIcon } from '#web/components/content/icons';
import styles from './BackLink.module.css';

/** "← All news", "← All episodes": the link back up from a detail page, above its heading. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <TextLink to={to} className={styles.back}>
      <ArrowBackIcon fontSize="small" />
      {children}
    </TextLink>
  );
}
