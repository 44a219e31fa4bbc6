import { http, HttpResponse, type JsonBodyType } from 'msw';

/**
 * What a handler answers: the reply's body (typed by the API schema, see `Reply` in lib/api),
 * or a function of the request giving that body or any Response (an error, a 204). A test that
 * asserts what was sent reads the request in that function.
 */
export type Answer<T> = T | ((request: Request) => T | Response | Promise<T | Response>);

/** An MSW resolver for `answer`: a body goes out as JSON with `status`. */
export function answering<T>(answer: Answer<T>, status = 200) {
  return async ({ request }: { request: Request }) => {
    const out = typeof answer === 'function' ? await (answer as (r: Request) => unknown)(request) : answer;
    return out instanceof Response ? out : HttpResponse.json(out as JsonBodyType, { status });
  };
}

/** The server's error body (apps/server/src/plugins/errors.ts), with the fields some codes add. */
export const apiError = (status: number, code: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ code, message: code, ...extra }, { status });

export const noContent = () => new HttpResponse(null, { status: 204 });

/**
 * For a test about one call on a page that also reads other things: every other /api call
 * answers 404, as a server without that content would. Put it last in `server.use`.
 */
export const otherApiCallsNotFound = () => http.all('/api/*', () => apiError(404, 'NOT_FOUND'));
