import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { HubCard } from '../components/HubCard';
import { AutoStoriesIcon, HistoryEduIcon, MuseumIcon, PaletteIcon, QuizIcon, SchoolIcon } from '../icons';
import { PageColumn } from '#web/components/pages/PageColumn';
import styles from './pages.module.css';

/** /edu: the education section's parts, each a card; members-only parts say so. */
export default function EduPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const members = t('edu:hub.membersOnly');
  return (
    <PageColumn wide>
      <h1 className={clsx('type-h3', styles.title)}>{t('edu:hub.title')}</h1>
      <p className={clsx('type-body1 text-secondary', styles.intro, styles.introWide)}>{t('edu:hub.intro')}</p>
      <ul className={styles.grid}>
        <li>
          <HubCard
            to={href(lang, 'webtoons')}
            icon={AutoStoriesIcon}
            title={t('edu:hub.webtoons.title')}
            description={t('edu:hub.webtoons.description')}
          />
        </li>
        <li>
          <HubCard
            to={href(lang, 'eduEpics')}
            icon={HistoryEduIcon}
            title={t('edu:hub.epic.title')}
            description={t('edu:hub.epic.description')}
          />
        </li>
        <li>
          <HubCard
            to={href(lang, 'artworks')}
            icon={PaletteIcon}
            title={t('edu:hub.artworks.title')}
            description={t('edu:hub.artworks.description')}
          />
        </li>
        <li>
          <HubCard
            to={href(lang, 'exhibitions')}
            icon={MuseumIcon}
            title={t('edu:hub.exhibitions.title')}
            description={t('edu:hub.exhibitions.description')}
          />
        </li>
        <li>
          <HubCard
            to={href(lang, 'sunghwa')}
            icon={SchoolIcon}
            title={t('edu:hub.sunghwa.title')}
            description={t('edu:hub.sunghwa.description')}
            badge={members}
          />
        </li>
        <li>
          <HubCard
            to={href(lang, 'epicTests')}
            icon={QuizIcon}
            title={t('edu:hub.quizzes.title')}
            description={t('edu:hub.quizzes.description')}
            badge={members}
          />
        </li>
      </ul>
    </PageColumn>
  );
}
