import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes, type RouteObject } from './match';

const named = (name: string) => name as unknown as RouteObject['element'];
/** The site's shape: a shell, a language level, a layout with its pages, and the fallbacks. */
const routes: RouteObject[] = [
  {
    element: named('shell'),
    children: [
      {
        path: ':lang',
        element: named('language'),
        children: [
          {
            element: named('layout'),
            children: [
              { index: true, element: named('home') },
              { path: 'news', element: named('news') },
              { path: 'news/:id', element: named('newsItem') },
              { path: 'news/:id/:article', element: named('article') },
              { path: 'event', element: named('events') },
              { path: '*', element: named('notFound') },
            ],
          },
        ],
      },
      { path: '*', element: named('redirect') },
    ],
  },
];
const leaf = (pathname: string, base?: string, table = routes) => {
  const matches = matchRoutes(table, pathname, base);
  return (
    matches && {
      element: matches.at(-1)?.route.element,
      params: matches.at(-1)?.params,
      base: matches.at(-1)?.pathnameBase,
    }
  );
};

describe('the router’s matching', () => {
  it('picks the route React Router would: static over parameter over splat, index for the bare path', () => {
    expect(leaf('/ko')).toMatchObject({ element: 'home', params: { lang: 'ko' } });
    expect(leaf('/ko/')).toMatchObject({ element: 'home' });
    expect(leaf('/ko/news')).toMatchObject({ element: 'news' });
    expect(leaf('/ko/news/12')).toMatchObject({ element: 'newsItem', params: { lang: 'ko', id: '12' } });
    expect(leaf('/ko/news/12/3')).toMatchObject({ element: 'article', params: { id: '12', article: '3' } });
    expect(leaf('/ko/nope/deeper')).toMatchObject({ element: 'notFound', params: { lang: 'ko', '*': 'nope/deeper' } });
    expect(leaf('/')).toMatchObject({ element: 'redirect' });
  });

  it('keeps every level of the match, outermost first, for the layouts’ outlets', () => {
    expect(matchRoutes(routes, '/ja/event')?.map((match) => match.route.element)).toEqual([
      'shell',
      'language',
      'layout',
      'events',
    ]);
  });

  it('decodes parameters, and leaves a malformed one as it came', () => {
    expect(leaf('/ko/news/%ED%95%9C')?.params?.id).toBe('한');
    expect(leaf('/ko/news/%E0%A4%A')?.params?.id).toBe('%E0%A4%A');
  });

  it('matches routes nested under a splat route against the rest of the path', () => {
    const admin: RouteObject[] = [
      { index: true, element: named('adminHome') },
      { path: 'content/:type/:id', element: named('editor') },
      { path: '*', element: named('adminFallback') },
    ];
    const outer = matchRoutes([{ path: 'admin/*', element: named('admin') }], '/admin/content/news/4');
    expect(outer?.at(-1)?.pathnameBase).toBe('/admin');
    expect(leaf('/admin/content/news/4', '/admin', admin)).toMatchObject({
      element: 'editor',
      params: { type: 'news', id: '4' },
      base: '/admin/content/news/4',
    });
    expect(leaf('/admin', '/admin', admin)).toMatchObject({ element: 'adminHome' });
    expect(leaf('/admin/other', '/admin', admin)).toMatchObject({ element: 'adminFallback' });
  });

  it('matches case-insensitively, a trailing slash allowed, and a prefix only at a segment', () => {
    expect(matchPath('/admin/*', '/ADMIN/x')?.params['*']).toBe('x');
    expect(matchPath('/news', '/news/')).not.toBeNull();
    expect(matchPath('/news', '/newsroom', false)).toBeNull();
    expect(matchPath('/news', '/news/1', false)?.pathnameBase).toBe('/news');
  });
});
