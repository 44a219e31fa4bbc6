import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { href } from '@atrium/shared/routes';
import { useIsSignedIn } from '../../../lib/session';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { RedirectToSignIn } from '../../../components/auth/RedirectToSignIn';
import { PageLoading } from '../../../components/PageLoading';
import { useAdminCheck } from '../api/adminCheck';

/**
 * Spec section 4: without a token, the login-required alert and sign-in (returning here); with
 * one, the admin check decides, and any failure (403, 404…) sends the visitor home.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  if (!signedIn) return <RedirectToSignIn />;
  return <CheckedAdmin>{children}</CheckedAdmin>;
}

function CheckedAdmin({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  const check = useAdminCheck();
  if (check.isPending) return <PageLoading />;
  if (check.isError) return <Navigate to={href(lang, 'home')} replace />;
  return children;
}
