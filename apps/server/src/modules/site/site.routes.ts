import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_GUESSED_COOKIE } from '@atrium/shared/languages';
import { languageChain } from '@atrium/shared/languages';
import { PAGE_BY_ID } from '@atrium/shared/routes';
import type { PageRenderInput } from '@atrium/shared/api/boot';
import { etagOf, notModified } from '../../lib/http-cache';
import type { InlineScripts } from '../../lib/inline-scripts';
import { allowPageStyles } from '../../plugins/security';
import type { I18nService } from '../i18n/i18n.service';
import type { SiteRegistry } from './site.registry';
import { loadTemplate } from './site.template';
import { loadPageChunkLinks } from './site.chunks';
import { createBootScripts } from './site.boot';
import { resolvePage } from './site.pages';
import { loadPageRenderer } from './site.ssr';
import { renderRobots, renderSitemap } from './site.sitemap';
import { pageLanguage, previewBanner, previewExpiredPage, previewToken, type SitePreview } from './site.preview';

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

/** The year at `now` in `timezone`. */
export function venueYear(timezone: string, now: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: timezone, year: 'numeric' }).format(now));
}

/** Every HTML route: the SPA shell with the page's head filled in on the server; sitemap and robots. */
export const siteRoutes: FastifyPluginAsync<SiteOptions> = async (app, opts) => {
  const template = loadTemplate(opts.webDist, opts.inlineScripts);
  const pageChunkLinks = loadPageChunkLinks(opts.webDist);
  const bootScript = createBootScripts(opts.i18n, opts.publicUrl, opts.gaMeasurementId);
  const renderPage = await loadPageRenderer(opts.webDist, app.log);

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
    const { result, notes } = await preview.render(opened, opened.lang, () => pagePayload(request, reply));
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    const banner = previewBanner(opts.i18n, opened.lang, notes);
    const html = result.html
      .replace(
        '</head>',
        `  <meta name="robots" content="noindex, nofollow">\n    <link rel="stylesheet" href="/preview.css">\n  </head>`,
      )
      .replace(/<body([^>]*)>/, (body) => `${body}\n    ${banner}`);
    return reply.code(result.status).type('text/html; charset=utf-8').send(html);
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const payload = await pagePayload(request, reply);
    if (payload.kind === 'redirect') {
      if (payload.guessed) reply.header('set-cookie', `${LANGUAGE_GUESSED_COOKIE}=1; Path=/; Max-Age=60; SameSite=Lax`);
      reply.header('vary', 'Cookie, Accept-Language').header('cache-control', 'private, no-cache');
      return reply.redirect(payload.location, payload.status);
    }
    return reply
      .code(payload.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(payload.html);
  }

  /** The page's HTML (head, boot data, server-rendered markup), or where to redirect. */
  async function pagePayload(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<
    | { kind: 'page'; status: number; html: string }
    | { kind: 'redirect'; location: string; status: 301 | 302; guessed?: boolean }
  > {
    const pathname = request.url.split('?')[0] ?? '/';
    const outcome = await resolvePage(
      pathname,
      { cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] },
      opts,
    );
    if (outcome.kind === 'redirect') {
      const query = request.url.slice(pathname.length);
      return {
        kind: 'redirect',
        location: outcome.location + (outcome.status === 301 ? query : ''),
        status: outcome.status,
        guessed: outcome.guessed,
      };
    }
    const prefetcher = outcome.pageId ? opts.registry.prefetcher(outcome.pageId) : undefined;
    let head = outcome.head;
    let prefetched: string | undefined;
    let queries: Array<{ key: unknown[]; data: unknown }> = [];
    if (prefetcher) {
      // The page's first data rides along in the HTML; a failure only costs the client a request.
      // The route's parameters and the query's (a list's ?page=), as the page reads them.
      const params = {
        ...Object.fromEntries(new URLSearchParams(request.url.slice(pathname.length))),
        ...outcome.params,
      };
      const data = await prefetcher(params, outcome.lang).catch((err: unknown) => {
        request.log.warn({ err }, 'prefetch failed');
        return undefined;
      });
      if (data) {
        head += data.headLinks.map((l) => `\n    ${l}`).join('');
        queries = data.queries;
        prefetched = JSON.stringify(queries);
      }
    }
    // The navigation's and footer's links; without them a page still renders.
    const site = await opts.siteLinks().catch((err: unknown) => {
      request.log.warn({ err }, 'site links unavailable');
      return null;
    });
    // By the app's clock (tests move it), once, so the markup and the boot data agree.
    const year = venueYear(opts.timezone, app.clock.now());
    // Public pages and not-found come with their markup; member and admin pages render in the browser.
    const serverRendered =
      renderPage &&
      !pathname.startsWith('/admin') &&
      (!outcome.pageId || PAGE_BY_ID[outcome.pageId].access === 'public');
    const rendered = serverRendered
      ? await renderPage(
          {
            url: request.url,
            lang: outcome.lang,
            stringsVersion: opts.i18n.version(),
            prefetched: prefetched ?? '',
            site: site?.etag ?? '',
            year,
          },
          // Only a render (a cache miss) needs the strings gathered.
          () => ({
            url: request.url,
            lang: outcome.lang,
            publicUrl: opts.publicUrl,
            i18n: Object.fromEntries(languageChain(outcome.lang).map((l) => [l, opts.i18n.bundle(l, 'public').bundle])),
            prefetched: queries,
            site: site ? (JSON.parse(site.json) as PageRenderInput['site']) : null,
            year,
          }),
        )
      : null;
    const chunks = pageChunkLinks(outcome.status === 200 ? outcome.pageId : undefined);
    const chunkLinks = rendered ? chunks.styleLinks : chunks.links;
    if (chunkLinks) head += `\n    ${chunkLinks}`;
    if (rendered) {
      head += `\n    ${rendered.styles}`;
      allowPageStyles(reply, rendered.styleSources);
    }
    const boot = bootScript(outcome.lang, { prefetched, site: site?.json, year });
    return {
      kind: 'page',
      status: outcome.status,
      html: template.render(outcome.lang, head, boot, rendered?.html, chunks.scripts),
    };
  }
};
