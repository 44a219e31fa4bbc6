import { useId } from 'react';
import { Skeleton } from '#web/components/content/Skeleton';
import { VisitHours } from '#web/components/visit/VisitHours';
import { VisitSubHeading } from '#web/components/visit/VisitSubHeading';
import { telHref } from '#web/components/visit/visit-format';
import { useVisit } from '#web/components/visit/visit-query';
import { LocalActivityOutlinedIcon, PhoneOutlinedIcon, PlaceOutlinedIcon } from './icons';
import { TextLink } from '#web/components/ui/TextLink';
import { useTranslation } from '#web/lib/i18n/react';
import type { VisitResponse } from '@atrium/shared/api/visit';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { splitParagraphs } from '#web/components/content/Paragraphs';
import { langIfOther, servedLanguages } from '#web/components/content/served-language';
import { ForwardButton } from '#web/components/pages/ForwardButton';
import { useLanguage } from '#web/lib/i18n/use-language';
import { HomeSection } from './HomeSection';
import styles from './VisitPanel.module.css';

/**
 * Home: whether the venue is open now (in words, with an icon, not only a colour), today's
 * hours, the week's hours and the next closures, the address and admission. Its data usually
 * comes with the HTML; "open now" is refreshed while the page stays open (getVisit).
 */
export function VisitPanel() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const headingId = useId();
  const visit = useVisit(lang);
  // Secondary to the page: on a failed read the rest of the home page stands on its own.
  if (visit.isError) return null;
  return (
    // Korean breaks lines between words, not inside them: the site's :lang(ko) rule.
    <HomeSection headingId={headingId}>
      <h2 id={headingId} className={`type-h4 ${styles.title}`}>
        {t('home:visit.title')}
      </h2>
      {visit.data ? (
        <VisitDetails visit={visit.data} lang={lang} />
      ) : (
        // In a status, which may carry the name (a plain element may not: axe's aria-prohibited-attr).
        <div role="status" aria-label={t('loading')}>
          <Skeleton variant="rounded" className={styles.loading} />
        </div>
      )}
    </HomeSection>
  );
}

function VisitDetails({ visit, lang }: { visit: VisitResponse; lang: Language }) {
  const { t } = useTranslation();
  return (
    <div className={styles.layout}>
      <VisitHours visit={visit} lang={lang} />

      <div className={styles.aside}>
        <div>
          <VisitSubHeading icon={PlaceOutlinedIcon}>{t('home:visit.address')}</VisitSubHeading>
          <p lang={langIfOther(visit.langs.address, lang)} className={`type-body1 ${styles.prose}`}>
            {visit.address}
          </p>
        </div>
        <div>
          <VisitSubHeading icon={LocalActivityOutlinedIcon}>{t('home:visit.admission')}</VisitSubHeading>
          <div lang={langIfOther(visit.langs.admission, lang)}>
            {splitParagraphs(visit.admission).map((paragraph, i) => (
              <p key={i} className={`type-body1 ${styles.prose} ${styles.paragraph}`}>
                {paragraph}
              </p>
            ))}
          </div>
        </div>
        {(visit.contact.phone || visit.contact.email) && (
          <div>
            <VisitSubHeading icon={PhoneOutlinedIcon}>{t('home:visit.contact')}</VisitSubHeading>
            <dl className={styles.contact}>
              {visit.contact.phone && (
                <>
                  <dt className="type-body1">{t('home:visit.phone')}</dt>
                  <dd className="type-body1">
                    <TextLink href={telHref(visit.contact.phone)}>{visit.contact.phone}</TextLink>
                  </dd>
                </>
              )}
              {visit.contact.email && (
                <>
                  <dt className="type-body1">{t('home:visit.email')}</dt>
                  <dd className={`type-body1 ${styles.email}`}>
                    <TextLink href={`mailto:${visit.contact.email}`}>{visit.contact.email}</TextLink>
                  </dd>
                </>
              )}
            </dl>
          </div>
        )}
        <div className={styles.actions}>
          <ForwardButton to={href(lang, 'visit')} variant="outlined">
            {t('home:visit.directions')}
          </ForwardButton>
          <LanguageNote served={servedLanguages(visit)} page={lang} />
        </div>
      </div>
    </div>
  );
}
