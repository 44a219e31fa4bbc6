import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { shouldRetry, staticQueryOptions } from './read-policy';
import { localizedKey } from '../query-keys';

const apiError = (status: number) => new ApiError(status, { code: 'X', message: 'x' });

describe('query defaults', () => {
  it('retries a failed read once', () => {
    expect(shouldRetry(0, apiError(500))).toBe(true);
    expect(shouldRetry(1, apiError(500))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('does not retry answers a retry cannot change', () => {
    for (const status of [401, 402, 403, 404]) expect(shouldRetry(0, apiError(status))).toBe(false);
  });

  it('keeps slides, spaces and statistics 30 minutes without refetching on focus', () => {
    expect(staticQueryOptions).toMatchObject({ staleTime: 1_800_000, refetchOnWindowFocus: false });
  });

  it('puts the language into localized keys', () => {
    expect(localizedKey('news', 'ja', 'list', 2)).toEqual(['news', 'ja', 'list', 2]);
  });
});
