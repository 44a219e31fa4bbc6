import { z } from 'zod';
import { appInfoSchema } from '@atrium/shared/api/app-info';

/**
 * The app form validates with the server's schema; only the release date differs on the way
 * in: a cleared date input is '', which the API means by null.
 */
export const appInfoFormSchema = appInfoSchema.extend({
  releaseDate: z
    .string()
    .transform((value) => value || null)
    .pipe(appInfoSchema.shape.releaseDate),
});
export type AppInfoFormInput = z.input<typeof appInfoFormSchema>;
export type AppInfoFormOutput = z.output<typeof appInfoFormSchema>;
