import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { BOOT_ELEMENT_ID } from '@atrium/shared/api/boot';
import { SESSION_ELEMENT_ID } from '@atrium/shared/api/page-forms';
import { nextIp } from './members';

/**
 * A browser posting a page's form without the app (docs/spec/decisions.md §16): urlencoded
 * fields to the page's address, from an address of its own unless `headers` name one.
 */
export const postForm = (
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': nextIp(),
      accept: 'text/html',
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });

const scriptJson = (html: string, id: string): unknown => {
  const json = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

/** The form's outcome as the answering page carries it to the browser (its query data). */
export function formStateOf<T>(res: LightMyRequestResponse, page: string): T | undefined {
  const boot = scriptJson(res.body, BOOT_ELEMENT_ID) as { prefetched?: Array<{ key: unknown[]; data: unknown }> };
  return boot?.prefetched?.find((q) => q.key[0] === 'page-form' && q.key[1] === page)?.data as T | undefined;
}

/** The session a page signing the visitor in keeps in browser storage, and where it goes on. */
export const sessionOf = (res: LightMyRequestResponse) =>
  scriptJson(res.body, SESSION_ELEMENT_ID) as { entries: Array<[string, string]>; next: string } | undefined;
