import type { ReactNode } from 'react';
import { useId } from 'react';
import clsx from 'clsx';
import type { IconComponent } from '#web/components/ui/Icon';
import { ForwardButton } from '#web/components/pages/ForwardButton';
import { HomeSection } from './HomeSection';
import styles from './PromoPanel.module.css';

interface PromoPanelProps {
  title: string;
  text: string;
  cta: string;
  to: string;
  icon: IconComponent;
  /** Which side the visual stands on from 768 px, alternating down the page. */
  reverse?: boolean;
  /** Shown under the text (the spaces map). */
  children?: ReactNode;
}

/** A home panel that introduces a page: heading, a sentence, a link to it and a visual. */
export function PromoPanel({ title, text, cta, to, icon: Icon, reverse = false, children }: PromoPanelProps) {
  const headingId = useId();
  return (
    <HomeSection headingId={headingId}>
      <div className={clsx(styles.layout, reverse && styles.reverse)}>
        <div aria-hidden className={styles.visual}>
          <Icon className={styles.icon} />
        </div>
        <div className={styles.body}>
          <h2 id={headingId} className={`type-h4 ${styles.title}`}>
            {title}
          </h2>
          {/* The main colour, as before the move (MUI drew color="text.secondary" so). */}
          <p className={`type-body1 ${styles.text}`}>{text}</p>
          <ForwardButton to={to} variant="contained">
            {cta}
          </ForwardButton>
        </div>
      </div>
      {children}
    </HomeSection>
  );
}
