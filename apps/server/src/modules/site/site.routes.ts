import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLanguage } from '@atrium/shared/languages';
import { languageChain } from '@atrium/shared/languages';
import { wallClock } from '@atrium/shared/wall-clock';
import { matchPage, PAGE_BY_ID, splitLanguagePath } from '@atrium/shared/routes';
import type { PageRenderInput } from '@atrium/shared/api/boot';
import { boundedRuns } from '#server/lib/bounded-runs';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '#server/lib/db-unavailable';
import { etagOf, notModified } from '#server/lib/http-cache';
import type { InlineScripts } from '#server/lib/inline-scripts';
import { allowPageStyles } from '#server/plugins/security';
import type { I18nService } from '../i18n/i18n.service';
import type { PagePrefetch, SiteRegistry } from './site.registry';
import { loadTemplate } from './site.template';
import { memberPageNotice } from './site.noscript';
import { loadPageChunkLinks, NOT_FOUND_CHUNK } from './site.chunks';
import { createBootScripts } from './site.boot';
import { resolvePage, type PageOutcome } from './site.pages';
import { loadPageRenderer } from './site.ssr';
import { renderRobots, renderSitemap } from './site.sitemap';
import { pageLanguage, previewBanner, previewExpiredPage, previewToken, type SitePreview } from './site.preview';
import { createPageCache, type PageCache } from './site.page-cache';
import { sendCached, sendPayload, type PagePayload } from './site.reply';
import { pageAddress } from './site.page-address';
import { pageFormKey } from '@atrium/shared/api/page-forms';
import { FORM_BODY_BYTES, formFields, isFormPost, postedForm, sameSite, sessionHead } from './site.forms';

interface SiteOptions {
  i18n: I18nService;
  registry: SiteRegistry;
  publicUrl: string;
  webDist: string;
  gaMeasurementId?: string;
  inlineScripts: InlineScripts;
  /** The `site` singleton's links for the navigation and footer, serialized (site-info module). */
  siteLinks: () => Promise<{ json: string; etag: string }>;
  /** Staff's preview links (the editorial engine): a page rendered with a draft. */
  preview?: SitePreview;
  /** The venue's IANA time zone: the footer's year turns at the venue's midnight. */
  timezone: string;
}

/** What a page answering its posted form adds: the outcome as query data, the session's script. */
interface PageExtra {
  queries?: Array<{ key: unknown[]; data: unknown }>;
  head?: string;
  /** Whether the render may be kept for other requests (not one showing what a visitor typed). */
  keepRender?: boolean;
}

type RedirectPayload = Extract<PagePayload, { kind: 'redirect' }>;

/** What a page is made of (site.routes pageData), before its render. */
interface PageData {
  kind: 'data';
  url: string;
  pathname: string;
  outcome: Extract<PageOutcome, { kind: 'page' }>;
  head: string;
  /** The embedded queries as the boot data carries them (none: no prefetch, or it failed). */
  prefetched: string | undefined;
  queries: PagePrefetch['queries'];
  freshUntil: number | undefined;
  refused: PagePrefetch['refused'];
  site: { json: string; etag: string } | null;
  year: number;
  complete: boolean;
  /** Its data could not be read because the database is out of reach (a restart): a 503 to retry. */
  unavailable: boolean;
  /** Whether its render may be kept for other requests (PageExtra). */
  keepRender: boolean;
}

/**
 * Previews read and rendered at once in this process (the others wait): each takes a database
 * connection for its read and a core for its render, and no link may take them all.
 */
const PREVIEWS_AT_ONCE = 2;

/** The year at `now` in `timezone`. */
const venueYear = (timezone: string, now: Date): number => Number(wallClock(timezone, now).year);

/**
 * Whether a page address may be served from the page cache: a public page that search engines
 * index (not the site search's results, member or sign-in pages, admin, redirects).
 */
function cacheablePath(pathname: string): boolean {
  const { first, rest } = splitLanguagePath(pathname);
  if (!isLanguage(first) || pathname === `/${first}`) return false;
  const route = matchPage(rest)?.page;
  return route !== undefined && route.access === 'public' && !route.noindex;
}

/**
 * Every HTML route: the SPA shell with the page's head filled in on the server; sitemap and
 * robots. Decorates the app with its page cache (`pageCache.stats()` for metrics).
 */
