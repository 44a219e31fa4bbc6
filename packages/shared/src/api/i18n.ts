import { z } from 'zod';
import { languageSchema } from './common';
import { I18N_NAMESPACES } from '../i18n-namespaces';

export { I18N_NAMESPACES, NON_PUBLIC_NAMESPACES, PUBLIC_NAMESPACES, type I18nNamespace } from '../i18n-namespaces';

/** `ns`: one namespace, or 'public' for every namespace a public page uses (no admin or mail strings). */
export const i18nQuerySchema = z.object({ ns: z.enum([...I18N_NAMESPACES, 'public']).optional() });

export const i18nParamsSchema = z.object({ lang: languageSchema });
/** namespace → flat key ('nav.about') → text, for one language. */
export const i18nBundleSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type I18nBundle = z.infer<typeof i18nBundleSchema>;
