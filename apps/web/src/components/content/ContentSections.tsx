import clsx from 'clsx';
import type { Section } from '@atrium/shared/api/content';
import { ResponsivePicture } from '../media/ResponsivePicture';
import { RichText } from './RichText';
import styles from './ContentSections.module.css';

/** Pictures in a text column: never wider than the column (about 760 px), full width on phones. */
const SECTION_IMAGE_SIZES = '(min-width: 900px) 760px, 100vw';

interface ContentSectionsProps {
  sections: Section[];
  /** The headings' level: 2 on a page, 3 inside a titled part (a guide, a chapter). */
  level?: 2 | 3;
  imageSizes?: string;
}

/** Sections of a page, a space, a guide or a chapter: a heading, its rich text and its picture each. */
export function ContentSections({ sections, level = 2, imageSizes = SECTION_IMAGE_SIZES }: ContentSectionsProps) {
  const top = level === 2;
  const Part = top ? 'section' : 'div';
  const Heading = top ? 'h2' : 'h3';
  return (
    <>
      {sections.map((section, i) => (
        <Part key={i} className={top ? styles.section : styles.part}>
          {section.heading && (
            <Heading className={clsx(top ? 'type-h5' : 'type-h6', styles.heading)}>{section.heading}</Heading>
          )}
          <RichText html={section.html} />
          {section.image && (
            <figure className={styles.figure}>
              <ResponsivePicture image={section.image} sizes={imageSizes} className={styles.picture} />
            </figure>
          )}
        </Part>
      ))}
    </>
  );
}
