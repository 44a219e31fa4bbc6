import { z } from 'zod';
import { languageSchema } from './common';

/** UI-string namespaces; each is a file `locales/<lang>/<namespace>.json`. */
export const I18N_NAMESPACES = ['common', 'meta', 'errors', 'validation', 'mail', 'auth', 'admin'] as const;
export type I18nNamespace = (typeof I18N_NAMESPACES)[number];
/** Namespaces a public page never needs: left out of the HTML's boot data (admin loads its own; mail is the server's). */
export const NON_PUBLIC_NAMESPACES: readonly I18nNamespace[] = ['admin', 'mail'];
export const PUBLIC_NAMESPACES = I18N_NAMESPACES.filter((ns) => !NON_PUBLIC_NAMESPACES.includes(ns));

export const i18nQuerySchema = z.object({ ns: z.enum(I18N_NAMESPACES).optional() });

export const i18nParamsSchema = z.object({ lang: languageSchema });
/** namespace → flat key ('nav.about') → text, for one language. */
export const i18nBundleSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type I18nBundle = z.infer<typeof i18nBundleSchema>;
