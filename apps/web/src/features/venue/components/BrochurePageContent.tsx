import clsx from 'clsx';
import type { Section } from '@atrium/shared/api/content';
import { RichText } from '#web/components/content/RichText';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import styles from './BrochurePageContent.module.css';

interface BrochurePageContentProps {
  section: Section;
  label: string;
  /** Which way the visitor turned: the new page comes in from that side (no motion when reduced, see the global styles). */
  direction: 'previous' | 'next';
  first: boolean;
  lang?: string;
}

/** One brochure page: its picture, heading and paragraphs on a sheet of paper. */
export function BrochurePageContent({ section, label, direction, first, lang }: BrochurePageContentProps) {
  return (
    <div
      role="group"
      aria-label={label}
      lang={lang}
      className={clsx(styles.page, !first && (direction === 'next' ? styles.fromRight : styles.fromLeft))}
    >
      {section.image && (
        <ResponsivePicture image={section.image} sizes="(min-width: 900px) 760px, 100vw" priority={first} />
      )}
      <div className={styles.body}>
        {section.heading && <h2 className={clsx('type-h5', styles.heading)}>{section.heading}</h2>}
        <RichText html={section.html} />
      </div>
    </div>
  );
}
