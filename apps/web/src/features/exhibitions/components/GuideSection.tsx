import clsx from 'clsx';
import type { Section } from '@atrium/shared/api/content';
import { ContentSections } from '#web/components/content/ContentSections';
import type { IconComponent } from '#web/components/ui/Icon';
import styles from './GuideSection.module.css';

interface GuideSectionProps {
  id: string;
  title: string;
  icon: IconComponent;
  sections: Section[];
  /** The title's language when the sections around it are served in another. */
  titleLang?: string;
}

/** The exhibition guide or the location guide: a titled box of steps, each with its picture or map. */
export function GuideSection({ id, title, icon: Icon, sections, titleLang }: GuideSectionProps) {
  if (!sections.length) return null;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.guide}>
      <h2 id={`${id}-title`} lang={titleLang} className={clsx('type-h5', styles.title)}>
        <Icon className={styles.icon} />
        {title}
      </h2>
      <ContentSections sections={sections} level={3} />
    </section>
  );
}
