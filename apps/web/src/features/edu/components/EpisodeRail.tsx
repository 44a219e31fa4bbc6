import clsx from 'clsx';
import { Link } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import type { EpicSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { langIfOther } from '#web/components/content/served-language';
import styles from './EpisodeRail.module.css';

/** The series' episodes beside the one being read, that one marked (wide screens: EpicEpisodePage). */
export function EpisodeRail({
  episodes,
  currentId,
  lang,
}: {
  episodes: EpicSummary[];
  currentId: number;
  lang: Language;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('edu:epic.episodes')}>
      <h2 className={clsx('text-secondary', styles.heading)}>{t('edu:epic.episodes')}</h2>
      <ol className={styles.list}>
        {episodes.map((episode) => {
          const current = episode.id === currentId;
          return (
            <li key={episode.id}>
              <Link
                to={href(lang, 'eduEpic', { id: episode.id })}
                aria-current={current ? 'page' : undefined}
                className={clsx(styles.link, current && styles.current)}
              >
                <span className={styles.part}>{t('edu:epic.part', { n: episode.sequence })}</span>
                {/* The part number is the page's words; the title may be served in another language. */}
                <span lang={langIfOther(episode.lang, lang)}>{episode.title}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
