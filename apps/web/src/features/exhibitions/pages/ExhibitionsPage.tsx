import clsx from 'clsx';
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

/** /exhibitions: every exhibition as a card, and the way to the whole collection. */
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
      <ul aria-busy={exhibitions.isPending} className={styles.cards}>
        {exhibitions.isPending && <CardGridSkeleton />}
        {exhibitions.data?.map((exhibition, index) => (
          <li key={exhibition.id}>
            <ExhibitionCard exhibition={exhibition} lang={lang} priority={index === 0} />
          </li>
        ))}
      </ul>
    </PageColumn>
  );
}
