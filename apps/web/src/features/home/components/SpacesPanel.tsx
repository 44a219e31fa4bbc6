import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { SpacesMap } from '#web/components/spaces-map/SpacesMap';
import { ForwardButton } from '#web/components/pages/ForwardButton';
import { HomeSection } from './HomeSection';
import styles from './SpacesPanel.module.css';

/** Home panel 5: the spaces, introduced over the venue map with its hotspot markers. */
export function SpacesPanel() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const headingId = useId();
  return (
    <HomeSection headingId={headingId} className={styles.panel}>
      <div className={styles.header}>
        <div className={styles.intro}>
          <h2 id={headingId} className={`type-h4 ${styles.title}`}>
            {t('home:panels.spaces.title')}
          </h2>
          {/* The main colour, as before the move (MUI drew color="text.secondary" so). */}
          <p className={`type-body1 ${styles.text}`}>{t('home:panels.spaces.text')}</p>
        </div>
        <ForwardButton to={href(lang, 'spaces')} variant="contained">
          {t('home:panels.spaces.cta')}
        </ForwardButton>
      </div>
      <SpacesMap lang={lang} />
    </HomeSection>
  );
}
