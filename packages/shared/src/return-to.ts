/** The sign-in page's query parameter naming where to come back: `/en/signin?returnTo=%2Fen%2Fmy`. */
export const RETURN_TO_PARAM = 'returnTo';

/** '//host' or '/\host', also once percent-decoded: what browsers or routers read as another host. */
const OTHER_HOST = /^\/[/\\]/;

/**
 * Where to go after signing in: the `returnTo` the gate put in the query, only when it is a path
 * of this site, decided by URL parsing rather than by prefixes alone. The parsed path is checked
 * too: '/.//evil.example' parses to '//evil.example', which the browser refuses to navigate to
 * (the member then saw an error after signing in). Anything else gives null: the caller goes home.
 * The same rule for the app and for the server answering a posted sign-in form (`origin`: the site's).
 */
export function safeReturnTo(search: string, origin: string): string | null {
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