export const siteRoutes = fp<SiteOptions>(async (app, opts) => {
  const pageCache = createPageCache({ now: () => app.clock.now().getTime() });
  app.decorate('pageCache', pageCache);
  const template = loadTemplate(opts.webDist, opts.inlineScripts);
  const pageChunkLinks = loadPageChunkLinks(opts.webDist);
  const bootScript = createBootScripts(opts.i18n, opts.publicUrl, opts.gaMeasurementId);
  const renderPage = await loadPageRenderer(opts.webDist, app.log);
  const previewTurns = boundedRuns(PREVIEWS_AT_ONCE);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobots(opts.publicUrl));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const xml = await renderSitemap(opts.publicUrl, opts.registry);
    reply.header('cache-control', 'public, max-age=600');
    if (notModified(request, reply, etagOf(xml))) return reply.send();
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') return reply.callNotFound();
    const token = opts.preview && previewToken(request.url);
    if (token && opts.preview) return sendPreview(request, reply, token, opts.preview);
    return sendPage(request, reply);
  });

  // Forms posted to their own pages (docs/spec/decisions.md §16), in a scope of their own: the
  // only routes that read a urlencoded body (the API takes JSON, which a cross-site form cannot send).
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_BYTES },
      (_request, body, done) => done(null, formFields(String(body))),
    );
    forms.post('/*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/') || pathname === '/api') return reply.callNotFound();
      const form = postedForm(pathname, opts.registry);
      if (!form) return reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send();
      if (!sameSite(request, opts.publicUrl)) return reply.code(403).type('text/plain; charset=utf-8').send();
      if (!isFormPost(request)) return reply.code(415).type('text/plain; charset=utf-8').send();
      const answer = await form.handler({
        fields: request.body,
        query: new URLSearchParams(request.url.slice(pathname.length)),
        lang: form.lang,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      const payload = await pagePayload(request, request.url, {
        queries: [{ key: [...pageFormKey(form.pageId)], data: answer.state }],
        head: answer.session ? sessionHead(answer.session, opts.inlineScripts) : '',
        // What a visitor typed (an e-mail, a name) is not kept among the renders other pages reuse.
        keepRender: false,
      });
      if (payload.kind === 'redirect') return sendPayload(reply, payload);
      return sendPayload(reply, { ...payload, status: answer.status }, 'no-store');
    });
  });

  /** A draft shown as its page would show it once published: a banner, noindex, never cached. */
  async function sendPreview(request: FastifyRequest, reply: FastifyReply, token: string, preview: SitePreview) {
    const opened = await preview.open(token);
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
    if (!opened) {
      return reply
        .code(410)
        .type('text/html; charset=utf-8')
        .send(previewExpiredPage(opts.i18n, pageLanguage(request.url)));
    }
    const { page, notes, changed } = await previewTurns(async () => {
      // One short read with the draft in place (a transaction, rolled back at once), then the
      // render from what it read, holding no database connection.
      // A draft's render is for this request only: never among those other pages reuse.
      const {
        result: data,
        notes,
        changed,
      } = await preview.withDraft(opened, opened.lang, () => pageData(request, request.url, { keepRender: false }));
      return { page: data.kind === 'redirect' ? data : await pageFrom(data), notes, changed };
    });
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    allowPageStyles(reply, page.styleSources);
    const banner = previewBanner(opts.i18n, opened, notes, changed);
    const html = page.html
      .replace(
        '</head>',
        `  <meta name="robots" content="noindex, nofollow">\n    <link rel="stylesheet" href="/preview.css">\n  </head>`,
      )
      .replace(/<body([^>]*)>/, (body) => `${body}\n    ${banner}`);
    return reply.code(page.status).type('text/html; charset=utf-8').send(html);
  }

  /** The version of what every page is made of: content (on any instance), UI strings, the year. */
  const pagesVersion = () =>
    `${app.contentCache.version()} ${opts.i18n.version()} ${venueYear(opts.timezone, app.clock.now())}`;

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    if (cacheablePath(pathname)) {
      // Kept by the address's path and the query parameters the page reads, and rendered from
      // that address: any other parameter neither changes the page nor forces a render.
      const address = pageAddress(request.url);
      const version = pagesVersion();
      let uncached: PagePayload | undefined;
      // The kept page, the previous one while another request renders it (for a few seconds
      // after a change), or a render of our own, started at once so that requests meanwhile share it.
      const page = await (pageCache.get(address, version) ??
        pageCache.build(address, version, async () => {
          const payload = await pagePayload(request, address);
          // Only a public page found (a 404 is not kept: unknown addresses must not fill the cache).
          // Nor a page missing its markup or data after a failure: the next visit tries again.
          const keep = payload.kind === 'page' && payload.status === 200 && payload.complete;
          if (!keep || reply.hasHeader('set-cookie')) {
            uncached = payload;
            return null;
          }
          return payload;
        }));
      if (!page) return sendPayload(reply, uncached ?? (await pagePayload(request, address)));
      return sendCached(request, reply, page, pageCache);
    }
    return sendPayload(reply, await pagePayload(request, request.url));
  }

  /**
   * The page at `url` (the request's, or the address it is kept under): its HTML (head, boot
   * data, server-rendered markup) and its styles' CSP sources, or where to redirect.
   */
  async function pagePayload(request: FastifyRequest, url: string, extra: PageExtra = {}): Promise<PagePayload> {
    const data = await pageData(request, url, extra);
    return data.kind === 'redirect' ? data : pageFrom(data);
  }

  /**
   * What the page at `url` is made of, read from the database and the caches: the page found,
   * its head, its embedded data and the site links. Everything its render needs, so a preview
   * reads this inside its transaction and renders after it (pageFrom).
   */
  async function pageData(
    request: FastifyRequest,
    url: string,
    extra: PageExtra = {},
  ): Promise<PageData | RedirectPayload> {
    const pathname = url.split('?')[0] ?? '/';
    const outcome = await resolvePage(
      pathname,
      url.slice(pathname.length),
      { cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] },
      opts,
    );
    if (outcome.kind === 'redirect') {
      return { kind: 'redirect', location: outcome.location, status: outcome.status, guessed: outcome.guessed };
    }
    const prefetcher = outcome.pageId ? opts.registry.prefetcher(outcome.pageId) : undefined;
    let head = outcome.head + (extra.head ?? '');
    let prefetched: string | undefined;
    let queries: PagePrefetch['queries'] = [];
    let freshUntil: number | undefined;
    let refused: PagePrefetch['refused'];
    let complete = true;
    let unavailable = false;
    if (prefetcher) {
      // The page's first data rides along in the HTML; a failure only costs the client a request.
      // The route's parameters and the query's (a list's ?page=), as the page reads them.
      const params = {
        ...Object.fromEntries(new URLSearchParams(url.slice(pathname.length))),
        ...outcome.params,
      };
      const data = await prefetcher(params, outcome.lang, { ip: request.ip }).catch((err: unknown) => {
        request.log.warn({ err }, 'prefetch failed');
        complete = false;
        unavailable ||= isDatabaseUnavailable(err);
        return undefined;
      });
      if (data) {
        head += data.headLinks.map((l) => `\n    ${l}`).join('');
        queries = data.queries;
        prefetched = JSON.stringify(queries);
        freshUntil = data.freshUntil;
        refused = data.refused;
      }
    }
    if (extra.queries?.length) {
      queries = [...queries, ...extra.queries];
      prefetched = JSON.stringify(queries);
    }
    // The navigation's and footer's links; without them a page still renders.
    const site = await opts.siteLinks().catch((err: unknown) => {
      request.log.warn({ err }, 'site links unavailable');
      complete = false;
      unavailable ||= isDatabaseUnavailable(err);
      return null;
    });
    // By the app's clock (tests move it), once, so the markup and the boot data agree.
    const year = venueYear(opts.timezone, app.clock.now());
    return {
      kind: 'data',
      url,
      pathname,
      outcome,
      head,
      prefetched,
      queries,
      freshUntil,
      refused,
      site,
      year,
      complete,
      unavailable,
      keepRender: extra.keepRender ?? true,
    };
  }

  /** The page's HTML from what pageData read: the server render (no database) and the shell. */
  async function pageFrom(data: PageData): Promise<PagePayload> {
    const { url, pathname, outcome, prefetched, queries, site, year } = data;
    let { head, complete } = data;
    // Public and guest pages (sign-in, sign-up…) and not-found come with their markup; member and
    // admin pages, which need the visitor's session, render in the browser. Without JavaScript a
    // member page says so (site.noscript.ts).
    const memberPage = outcome.pageId !== undefined && PAGE_BY_ID[outcome.pageId].access === 'member';
    const serverRendered = renderPage && !pathname.startsWith('/admin') && !memberPage;
    const rendered = serverRendered
      ? await renderPage(
          {
            url,
            lang: outcome.lang,
            stringsVersion: opts.i18n.version(),
            prefetched: prefetched ?? '',
            site: site?.etag ?? '',
            year,
          },
          // Only a render (a cache miss) needs the strings gathered.
          () => ({
            url,
            lang: outcome.lang,
            publicUrl: opts.publicUrl,
            i18n: Object.fromEntries(languageChain(outcome.lang).map((l) => [l, opts.i18n.bundle(l, 'public').bundle])),
            prefetched: queries,
            site: site ? (JSON.parse(site.json) as PageRenderInput['site']) : null,
            year,
          }),
          { keep: data.keepRender },
        )
      : null;
    // A 404 shows the not-found page, whatever route the address looked like: its code and stylesheets.
    const chunks = pageChunkLinks(outcome.status === 200 ? outcome.pageId : NOT_FOUND_CHUNK);
    const chunkLinks = rendered ? chunks.renderedLinks : chunks.links;
    if (chunkLinks) head += `\n    ${chunkLinks}`;
    if (rendered) head += `\n    ${rendered.styles}`;
    else if (serverRendered) complete = false;
    const boot = bootScript(outcome.lang, {
      prefetched,
      site: site?.json,
      year,
      namespaces: rendered?.namespaces,
      keys: rendered?.keys,
    });
    // Without its data the page still boots and fetches it itself; the status tells crawlers and
    // proxies to come back (or try another instance) rather than take the page as it is.
    const retry =
      data.refused ?? (data.unavailable ? { status: 503, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS } : undefined);
    return {
      kind: 'page',
      status: retry?.status ?? outcome.status,
      retryAfterSeconds: retry?.retryAfterSeconds,
      html: template.render(outcome.lang, head, boot, {
        root: rendered?.html,
        noscript: memberPage ? memberPageNotice(opts.i18n, outcome.lang, url) : undefined,
      }),
      styleSources: rendered?.styleSources ?? [],
      freshUntil: data.freshUntil,
      complete,
    };
  }
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The finished public pages (site.page-cache.ts): `stats()` for the metrics. */
    pageCache: PageCache;
  }
}
