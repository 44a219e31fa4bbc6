import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { SunghwaResponse } from '@atrium/shared/api/edu';
import { href } from '@atrium/shared/routes';
import { Paragraphs } from '#web/components/content/Paragraphs';
import { langIfOther } from '#web/components/content/served-language';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { LinkButton } from '#web/components/ui/Button';
import { useLanguage } from '#web/lib/i18n/use-language';
import { ChapterBody } from '../components/ChapterBody';
import { SunghwaCourse } from '../components/SunghwaCourse';
import { DesktopWindowsOutlinedIcon, ExpandMoreIcon } from '../icons';
import styles from './SunghwaMobilePage.module.css';

const IMAGE_SIZES = '(min-width: 520px) 480px, 100vw';

/** /edu/sunghwa/m (members): the sunghwa course for phones, one chapter open at a time. */
export default function SunghwaMobilePage() {
  return <SunghwaCourse classes={styles} header={PhoneHeader} chapters={PhoneChapters} />;
}

function PhoneHeader({ course }: { course: SunghwaResponse }) {
  return (
    <>
      <h1 className={clsx('type-h5', styles.title)}>{course.title}</h1>
      {course.cover && <ResponsivePicture image={course.cover} sizes={IMAGE_SIZES} priority />}
      <Paragraphs text={course.intro} />
    </>
  );
}

function PhoneChapters({ course }: { course: SunghwaResponse }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <>
      {/* One chapter open at a time (details sharing a name), the first to begin with; with or
          without JavaScript. */}
      {course.chapters.map((chapter, i) => (
        <details
          key={chapter.id}
          name="sunghwa-chapters"
          open={i === 0}
          lang={langIfOther(chapter.lang, lang)}
          className={styles.chapter}
        >
          <summary id={`${chapter.slug}-summary`} className={styles.summary}>
            <h2 className={styles.chapterHeading}>
              <span className={clsx('type-caption', styles.chapterNumber)}>
                {t('edu:sunghwa.chapter', { n: i + 1 })}
              </span>
              <span className={clsx('type-body1', styles.chapterTitle)}>{chapter.title}</span>
            </h2>
            <ExpandMoreIcon className={styles.expandIcon} />
          </summary>
          <div id={`${chapter.slug}-details`} className={styles.details}>
            <p className={clsx('type-body2 text-secondary', styles.chapterSummary)}>{chapter.summary}</p>
            <ChapterBody chapter={chapter} imageSizes={IMAGE_SIZES} />
          </div>
        </details>
      ))}
      <LinkButton to={href(lang, 'sunghwa')} startIcon={<DesktopWindowsOutlinedIcon />} className={styles.fullLayout}>
        {t('edu:sunghwa.fullLayout')}
      </LinkButton>
    </>
  );
}
