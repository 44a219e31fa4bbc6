import { RETURN_TO_PARAM } from '#web/lib/sign-in-href';

/** '//host' or '/\host', also once percent-decoded: what browsers or routers read as another host. */
const OTHER_HOST = /^\/[/\\]/;

/**
 * Where to go after signing in: the `returnTo` the gate put in the query, only when it is a path
 * of this site, decided by URL parsing rather than by prefixes alone. The parsed path is checked
 * too: '/.//evil.example' parses to '//evil.example', which the browser refuses to navigate to
 * (the member then saw an error after signing in). Anything else gives null: the caller goes home.
 */
export function safeReturnTo(search: string, origin: string = window.location.origin): string | null {
  const value = new URLSearchParams(search).get(RETURN_TO_PARAM);
  if (!value || !value.startsWith('/') || OTHER_HOST.test(value)) return null;
  let url: URL;
  let path: string;
  try {
    url = new URL(value, origin);
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (url.origin !== origin || OTHER_HOST.test(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
