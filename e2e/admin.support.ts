import { expect } from 'vitest';
import { adminUserListSchema } from '@atrium/shared/api/admin';
import { apiSignIn, text, type Member } from './accounts.support';
import { baseURL, type Page } from './support/browser';
import { E2E_ADMIN } from './support/constants';
import { fillPlaceholders } from './support/placeholders';

/** Helpers of the admin journeys: Korean UI strings, sessions set up without the sign-in form, admin API calls. */

/** An admin string as the Korean admin shows it ('admin:nav.users'). */
export const ko = (key: string) => text('ko', key);

/** The same, with its {{placeholders}} filled. */
export const koWith = (key: string, values: Record<string, string | number>) => fillPlaceholders(ko(key), values);

/** The admin account the e2e server creates at start, as a Member for the API helpers. */
export const ADMIN: Member = { ...E2E_ADMIN, name: 'E2E Admin', phone: '' };

/**
 * Signs `member` in through the API and puts the session in the page's storage, as the sign-in
 * page would: the journeys that are not about signing in start from here.
 */
export async function useSession(page: Page, member: Member): Promise<void> {
  const tokens = await apiSignIn(member);
  await page.goto('/ko/terms/service');
  await page.evaluate(
    ({ accessToken, refreshToken, name }) => {
      localStorage.setItem('accessToken', accessToken);
      localStorage.setItem('refreshToken', refreshToken);
      localStorage.setItem('username', name);
      localStorage.setItem('pwdChange', 'false');
    },
    { ...tokens, name: member.name },
  );
}

/**
 * An admin API client signed in once (set-up and clean-up only; the journeys use the UI). A write
 * to an editorial engine item names the version it reads just before (If-Match), as an up-to-date
 * editor does (docs/spec/decisions.md §15).
 */
export async function staffApi(member: Member = ADMIN) {
  const { accessToken } = await apiSignIn(member);
  const call = (path: string, method: string, body?: unknown, etag?: string | null) =>
    fetch(`${baseURL()}/api/admin${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        'x-forwarded-for': '172.31.0.1',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(etag ? { 'if-match': etag } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return async (path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    const item = /^\/content\/([^/]+)\/([^/?]+)/.exec(path);
    const read = method === 'GET' || !item ? null : item[2] === 'order' ? `/content/${item[1]}` : item[0];
    const etag = read ? (await call(read, 'GET')).headers.get('etag') : null;
    return call(path, method, init.body, etag);
  };
}

/** Makes a signed-up member a MANAGER (content staff), as an admin would in the users page. */
export async function promoteToManager(member: Member): Promise<void> {
  const api = await staffApi();
  const found = adminUserListSchema.parse(
    await (await api(`/users/search?keyword=${encodeURIComponent(member.email)}`)).json(),
  );
  const id = found.items.find((u) => u.email === member.email)?.id;
  expect(id).toBeDefined();
  expect((await api(`/users/${id}/role`, { method: 'POST', body: { role: 'MANAGER' } })).status).toBe(200);
}

/**
 * Puts a published UI string back as it was (the site is shared with the other e2e files). When
 * the journey failed before publishing its edit, there is nothing to publish: 409 is fine then.
 */
export async function restoreString(namespace: string, key: string, lang: string, value: string) {
  const api = await staffApi();
  const draft = await api('/translation/strings', { method: 'PUT', body: { namespace, key, lang, value } });
  expect(draft.status).toBe(204);
  const published = await api('/translation/update', { method: 'POST', body: { memo: 'e2e: restore' } });
  expect([200, 409]).toContain(published.status);
}

/** Waits for the current URL's query to hold `name=value`. */
export async function expectQuery(page: Page, name: string, value: string | null) {
  await expect.poll(() => new URL(page.url()).searchParams.get(name)).toBe(value);
}
