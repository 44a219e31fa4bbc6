import clsx from 'clsx';
import { Skeleton } from '#web/components/content/Skeleton';
import { useTranslation } from '#web/lib/i18n/react';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { otherLanguages } from '#web/components/content/served-language';
import { LoadError } from '#web/components/content/LoadError';
import { CardGrid } from '#web/components/pages/CardGrid';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useSpaces } from '../api/get-spaces';
import { PageColumn } from '../components/PageColumn';
import { SpaceCard } from '../components/SpaceCard';
import { SpacesMap } from '#web/components/spaces-map/SpacesMap';
import styles from './SpacesPage.module.css';

/** /spaces: the venue map with its hotspots, then a card per space. */
export default function SpacesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const spaces = useSpaces(lang);
  // One note for the list, naming every other language its cards are in (each card is marked too).
  const served = otherLanguages(spaces.data, lang);
  return (
    <PageColumn wide>
      <h1 className={clsx('type-h3', styles.title)}>{t('home:spaces.title')}</h1>
      <p className={clsx('type-body1 text-secondary', styles.intro)}>{t('home:spaces.intro')}</p>
      <SpacesMap lang={lang} priority />
      <div className={styles.list}>
        {served.length > 0 && (
          <div className={styles.note}>
            <LanguageNote served={served} page={lang} />
          </div>
        )}
        {spaces.isError && <LoadError onRetry={() => void spaces.refetch()} />}
        <CardGrid aria-busy={spaces.isPending}>
          {spaces.isPending &&
            [0, 1, 2].map((i) => (
              <li key={i} className={styles.skeleton}>
                <Skeleton variant="rounded" height="auto" />
              </li>
            ))}
          {spaces.data?.map((space) => (
            <li key={space.id}>
              <SpaceCard space={space} lang={lang} />
            </li>
          ))}
        </CardGrid>
      </div>
    </PageColumn>
  );
}
