import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { langIfOther } from '#web/components/content/served-language';
import { useLanguage } from '#web/lib/i18n/use-language';
import { BrochureViewer } from '../components/BrochureViewer';
import { VenueColumn } from '../components/VenueColumn';
import { VenuePageQuery } from '../components/VenuePageQuery';
import styles from './BrochurePage.module.css';

/** /brochure: the brochure's title and summary, then its sections as turning pages. */
export default function BrochurePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <VenuePageQuery slug="brochure">
      {(page) => (
        <VenueColumn>
          <LanguageNote served={page.lang} page={lang} />
          <div lang={langIfOther(page.lang, lang)} className={styles.header}>
            <h1 className={clsx('type-h3', styles.title)}>{page.title}</h1>
            {page.summary && <p className={clsx('type-body1', styles.summary)}>{page.summary}</p>}
          </div>
          {page.sections.length ? (
            <BrochureViewer sections={page.sections} contentLang={langIfOther(page.lang, lang)} />
          ) : (
            <p className="type-body1">{t('home:brochure.empty')}</p>
          )}
        </VenueColumn>
      )}
    </VenuePageQuery>
  );
}
