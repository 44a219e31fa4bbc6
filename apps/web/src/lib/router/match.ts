import type { ReactNode } from 'react';

/** A route as the app declares it (the subset of React Router's RouteObject the site uses). */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Record<string, string | undefined>;

/** One level of a match: the route, the params so far, and the part of the path it took. */
export interface RouteMatch {
  route: RouteObject;
  params: Params;
  /** The path this level and those above it matched, without a splat's part ("/admin" for "admin/*"). */
  pathnameBase: string;
}

interface Branch {
  path: string;
  score: number;
  /** The route's position among its siblings at each level: declaration order breaks ties. */
  order: number[];
  routes: RouteObject[];
}

const joinPaths = (...paths: string[]) => `/${paths.join('/')}`.replace(/\/\/+/g, '/');

/**
 * React Router's ranking, so routes match as they did: a static segment weighs 10, a parameter
 * 3, an empty one 1, an index route 2 more, a splat 2 less; more segments, more weight.
 */
function scoreOf(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  if (index) score += 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

function flatten(routes: RouteObject[], parents: RouteObject[] = [], parentPath = '', order: number[] = []): Branch[] {
  const branches: Branch[] = [];
  routes.forEach((route, i) => {
    const path = joinPaths(parentPath, route.path ?? '');
    const chain = [...parents, route];
    const at = [...order, i];
    if (route.children?.length) branches.push(...flatten(route.children, chain, path, at));
    // A route without a path matches only through its children (a layout), unless it is an index.
    if (route.path === undefined && !route.index) return;
    branches.push({ path, score: scoreOf(path, route.index), order: at, routes: chain });
  });
  return branches;
}

function byRank(a: Branch, b: Branch): number {
  if (a.score !== b.score) return b.score - a.score;
  // Siblings keep their order; otherwise the first declared.
  for (let i = 0; i < Math.min(a.order.length, b.order.length); i++) {
    if (a.order[i] !== b.order[i]) return (a.order[i] ?? 0) - (b.order[i] ?? 0);
  }
  return 0;
}

/** A malformed escape ("%E0%A4%A") stays as it came: the page says not found, not a crash. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches `pattern` ("/:lang/news/:id", "/admin/*") against `pathname`, case-insensitively, a
 * trailing slash allowed. `end` false: a prefix at a segment boundary is enough (a layout's
 * level). Null when it does not match.
 */
export function matchPath(
  pattern: string,
  pathname: string,
  end = true,
): { params: Params; pathnameBase: string } | null {
  const names: string[] = [];
  let source = '^';
  const segments = pattern.split('/').filter(Boolean);
  const splat = segments.at(-1) === '*';
  for (const segment of splat ? segments.slice(0, -1) : segments) {
    if (segment.startsWith(':')) {
      names.push(segment.slice(1));
      source += '/([^/]+)';
    } else source += `/${escape(segment)}`;
  }
  if (splat) source += '(?:/(.*))?/?$';
  else source += end ? '/?$' : '(?=/|$)';
  const found = new RegExp(source, 'i').exec(pathname === '' ? '/' : pathname);
  if (!found) return null;
  const params: Params = {};
  names.forEach((name, i) => {
    params[name] = decoded(found[i + 1] ?? '');
  });
  let base = found[0];
  if (splat) {
    const rest = found[names.length + 1] ?? '';
    params['*'] = rest;
    base = base.slice(0, base.length - rest.length).replace(/\/+$/, '') || '/';
  }
  return { params, pathnameBase: base.replace(/\/$/, '') || '/' };
}

/** The matched routes, outermost first, for `pathname` under `base` (a parent's pathnameBase); null when none matches. */
export function matchRoutes(routes: RouteObject[], pathname: string, base = '/'): RouteMatch[] | null {
  const rest = base === '/' ? pathname : pathname.slice(base.length) || '/';
  if (base !== '/' && !pathname.toLowerCase().startsWith(base.toLowerCase())) return null;
  for (const branch of flatten(routes).sort(byRank)) {
    const matches: RouteMatch[] = [];
    let params: Params = {};
    let path = '';
    let matched = true;
    for (const [level, route] of branch.routes.entries()) {
      path = joinPaths(path, route.path ?? '');
      const last = level === branch.routes.length - 1;
      const found = matchPath(path, rest, last);
      if (!found) {
        matched = false;
        break;
      }
      params = { ...params, ...found.params };
      matches.push({ route, params, pathnameBase: joinPaths(base, found.pathnameBase).replace(/(.)\/$/, '$1') });
    }
    if (matched) return matches;
  }
  return null;
}
