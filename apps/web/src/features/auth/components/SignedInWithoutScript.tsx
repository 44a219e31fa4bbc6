import { Alert } from '#web/components/ui/Alert';
import { useTranslation } from '#web/lib/i18n/react';
import styles from './SignedInWithoutScript.module.css';

/**
 * A sign-in the server completed for a form posted without the app: the session lives in
 * browser storage, which the page's script fills and then goes on. This shows only where it
 * could not (JavaScript or storage off): the password was right, and nothing counted it as a
 * failure (docs/spec/decisions.md §16).
 */
export function SignedInWithoutScript() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" role="status">
      <h2 className={`type-h6 ${styles.title}`}>{t('auth:signin.signedInTitle')}</h2>
      {t('auth:signin.needsScript')}
    </Alert>
  );
}
