import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';

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
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('auth:signin.signedInTitle')}
      </Typography>
      {t('auth:signin.needsScript')}
    </Alert>
  );
}
