import clsx from 'clsx';
import { useId } from 'react';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { LoadError } from '#web/components/content/LoadError';
import { Paragraphs } from '#web/components/content/Paragraphs';
import { PageSkeleton } from '#web/components/content/PageSkeleton';
import { langIfOther, servedLanguages } from '#web/components/content/served-language';
import { PageColumn } from '#web/components/pages/PageColumn';
import { TextLink } from '#web/components/ui/TextLink';
import { VisitHours } from '#web/components/visit/VisitHours';
import { useVisit } from '#web/components/visit/visit-query';
import { useTranslation } from '#web/lib/i18n/react';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useVisitGuide } from '../api/get-visit-guide';
import { guideSectionsOf, VisitGuideSections } from '../components/VisitGuideSections';
import styles from './VisitPage.module.css';

/**
 * /visit: today's status and the hours (the home page's card), admission, then where the venue
 * is (a map picture and links that open Naver Map, Kakao Map and Google Maps there), transit,
 * parking, accessibility and group booking. No map script: the picture staff upload and links.
 * Printed, it is the page alone with its links written out (VisitPage.module.css);
 * docs/decisions/035-visit-page-map-links.md.
 */
export default function VisitPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const hoursId = useId();
  const visit = useVisit(lang);
  const guide = useVisitGuide(lang);
  if (visit.isPending || guide.isPending) return <PageSkeleton titleWidth="50%" block={{ height: 200 }} />;
  if (visit.isError || guide.isError)
    return (
      <PageColumn>
        <LoadError onRetry={() => void (visit.isError ? visit.refetch() : guide.refetch())} />
      </PageColumn>
    );
  const sections = guideSectionsOf(guide.data);
  const served = [...new Set([...servedLanguages(visit.data), ...servedLanguages(guide.data)])];
  return (
    <PageColumn>
      <div className={styles.page}>
        <h1 className={clsx('type-h3', styles.title)}>{t('home:visit.title')}</h1>
        <nav aria-label={t('home:visitPage.contents')} className={styles.contents}>
          <ul>
            {sections.map((id) => (
              <li key={id}>
                <TextLink href={`#${id}`}>{t(`home:visitPage.sections.${id}`)}</TextLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageNote served={served} page={lang} />
        <section id="hours" aria-labelledby={hoursId} className={styles.hours}>
          <h2 id={hoursId} className="visually-hidden">
            {t('home:visit.hours')}
          </h2>
          <VisitHours visit={visit.data} lang={lang} />
          <div lang={langIfOther(visit.data.langs.admission, lang)}>
            <h3 className={clsx('type-subtitle1', styles.admissionTitle)}>{t('home:visit.admission')}</h3>
            <Paragraphs text={visit.data.admission} />
          </div>
        </section>
        <VisitGuideSections
          guide={guide.data}
          address={{ text: visit.data.address, lang: visit.data.langs.address ?? visit.data.lang }}
          lang={lang}
        />
      </div>
    </PageColumn>
  );
}
