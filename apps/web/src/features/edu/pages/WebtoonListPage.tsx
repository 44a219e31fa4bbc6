import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { otherLanguages } from '#web/components/content/served-language';
import { LoadError } from '#web/components/content/LoadError';
import { LinkButton } from '#web/components/ui/Button';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useMemberView } from '#web/lib/use-member-view';
import { useWebtoons } from '../api/get-webtoons';
import { useWebtoonPositions } from '../api/webtoon-position';
import { CardGridSkeleton } from '#web/components/pages/CardGridSkeleton';
import { PageColumn } from '#web/components/pages/PageColumn';
import { WebtoonCard } from '../components/WebtoonCard';
import { MenuBookIcon } from '../icons';
import styles from './pages.module.css';
import own from './WebtoonListPage.module.css';

/** /edu/webtoon: every episode in order; a member sees where they stopped reading. */
export default function WebtoonListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const episodes = useWebtoons(lang);
  const positions = useWebtoonPositions(useMemberView());
  const last = positions.data?.last;
  const lastEpisode = last && episodes.data?.find((e) => e.id === last.episodeId);
  // A member goes on where they stopped; everyone else starts at the first episode.
  const target = lastEpisode ?? episodes.data?.[0];
  const served = otherLanguages(episodes.data, lang);
  return (
    <PageColumn>
      <h1 className={clsx('type-h3', styles.title)}>{t('edu:webtoon.title')}</h1>
      <p className={clsx('type-body1 text-secondary', styles.intro)}>{t('edu:webtoon.intro')}</p>
      {target && (
        <LinkButton
          to={href(lang, 'webtoon', { id: target.id })}
          variant="contained"
          startIcon={<MenuBookIcon />}
          className={own.start}
        >
          {lastEpisode ? t('edu:webtoon.continue', { n: lastEpisode.sequence }) : t('edu:webtoon.start')}
        </LinkButton>
      )}
      {served.length > 0 && (
        <div className={styles.note}>
          <LanguageNote served={served} page={lang} />
        </div>
      )}
      {episodes.isError && <LoadError onRetry={() => void episodes.refetch()} />}
      {episodes.data?.length === 0 && <p className="type-body1">{t('edu:webtoon.empty')}</p>}
      <ol aria-busy={episodes.isPending} className={own.list}>
        {episodes.isPending && <CardGridSkeleton count={4} ratio="5 / 1" />}
        {episodes.data?.map((episode) => (
          <li key={episode.id}>
            <WebtoonCard episode={episode} lang={lang} reading={episode.id === lastEpisode?.id} />
          </li>
        ))}
      </ol>
    </PageColumn>
  );
}
