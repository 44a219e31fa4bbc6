import { z } from 'zod';
import { LANGUAGES } from '../languages';

export const languageSchema = z.enum(LANGUAGES);
export const pageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
