import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useMfaStatus } from '#web/components/mfa/mfa-status';

/** Staff without two-factor sign-in are warned on every admin page (docs/spec/decisions.md §13). */
export function MfaWarningBanner() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const status = useMfaStatus();
  if (!status.data || status.data.enabled) return null;
  return (
    <Alert
      severity="warning"
      // A standing advice on every admin page, not news to announce: not role="alert".
      role="note"
      sx={{ borderRadius: 0 }}
      action={
        <Button component={RouterLink} to={`${href(lang, 'my')}#mfa`} color="inherit" size="small">
          {t('auth:mfa.setUpNow')}
        </Button>
      }
    >
      {t('auth:mfa.adminWarning')}
    </Alert>
  );
}
