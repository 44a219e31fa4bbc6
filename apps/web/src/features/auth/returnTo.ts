import { RETURN_TO_PARAM } from '../../lib/signInHref';

/**
 * Where to go after signing in: the `returnTo` the gate put in the query, only when it is a path
 * of this site. '//evil.example', '/\evil.example' or a path with a tab in it would leave the site
 * (browsers read those as another host), so anything that resolves elsewhere is ignored.
 */
export function safeReturnTo(search: string, origin: string = window.location.origin): string | null {
  const value = new URLSearchParams(search).get(RETURN_TO_PARAM);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
