/**
 * UI-string namespaces; each is a file `locales/<lang>/<namespace>.json`. Apart from the zod
 * schemas of api/i18n.ts on purpose: the web's first-load script needs these lists, and a
 * schema there (`z.enum(…).optional()` is not side-effect free to the bundler) would pull zod in.
 */
export const I18N_NAMESPACES = [
  'common',
  'meta',
  'errors',
  'validation',
  'mail',
  'auth',
  'admin',
  'home',
  'news',
  'events',
  'edu',
  'search',
] as const;
export type I18nNamespace = (typeof I18N_NAMESPACES)[number];
/** Namespaces a public page never needs: left out of the HTML's boot data (admin loads its own; mail is the server's). */
export const NON_PUBLIC_NAMESPACES: readonly I18nNamespace[] = ['admin', 'mail'];
export const PUBLIC_NAMESPACES = I18N_NAMESPACES.filter((ns) => !NON_PUBLIC_NAMESPACES.includes(ns));
