import type { Language } from './languages';
import { href } from './routes';
import { RETURN_TO_PARAM } from './return-to';

/** The sign-in page remembering where to come back: `/en/signin?returnTo=%2Fen%2Fmy%3Ftab%3D2`. */
export function signInHref(lang: Language, returnTo?: string): string {
  const base = href(lang, 'signin');
  return returnTo ? `${base}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` : base;
}

/** The sign-up page, passing on where the new member comes back to once they sign in. */
export function signUpHref(lang: Language, returnTo?: string): string {
  const base = href(lang, 'signup');
  return returnTo ? `${base}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` : base;
}
