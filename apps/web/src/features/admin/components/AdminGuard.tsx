import { useEffect, type ReactNode } from 'react';
import { useNavigate } from '#web/lib/router';
import { href } from '@atrium/shared/routes';
import { useIsSignedIn } from '#web/lib/session';
import { useLanguage } from '#web/lib/i18n/use-language';
import { RedirectToSignIn } from '#web/components/auth/RedirectToSignIn';
import { PageLoading } from '#web/components/PageLoading';
import { useAdminCheck } from '../api/get-admin-check';
import { noticeAdminError } from '../lib/admin-errors';
import { errorCodeOf } from '#web/components/errors/api-error-message';
import { AdminRoleContext } from '../lib/admin-role';

/**
 * docs/spec/product-spec.md §4: without a token, the login-required alert and sign-in (returning here); with
 * one, the admin check decides, and any failure (403, 404…) sends the visitor home.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  if (!signedIn) return <RedirectToSignIn />;
  return <CheckedAdmin>{children}</CheckedAdmin>;
}

function CheckedAdmin({ children }: { children: ReactNode }) {
  const check = useAdminCheck();
  if (check.isError) return <TurnAway error={check.error} />;
  if (!check.data) return <PageLoading />;
  return <AdminRoleContext value={check.data.role}>{children}</AdminRoleContext>;
}

/**
 * Says why (a 403 is 'no admin permission', in Korean) and goes to the public home page; staff
 * who must first set up two-factor sign-in (STAFF_MFA=required) go to its section in /my.
 */
function TurnAway({ error }: { error: unknown }) {
  const lang = useLanguage();
  const navigate = useNavigate();
  useEffect(() => {
    noticeAdminError(error);
    const enrol = errorCodeOf(error) === 'MFA_ENROLLMENT_REQUIRED';
    navigate(enrol ? `${href(lang, 'my')}#mfa` : href(lang, 'home'), { replace: true });
  }, [error, lang, navigate]);
  return null;
}
