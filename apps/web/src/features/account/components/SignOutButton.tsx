import Button from '@mui/material/Button';
import Logout from '@mui/icons-material/Logout';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@atrium/shared/routes';
import { clearSession } from '#web/lib/session';
import { useLanguage } from '#web/lib/i18n/use-language';
import { showNotice } from '#web/components/notice/notice-store';
import { useSignOut } from '../api/sign-out';

/**
 * Signs this device out: the server forgets its refresh token, the browser forgets the session,
 * and the member lands on the home page. A server that cannot be reached does not keep anyone
 * signed in here. (Cached account data stays until the next sign-in, which clears it.)
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const onClick = async () => {
    await signOut.mutateAsync().catch(() => undefined);
    // Navigate first: the member-page guard leaves this page to that navigation (onPurpose).
    navigate(href(lang, 'home'), { replace: true });
    clearSession({ onPurpose: true });
    showNotice('auth:my.signedOut', 'info');
  };
  return (
    <Button
      variant="outlined"
      color="primary"
      startIcon={<Logout />}
      onClick={() => void onClick()}
      disabled={signOut.isPending}
    >
      {t('auth:my.signOut')}
    </Button>
  );
}
