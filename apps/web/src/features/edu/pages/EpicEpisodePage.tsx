import { useParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import type { EpisodeLink } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { DetailPage } from '#web/components/pages/DetailPage';
import { NotFound } from '#web/components/pages/NotFound';
import { useOwnHead } from '#web/components/use-page-head';
import { summaryHead } from '@atrium/shared/own-heads';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useEpic } from '../api/get-epic';
import { useEpics } from '../api/get-epics';
import { BackLink } from '#web/components/pages/BackLink';
import { EpicEpisodeContent } from '../components/EpicEpisodeContent';
import { EpisodeRail } from '../components/EpisodeRail';
import { EpisodeNav } from '#web/components/pages/EpisodeNav';
import { parseId } from '#web/lib/parse-id';
import styles from './EpicEpisodePage.module.css';

/**
 * /edu/epic/{id}: one episode of the epic history series between its neighbours, the series'
 * only address for it (the spec's members' viewer, /epic?part={id}, redirects here). Where the
 * page column is wide, the list of episodes stays beside it.
 */
export default function EpicEpisodePage() {
  const id = parseId(useParams().id);
  if (id === null) return <NotFound />;
  return <EpicEpisode id={id} />;
}

function EpicEpisode({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const episode = useEpic(lang, id);
  const episodes = useEpics(lang);
  useOwnHead(episode.data && summaryHead(episode.data));

  // Episode titles carry their part number already ("Part 2: …").
  const target = (link: EpisodeLink | null, l: Language) =>
    link && { to: href(l, 'eduEpic', { id: link.id }), title: link.title };
  const page = (
    <DetailPage query={episode} back={<BackLink to={href(lang, 'eduEpics')}>{t('edu:epic.back')}</BackLink>}>
      {(data) => (
        <>
          <EpicEpisodeContent episode={data} lang={lang} />
          <EpisodeNav
            label={t('edu:epic.navLabel')}
            previous={target(data.prev, lang)}
            next={target(data.next, lang)}
            list={{ to: href(lang, 'eduEpics'), label: t('edu:list') }}
            previousLabel={t('edu:epic.previous')}
            nextLabel={t('edu:epic.next')}
          />
        </>
      )}
    </DetailPage>
  );
  if (episode.isError) return page;
  // The rail's room is kept while the episode or the list loads: nothing moves when they come.
  return (
    <div className={styles.frame}>
      <div className={styles.columns}>
        {page}
        <div className={styles.rail}>
          {episodes.data && episodes.data.length > 1 && (
            <EpisodeRail episodes={episodes.data} currentId={id} lang={lang} />
          )}
        </div>
      </div>
    </div>
  );
}
