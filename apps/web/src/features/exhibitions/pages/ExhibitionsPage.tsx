import clsx from 'clsx';
import type { ExhibitionSummary } from '@atrium/shared/api/edu';
import { EVENT_STATUSES } from '@atrium/shared/event-status';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { otherLanguages } from '#web/components/content/served-language';
import { LoadError } from '#web/components/content/LoadError';
import { useLanguage } from '#web/lib/i18n/use-language';
import { CardGridSkeleton } from '#web/components/pages/CardGridSkeleton';
import { PageColumn } from '#web/components/pages/PageColumn';
import { LinkButton } from '#web/components/ui/Button';
import { useExhibitions } from '../api/get-exhibitions';
import { ExhibitionCard } from '../components/ExhibitionCard';
import { ArrowForwardIcon } from '../icons';
import styles from './ListPages.module.css';

/**
 * /exhibitions: every exhibition as a card, grouped on now, upcoming and past by the venue's date
 * (the server's status), and the way to the whole collection.
 */
export default function ExhibitionsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const exhibitions = useExhibitions(lang);
  const served = otherLanguages(exhibitions.data, lang);
  return (
    <PageColumn wide>
      <h1 className={clsx('type-h3', styles.title)}>{t('edu:exhibitions.title')}</h1>
      <p className={clsx('type-body1 text-secondary', styles.intro, styles.introBeforeButton)}>
        {t('edu:exhibitions.intro')}
      </p>
      <LinkButton
        to={href(lang, 'artworks')}
        variant="outlined"
        endIcon={<ArrowForwardIcon />}
        className={styles.forward}
      >
        {t('edu:exhibitions.allArtworks')}
      </LinkButton>
      {served.length > 0 && (
        <div className={styles.note}>
          <LanguageNote served={served} page={lang} />
        </div>
      )}
      {exhibitions.isError && <LoadError onRetry={() => void exhibitions.refetch()} />}
      {exhibitions.data?.length === 0 && <p className="type-body1">{t('edu:exhibitions.empty')}</p>}
      {exhibitions.isPending && (
        <ul aria-busy className={styles.cards}>
          <CardGridSkeleton />
        </ul>
      )}
      {exhibitions.data &&
        groupsOf(exhibitions.data).map(({ status, items }, group) => (
          <section key={status} aria-labelledby={`exhibitions-${status}`} className={styles.group}>
            <h2 id={`exhibitions-${status}`} className={clsx('type-h5', styles.groupTitle)}>
              {t(`edu:exhibitions.groups.${status}`)}
            </h2>
            <ul className={styles.cards}>
              {items.map((exhibition, index) => (
                <li key={exhibition.id}>
                  <ExhibitionCard exhibition={exhibition} lang={lang} priority={group === 0 && index === 0} />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </PageColumn>
  );
}

/** What is on now first, then what is coming, then what has ended: the groups that have any. */
function groupsOf(exhibitions: ExhibitionSummary[]) {
  return EVENT_STATUSES.map((status) => ({
    status,
    items: exhibitions.filter((exhibition) => exhibition.status === status),
  })).filter((group) => group.items.length > 0);
}
