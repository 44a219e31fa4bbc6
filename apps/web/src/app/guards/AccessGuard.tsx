import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from '#web/lib/router';
import { href, type PageRoute } from '@atrium/shared/routes';
import { hasAccessToken, sessionEndedOnPurpose, useIsSignedIn } from '#web/lib/session';
import { useLanguage } from '#web/lib/i18n/use-language';
import { RedirectToSignIn } from '#web/components/auth/RedirectToSignIn';
import { useRendersServerMarkup } from '#web/lib/server-markup';

/** Applies a page's access level from the shared route table. */
export function AccessGuard({ access, children }: { access: PageRoute['access']; children: ReactNode }) {
  if (access === 'member') return <MemberOnly>{children}</MemberOnly>;
  if (access === 'guest') return <GuestOnly>{children}</GuestOnly>;
  return children;
}

function MemberOnly({ children }: { children: ReactNode }) {
  // Live: signing out (here or in another tab) leaves the page at once.
  const signedIn = useIsSignedIn();
  const [signedInOnEntry] = useState(hasAccessToken);
  if (signedIn) return children;
  // The member signed out (or changed the password) on this very page, which is already
  // navigating to where that leads: going to sign-in instead would overtake it.
  if (signedInOnEntry && sessionEndedOnPurpose()) return null;
  return <RedirectToSignIn />;
}

function GuestOnly({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  const navigate = useNavigate();
  // Decided on entry only: a successful sign-in on this page navigates to its returnTo itself,
  // and must not be overtaken by a redirect home.
  const [signedInOnEntry] = useState(hasAccessToken);
  // The server rendered the page for a visitor without a session: a signed-in one arriving by
  // its address sees that markup hydrate unchanged, then goes home.
  const serverMarkup = useRendersServerMarkup();
  const [hydratingOnEntry] = useState(serverMarkup);
  useEffect(() => {
    if (signedInOnEntry) void navigate(href(lang, 'home'), { replace: true });
  }, [signedInOnEntry, navigate, lang]);
  return signedInOnEntry && !hydratingOnEntry ? null : children;
}
