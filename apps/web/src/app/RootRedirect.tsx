import { Navigate } from '#web/lib/router';
import { href } from '@atrium/shared/routes';
import { preferredLanguage } from '../lib/i18n/detect-language';

/** Any path outside /{lang}/ and /admin (e.g. `/`): the home page of the stored, else browser, else ko language. */
export function RootRedirect() {
  return <Navigate to={href(preferredLanguage(), 'home')} replace />;
}
