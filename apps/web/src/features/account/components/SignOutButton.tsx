import Button from '@mui/material/Button';
import Logout from '@mui/icons-material/Logout';
import { useQueryClient } from '@tanstack/react-query';
import { useQueryClient as useReadCache } from '#web/lib/reads';
import { useNavigate } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { clearSession, getRefreshToken } from '#web/lib/session';
import { useLanguage } from '#web/lib/i18n/use-language';
import { showNotice } from '#web/components/notice/notice-store';
import { useSignOut } from '../api/sign-out';

/**
 * Signs this device out: the browser forgets the session and the member lands on the home page
 * at once, then the server forgets the refresh token. A server that cannot be reached does not
 * keep anyone signed in here. (Cached account data stays until the next sign-in, which clears it.)
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reads = useReadCache();
  const signOut = useSignOut();
  const onClick = () => {
    const refreshToken = getRefreshToken();
    // The page's reads still on their way carry this session's token: once the server ends it,
    // they would come back refused and read as a session that expired by surprise.
    void queryClient.cancelQueries();
    reads.cancelQueries();
    // Navigate first: the member-page guard leaves this page to that navigation (onPurpose).
    navigate(href(lang, 'home'), { replace: true });
    clearSession({ onPurpose: true });
    showNotice('auth:my.signedOut', 'info');
    if (refreshToken) signOut.mutate(refreshToken);
  };
  return (
    <Button variant="outlined" color="primary" startIcon={<Logout />} onClick={onClick}>
      {t('auth:my.signOut')}
    </Button>
  );
}
