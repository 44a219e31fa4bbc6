import { z } from 'zod';
import { languageSchema } from './common';

/** UI-string namespaces; each is a file `locales/<lang>/<namespace>.json`. */
export const I18N_NAMESPACES = ['common', 'meta', 'errors', 'validation', 'mail'] as const;
export type I18nNamespace = (typeof I18N_NAMESPACES)[number];

export const i18nParamsSchema = z.object({ lang: languageSchema });
/** namespace → flat key ('nav.about') → text, for one language. */
export const i18nBundleSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type I18nBundle = z.infer<typeof i18nBundleSchema>;
