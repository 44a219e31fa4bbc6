import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import type { VenuePage } from '@atrium/shared/api/content';
import { ContentSections } from '#web/components/content/ContentSections';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { langIfOther } from '#web/components/content/served-language';
import { DetailCover } from '#web/components/pages/DetailCover';
import { useLanguage } from '#web/lib/i18n/use-language';
import { formatInstantDate } from '#web/lib/format/dates';
import { VenueColumn } from './VenueColumn';
import styles from './VenuePageView.module.css';

interface VenuePageViewProps {
  page: VenuePage;
  /** Terms pages say when they last changed. */
  showUpdated?: boolean;
  /** What the site adds under the page's own text (the ceremony's way to book). */
  after?: ReactNode;
}

/** A venue page: title, summary, cover, then its sections (headings, paragraphs, pictures). */
export function VenuePageView({ page, showUpdated = false, after }: VenuePageViewProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <VenueColumn>
      <LanguageNote served={page.lang} page={lang} />
      <article lang={langIfOther(page.lang, lang)} className={styles.article}>
        <h1 className={`type-h3 ${styles.title}`}>{page.title}</h1>
        {page.summary && <p className={`type-body1 ${styles.summary}`}>{page.summary}</p>}
        {showUpdated && (
          <p className={`type-body2 text-secondary ${styles.updated}`} lang={lang}>
            {t('home:venue.updated', { date: formatInstantDate(page.updatedAt, lang) })}
          </p>
        )}
        <DetailCover cover={page.cover} />
        <ContentSections sections={page.sections} />
      </article>
      {after}
    </VenueColumn>
  );
}
