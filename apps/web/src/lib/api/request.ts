import type { z } from 'zod';
import { getCurrentLanguage } from '../i18n/current-language';
import { apiErrorFrom } from './api-error-from';

export const API_BASE_URL = '/api';

export type QueryValue = string | number | boolean | null | undefined;

/**
 * A reply's type, from the shared schema the server answers with: `get<Reply<typeof newsListSchema>>`.
 * The browser does not parse replies again: the server's serializer has already checked each one
 * against that schema, and importing only its type keeps zod out of the pages that only read.
 */
export type Reply<S extends z.ZodType> = z.output<S>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData body goes out as multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** What publicApi and authApi offer; they differ only in the bearer token and its refresh. */
export interface ApiClient {
  /** A call with a JSON reply of type T (see Reply). */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** GET with a JSON reply of type T. */
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  /** A call with a JSON reply of type T, and the reply's headers (an ETag to send back). */
  requestWithHeaders<T>(path: string, options?: RequestOptions): Promise<{ data: T; headers: Headers }>;
  /** A call whose reply body is not needed (204). */
  requestVoid(path: string, options?: RequestOptions): Promise<void>;
  /** A call answering a file (spreadsheet export). */
  requestBlob(path: string, options?: RequestOptions): Promise<Blob>;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** One HTTP exchange with the shared headers; the Response comes back whatever its status. */
export function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers = new Headers(options.headers);
  // A localized read names its language (the one in its query key); others follow the page's.
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', getCurrentLanguage());
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: options.signal,
  });
}

/**
 * Builds a client around `perform`, which sends a request and returns its final Response
 * (authApi retries there after a refresh). Non-2xx answers become ApiError.
 */
export function createClient(perform: (path: string, options: RequestOptions) => Promise<Response>): ApiClient {
  const ok = async (path: string, options: RequestOptions): Promise<Response> => {
    const response = await perform(path, options);
    if (!response.ok) throw await apiErrorFrom(response);
    return response;
  };
  const requestWithHeaders = async <T>(path: string, options: RequestOptions = {}) => {
    const response = await ok(path, options);
    const data = (response.status === 204 ? undefined : await response.json()) as T;
    return { data, headers: response.headers };
  };
  const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> =>
    (await requestWithHeaders<T>(path, options)).data;
  return {
    request,
    requestWithHeaders,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    requestVoid: async (path, options = {}) => {
      await ok(path, options);
    },
    requestBlob: async (path, options = {}) => (await ok(path, options)).blob(),
  };
}
