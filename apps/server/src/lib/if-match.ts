import type { FastifyRequest } from 'fastify';
import { versionInIfMatch } from '@atrium/shared/api/content-admin';

/**
 * The version a write names in If-Match (docs/spec/decisions.md §15): null when it names none,
 * which the editorial engine answers 428. `order`: a type's order (`"o<version>"`).
 */
export const ifMatchOf = (request: FastifyRequest, order = false): number | null =>
  versionInIfMatch(request.headers['if-match'], order);

/**
 * The same for the spec's old admin calls (news, events), which check it only when it is sent:
 * undefined when absent (not checked), null when it is not a version (428).
 */
export const ifMatchWhenSent = (request: FastifyRequest): number | null | undefined =>
  request.headers['if-match'] === undefined ? undefined : ifMatchOf(request);
