import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id';

describe('parseId', () => {
  it('reads positive whole numbers and refuses everything else, so no bad id reaches the API', () => {
    expect(parseId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-2', '1e3', ' 1', '01', 'abc', '1.5', '99999999999']) {
      expect(parseId(bad)).toBeNull();
    }
  });
});
