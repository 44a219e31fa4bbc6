import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { EpicDetail } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { ContentSections } from '#web/components/content/ContentSections';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { PictureGallery } from '#web/components/content/PictureGallery';
import { langIfOther, pageLangWithin } from '#web/components/content/served-language';
import { DetailCover } from '#web/components/pages/DetailCover';
import { VideoFacade } from '#web/components/media/VideoFacade';
import { LinkButton } from '#web/components/ui/Button';
import { QuizIcon } from '../icons';
import styles from './EpicEpisodeContent.module.css';

/**
 * An epic episode: its number and era, title, summary, video (or cover), text sections, gallery
 * and the way to its quiz (/edu/epic/{id}).
 */
export function EpicEpisodeContent({ episode, lang }: { episode: EpicDetail; lang: Language }) {
  const { t } = useTranslation();
  // The page's own words inside an episode served in a fallback language.
  const labels = pageLangWithin(episode.lang, lang);
  return (
    <>
      <LanguageNote served={episode.lang} page={lang} />
      <article lang={langIfOther(episode.lang, lang)} className={styles.article}>
        <p className={clsx('type-body1', styles.part)}>
          <span lang={labels}>{t('edu:epic.part', { n: episode.sequence })}</span>
          {episode.period && ` · ${episode.period}`}
        </p>
        <h1 className={clsx('type-h3', styles.title)}>{episode.title}</h1>
        <p className={clsx('type-body1', styles.summary)}>{episode.summary}</p>
        {/* Either is the page's largest picture, in its first screen. */}
        {episode.video ? <VideoFacade video={episode.video} priority /> : <DetailCover cover={episode.cover} />}
        <ContentSections sections={episode.sections} />
        {episode.gallery.length > 0 && (
          <div className={styles.gallery}>
            <PictureGallery images={episode.gallery} label={t('edu:epic.gallery')} lang={labels} />
          </div>
        )}
      </article>
      {episode.quizQuestionCount > 0 && (
        <div className={styles.quiz}>
          <p className={clsx('type-body1', styles.invite)}>
            {t('edu:epic.quizInvite', { n: episode.quizQuestionCount })}
          </p>
          <LinkButton to={href(lang, 'epicTest', { id: episode.id })} variant="contained" startIcon={<QuizIcon />}>
            {t('edu:epic.takeQuiz')}
          </LinkButton>
        </div>
      )}
    </>
  );
}
