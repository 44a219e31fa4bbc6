import type { z } from 'zod';
import type { releaseSummarySchema } from '@atrium/shared/api/releases';

/** A release as the list shows it (GET /api/admin/releases). */
export type ReleaseSummary = z.output<typeof releaseSummarySchema>;
