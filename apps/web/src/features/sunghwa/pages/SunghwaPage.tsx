import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { SunghwaResponse } from '@atrium/shared/api/edu';
import { href } from '@atrium/shared/routes';
import { Paragraphs } from '#web/components/content/Paragraphs';
import { langIfOther } from '#web/components/content/served-language';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { LinkButton } from '#web/components/ui/Button';
import { TextLink } from '#web/components/ui/TextLink';
import { useLanguage } from '#web/lib/i18n/use-language';
import { ChapterBody } from '../components/ChapterBody';
import { SunghwaCourse } from '../components/SunghwaCourse';
import { PhoneIphoneIcon } from '../icons';
import styles from './SunghwaPage.module.css';

// The chapters' column: at most 860 px, beside the side navigation from 1200 px.
const IMAGE_SIZES = '(min-width: 1200px) 760px, (min-width: 768px) 90vw, 100vw';

/** /edu/sunghwa (members): the sunghwa course, its contents beside the chapters. */
export default function SunghwaPage() {
  return <SunghwaCourse classes={styles} header={CourseHeader} chapters={CourseChapters} />;
}

function CourseHeader({ course }: { course: SunghwaResponse }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <>
      <h1 className={clsx('type-h3', styles.title)}>{course.title}</h1>
      <div className={styles.intro}>
        <Paragraphs text={course.intro} />
      </div>
      <LinkButton to={href(lang, 'sunghwaMobile')} variant="outlined" size="small" startIcon={<PhoneIphoneIcon />}>
        {t('edu:sunghwa.phoneLayout')}
      </LinkButton>
    </>
  );
}

function CourseChapters({ course }: { course: SunghwaResponse }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className={styles.layout}>
      <nav aria-label={t('edu:sunghwa.contents')} className={styles.contents}>
        <h2 className={styles.contentsTitle}>{t('edu:sunghwa.contents')}</h2>
        <ol className={styles.contentsList}>
          {course.chapters.map((chapter) => (
            <li key={chapter.id} lang={langIfOther(chapter.lang, lang)}>
              <TextLink href={`#${chapter.slug}`}>{chapter.title}</TextLink>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.chapters}>
        {course.cover && <ResponsivePicture image={course.cover} sizes={IMAGE_SIZES} priority />}
        {course.chapters.map((chapter, i) => (
          <section
            key={chapter.id}
            id={chapter.slug}
            aria-labelledby={`${chapter.slug}-title`}
            lang={langIfOther(chapter.lang, lang)}
            className={styles.chapter}
          >
            <p className={clsx('type-body1', styles.chapterNumber)}>{t('edu:sunghwa.chapter', { n: i + 1 })}</p>
            <h2 id={`${chapter.slug}-title`} className={clsx('type-h4', styles.chapterTitle)}>
              {chapter.title}
            </h2>
            <p className={clsx('type-body1 text-secondary', styles.chapterSummary)}>{chapter.summary}</p>
            <ChapterBody chapter={chapter} imageSizes={IMAGE_SIZES} />
          </section>
        ))}
      </div>
    </div>
  );
}
