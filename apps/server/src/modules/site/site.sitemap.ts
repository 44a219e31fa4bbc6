import { LANGUAGES, DEFAULT_LANGUAGE } from '@atrium/shared/languages';
import { href, PAGES } from '@atrium/shared/routes';
import { escapeHtml } from '#server/lib/html';
import type { SiteRegistry, SitemapEntry } from './site.registry';

/** /sitemap.xml: every public page in every language, each with its alternates. */
export async function renderSitemap(publicUrl: string, registry: SiteRegistry): Promise<string> {
  const entries: SitemapEntry[] = PAGES.filter((p) => p.sitemap).map((p) => ({ pageId: p.id, params: {} }));
  for (const source of registry.sitemapSources()) entries.push(...(await source()));
  const urls: string[] = [];
  for (const entry of entries) {
    const alternates = LANGUAGES.map(
      (l) =>
        `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(publicUrl + href(l, entry.pageId, entry.params))}"/>`,
    );
    alternates.push(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(publicUrl + href(DEFAULT_LANGUAGE, entry.pageId, entry.params))}"/>`,
    );
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    for (const lang of LANGUAGES) {
      const loc = escapeHtml(publicUrl + href(lang, entry.pageId, entry.params));
      urls.push(`<url><loc>${loc}</loc>${lastmod}${alternates.join('')}</url>`);
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/** /robots.txt: the admin area, the API and member pages stay out of search engines. */
export function renderRobots(publicUrl: string): string {
  const memberPaths = PAGES.filter((p) => p.access === 'member').map((p) => p.path.split('/:')[0]);
  const lines = ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/'];
  for (const lang of LANGUAGES) for (const p of new Set(memberPaths)) lines.push(`Disallow: /${lang}/${p}`);
  lines.push('', `Sitemap: ${publicUrl}/sitemap.xml`, '');
  return lines.join('\n');
}
