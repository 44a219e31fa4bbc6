import type { InjectOptions } from 'fastify';
import { currentEtag, etagHeader } from './content';
import type { TestApp } from '#server/test/app';
import { createMember, signIn } from '#server/test/members';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls as a signed-in person (token) or a visitor (no token), in a language. */
export const callAs =
  (t: TestApp, token?: string, lang = 'en') =>
  async (method: Method, url: string, payload?: InjectOptions['payload']) => {
    // A write to an editorial engine item names the version just read, as an up-to-date editor does.
    const etag = token ? await currentEtag(t.app, token, method, url) : undefined;
    return t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: {
        'accept-language': lang,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...etagHeader(etag),
      },
    });
  };

/** A fresh member of a role, signed in: id and token. */
export async function signedIn(t: TestApp, role: 'USER' | 'MANAGER' | 'ADMIN' = 'USER', name?: string) {
  const m = await createMember(t.app, { role, ...(name ? { name } : {}) });
  const { accessToken } = await signIn(t.app, m.email, m.password);
  return { ...m, token: accessToken };
}
