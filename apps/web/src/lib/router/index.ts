// The site's router (docs/decisions/039-own-router.md): React Router's declarative API as the
// site uses it, in about 2 KB where React Router took 11.9 KB of every page's first load.
export { BrowserRouter, MemoryRouter, StaticRouter } from './routers';
export { Outlet, Route, Routes, useRoutes } from './routes';
export { Link, Navigate, type LinkProps } from './Link';
export { useLocation, useNavigate, useParams, useSearchParams } from './hooks';
export type { RouteObject } from './match';
