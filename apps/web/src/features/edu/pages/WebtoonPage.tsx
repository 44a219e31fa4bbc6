import { useRef } from 'react';
import clsx from 'clsx';
import { useParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import type { WebtoonDetail, EpisodeLink } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { Alert } from '#web/components/ui/Alert';
import { Button } from '#web/components/ui/Button';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { langIfOther } from '#web/components/content/served-language';
import { ReadFailure } from '#web/components/errors/ReadFailure';
import { NotFound } from '#web/components/pages/NotFound';
import { useOwnHead } from '#web/components/use-page-head';
import { webtoonHead } from '@atrium/shared/own-heads';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useWebtoon } from '../api/get-webtoon';
import { DetailSkeleton } from '#web/components/pages/DetailSkeleton';
import { EpisodeNav, type NavTarget } from '#web/components/pages/EpisodeNav';
import { PageColumn } from '#web/components/pages/PageColumn';
import { parseId } from '#web/lib/parse-id';
import { useReadingPosition } from '../components/use-reading-position';
import { WebtoonPanels } from '../components/WebtoonPanels';
import styles from './WebtoonPage.module.css';

/** /edu/webtoon/{id}: an episode's panels between previous episode, list and next episode. */
export default function WebtoonPage() {
  const id = parseId(useParams().id);
  if (id === null) return <NotFound />;
  // A fresh viewer per episode: its reading position starts anew.
  return <Webtoon key={id} id={id} />;
}

function Webtoon({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const episode = useWebtoon(lang, id);
  const panels = useRef<(HTMLElement | null)[]>([]);
  const { resumedAt, startOver } = useReadingPosition(id, panels, episode.isSuccess);
  const data = episode.data;
  useOwnHead(data && webtoonHead(data));

  if (episode.isError) return <ReadFailure query={episode} />;
  if (!data) {
    return (
      <PageColumn>
        <DetailSkeleton />
      </PageColumn>
    );
  }
  const nav = (label: string) => <WebtoonNav episode={data} lang={lang} label={label} />;
  return (
    <div className={styles.page}>
      <div className={styles.column}>
        <LanguageNote served={servedIn(data)} page={lang} />
        <header lang={langIfOther(data.lang, lang)} className={styles.header}>
          <p className={clsx('type-body1', styles.number)}>{t('edu:webtoon.episode', { n: data.sequence })}</p>
          <h1 className="type-h4">{data.title}</h1>
          <p className={clsx('type-body1 text-secondary', styles.summary)}>{data.summary}</p>
        </header>
        {nav(t('edu:webtoon.navTop'))}
        {resumedAt !== null && (
          <Alert
            severity="info"
            className={styles.resumed}
            action={
              <Button size="small" onClick={startOver} className={styles.startOver}>
                {t('edu:webtoon.startOver')}
              </Button>
            }
          >
            {t('edu:webtoon.resumed', { panel: resumedAt + 1 })}
          </Alert>
        )}
      </div>
      <WebtoonPanels panels={data.panels} pageLang={lang} refs={panels} />
      <div className={styles.column}>
        <p className={clsx('type-body1 text-secondary', styles.end)}>
          {data.next ? t('edu:webtoon.toBeContinued') : t('edu:webtoon.theEnd')}
        </p>
        {nav(t('edu:webtoon.navBottom'))}
      </div>
    </div>
  );
}

/** Every language the episode is shown in: its title's and each balloon's. */
const servedIn = (episode: WebtoonDetail): Language[] => [
  ...new Set([episode.lang, ...episode.panels.flatMap((p) => p.balloons.map((b) => b.lang))]),
];

const target = (link: EpisodeLink | null, lang: Language): NavTarget | null =>
  link && { to: href(lang, 'webtoon', { id: link.id }), title: link.title };

function WebtoonNav({ episode, lang, label }: { episode: WebtoonDetail; lang: Language; label: string }) {
  const { t } = useTranslation();
  return (
    <EpisodeNav
      label={label}
      previous={target(episode.prev, lang)}
      next={target(episode.next, lang)}
      list={{ to: href(lang, 'webtoons'), label: t('edu:list') }}
      previousLabel={t('edu:webtoon.previous')}
      nextLabel={t('edu:webtoon.next')}
    />
  );
}
