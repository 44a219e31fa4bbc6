import type { FastifyRequest } from 'fastify';
import { SESSION_ELEMENT_ID } from '@atrium/shared/api/page-forms';
import { isLanguage, type Language } from '@atrium/shared/languages';
import { matchPage, splitLanguagePath, type PageId } from '@atrium/shared/routes';
import { escapeJsonForHtml } from '#server/lib/html';
import type { InlineScripts } from '#server/lib/inline-scripts';
import type { PageFormAnswer, PageFormHandler, SiteRegistry } from './site.registry';

/** A posted account form is a few short fields; more is not a form of ours. */
export const FORM_BODY_BYTES = 16 * 1024;

/** A urlencoded body as fields: each name once (the first), as the page's form names them. */
export function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) if (!Object.hasOwn(fields, name)) fields[name] = value;
  return fields;
}

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/** Whether a request posted a form's fields (a JSON body, say, is no form of a page's). */
export const isFormPost = (request: FastifyRequest): request is FastifyRequest & { body: Record<string, string> } =>
  FORM_TYPE.test(request.headers['content-type'] ?? '') && typeof request.body === 'object' && request.body !== null;

/** The page a form was posted to and its module's handler, if that page has a form the server answers. */
export function postedForm(
  pathname: string,
  registry: SiteRegistry,
): { pageId: PageId; lang: Language; handler: PageFormHandler } | null {
  const { first, rest } = splitLanguagePath(pathname);
  if (!isLanguage(first)) return null;
  const pageId = matchPage(rest)?.page.id;
  const handler = pageId && registry.formHandler(pageId);
  return pageId && handler ? { pageId, lang: first, handler } : null;
}

/**
 * Whether a post comes from the site's own pages: a form on another site must not sign a
 * visitor in to an account of its choosing (login CSRF). Browsers name the origin of a form's
 * post (Origin, Sec-Fetch-Site); a client that names none (a script, an old browser) is let
 * through, as it cannot act with a visitor's browser.
 */
export function sameSite(request: FastifyRequest, publicUrl: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const from = request.headers.origin;
  if (from === undefined) return true;
  if (from === 'null') return false; // A sandboxed frame, or a page that hides where it is.
  const own = [new URL(publicUrl).origin, `${request.protocol}://${request.host}`];
  return own.includes(from);
}

/**
 * What a page signing a visitor in carries in its head: the session, and the script that keeps it
 * in browser storage and goes on (never in an address, never in the page's query data).
 */
export function sessionHead(session: NonNullable<PageFormAnswer['session']>, scripts: InlineScripts): string {
  const data = escapeJsonForHtml(JSON.stringify(session));
  const store = scripts.sessionStore ? `\n    <script>${scripts.sessionStore.source}</script>` : '';
  return `\n    <script type="application/json" id="${SESSION_ELEMENT_ID}">${data}</script>${store}`;
}
