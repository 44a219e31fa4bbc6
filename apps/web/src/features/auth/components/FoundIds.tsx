import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { LinkButton } from '#web/components/ui/Button';
import styles from './FoundIds.module.css';

/** The IDs (e-mails, partly masked by the server) found for the name and phone number. */
export function FoundIds({ emails }: { emails: readonly string[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className={styles.found}>
      <p className={`type-body1 ${styles.title}`}>{t('auth:findId.found')}</p>
      <ul className={styles.list}>
        {emails.map((email) => (
          <li key={email} className={`type-body1 ${styles.email}`}>
            {email}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <LinkButton to={href(lang, 'signin')} variant="contained">
          {t('auth:signin.submit')}
        </LinkButton>
        <LinkButton to={href(lang, 'resetPassword')} variant="outlined">
          {t('auth:links.resetPassword')}
        </LinkButton>
      </div>
    </div>
  );
}
