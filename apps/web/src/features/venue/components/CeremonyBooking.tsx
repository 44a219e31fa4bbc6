import { href } from '@atrium/shared/routes';
import { LinkButton } from '#web/components/ui/Button';
import { useTranslation } from '#web/lib/i18n/react';
import { useLanguage } from '#web/lib/i18n/use-language';
import styles from './CeremonyBooking.module.css';

/**
 * Under the ceremony's rules (booked a week ahead, groups of twenty or more): the way to book,
 * the Visit page's group booking section with its number to call and its e-mail.
 */
export function CeremonyBooking() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <aside aria-label={t('home:visitPage.sections.groups')} className={styles.booking}>
      <p className="type-body1">{t('home:ceremonyBooking.text')}</p>
      <LinkButton to={`${href(lang, 'visit')}#groups`} variant="contained">
        {t('home:ceremonyBooking.link')}
      </LinkButton>
    </aside>
  );
}
