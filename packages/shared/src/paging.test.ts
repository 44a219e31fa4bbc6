import { describe, expect, it } from 'vitest';
import { pageQuerySchema } from './api/common';
import { MAX_PAGE, readPageNumber } from './paging';

describe('readPageNumber', () => {
  it('reads a page as the API schema does, and anything it refuses as page 1', () => {
    const samples = [
      undefined,
      null,
      '',
      ' ',
      '1',
      '2',
      ' 3 ',
      '3.0',
      '3.5',
      '-1',
      '0',
      'abc',
      '1e3',
      '0x10',
      String(MAX_PAGE),
      String(MAX_PAGE + 1),
    ];
    for (const value of samples) {
      const parsed = pageQuerySchema.safeParse({ page: value ?? undefined });
      expect(readPageNumber(value), `page=${String(value)}`).toBe(parsed.success ? parsed.data.page : 1);
    }
  });
});
